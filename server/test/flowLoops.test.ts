import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { flows } from '../src/db/tables/flows';
import { notifications } from '../src/db/tables/notifications';
import { flowProbe, TOUCHED_TITLE } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from './support/moduleTestHost';

const probe = flowProbe();
let host: ModuleTestHost;

beforeAll(async () => {
  host = await createModuleTestHost(probe.module);
});

afterAll(() => host.close());

beforeEach(() => {
  probe.recorded.length = 0;
});

function api(person: TestPerson, method: InjectOptions['method'], url: string, payload?: unknown) {
  return host.app.inject({
    method,
    url: `/api/v1/workspaces/${person.workspaceId}${url}`,
    headers: { authorization: person.headers.authorization! },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const OTHER_TITLE = 'Другая доска';
const step = (id: string, action: string) => ({ id, kind: 'action', action, settings: {} });
const ECHO = step('echo', 'probe.echo');
const TOUCH = step('touch', 'probe.touch_board');
const RECORD = { id: 'note', kind: 'action', action: 'probe.record', settings: { note: 'saw {{amount}}' } };

interface FlowInput {
  name: string;
  trigger?: string;
  conditions?: unknown;
  steps: unknown[];
  state?: 'draft' | 'enabled';
  confirmLoop?: boolean;
}

function createFlow(
  owner: TestPerson,
  { name, trigger = 'probe.happened', conditions = null, steps, state = 'enabled', confirmLoop }: FlowInput,
) {
  return api(owner, 'POST', '/flows', {
    name,
    state,
    confirmLoop,
    definition: { trigger: { type: trigger, settings: {} }, conditions, steps },
  });
}

async function flowId(owner: TestPerson, input: FlowInput): Promise<string> {
  const response = await createFlow(owner, input);
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function runsOf(owner: TestPerson, id: string) {
  await host.app.flows.idle();
  const { items } = (await api(owner, 'GET', `/flows/${id}/runs?limit=100`)).json();
  return (items as Array<{ id: string; status: string; depth: number; error?: string }>).reverse();
}

const loopNotices = async (userId: string) =>
  (await host.app.db.orm.select().from(notifications).where(eq(notifications.userId, userId))).filter(
    (notice) => notice.type === 'warning',
  );

describe('loops seen when a flow is enabled', () => {
  it('refuses to enable a flow whose action starts it again, saying which action and event, until confirmed', async () => {
    const { owner } = await host.newTeam();
    const refused = await createFlow(owner, { name: 'Echo', steps: [ECHO] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'flow_loop',
      message: 'Действие «Повторить событие» снова запустит этот сценарий (событие «Что-то случилось» с тем же событием)',
      details: { nodeId: 'echo', through: [] },
    });
    expect(await host.app.db.orm.select().from(flows).where(eq(flows.ownerId, owner.userId))).toEqual([]);

    const draft = await flowId(owner, { name: 'Echo', steps: [ECHO], state: 'draft' });
    expect((await api(owner, 'PUT', `/flows/${draft}`, { state: 'enabled' })).statusCode).toBe(409);
    const confirmed = await api(owner, 'PUT', `/flows/${draft}`, { state: 'enabled', confirmLoop: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().state).toBe('enabled');
  });

  it('finds a loop through another enabled flow and names it', async () => {
    const { owner } = await host.newTeam();
    const back = await flowId(owner, { name: 'Обратно', trigger: 'probe.board_changed', steps: [ECHO] });
    const refused = await createFlow(owner, { name: 'Туда', steps: [RECORD, TOUCH] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'flow_loop',
      message: 'Действие «Изменить доску» снова запустит этот сценарий через сценарий «Обратно» (событие «Доска изменилась»)',
      details: { nodeId: 'touch', through: [back] },
    });

    await api(owner, 'PUT', `/flows/${back}`, { state: 'draft' });
    expect((await createFlow(owner, { name: 'Туда', steps: [RECORD, TOUCH] })).statusCode).toBe(201);
  });

  it('lets a condition the fired event cannot pass break the loop', async () => {
    const { owner } = await host.newTeam();
    const titled = (title: string) => ({ '==': [{ var: 'title' }, title] });
    const back = await flowId(owner, { name: 'Обратно', trigger: 'probe.board_changed', conditions: titled(OTHER_TITLE), steps: [ECHO] });
    expect((await createFlow(owner, { name: 'Туда', steps: [TOUCH] })).statusCode).toBe(201);

    const widened = {
      definition: { trigger: { type: 'probe.board_changed', settings: {} }, conditions: titled(TOUCHED_TITLE), steps: [ECHO] },
    };
    const refused = await api(owner, 'PUT', `/flows/${back}`, widened);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Действие «Повторить событие» снова запустит этот сценарий через сценарий «Туда» (событие «Что-то случилось» с тем же событием)',
    );
    expect((await api(owner, 'PUT', `/flows/${back}`, { ...widened, confirmLoop: true })).statusCode).toBe(200);
    expect((await createFlow(owner, { name: 'Туда ещё раз', steps: [TOUCH] })).statusCode).toBe(409);
  });

  it('never counts a flow of another workspace', async () => {
    const mine = await host.newTeam();
    const theirs = await host.newTeam();
    await flowId(theirs.owner, { name: 'Чужой', trigger: 'probe.board_changed', steps: [ECHO] });
    expect((await createFlow(mine.owner, { name: 'Туда', steps: [TOUCH] })).statusCode).toBe(201);
  });

  it('a member of another workspace cannot enable a flow by confirming its loop', async () => {
    const { owner } = await host.newTeam();
    const stranger = await host.newTeam();
    const draft = await flowId(owner, { name: 'Echo', steps: [ECHO], state: 'draft' });
    const response = await api(host.inWorkspace(stranger.owner, owner.workspaceId), 'PUT', `/flows/${draft}`, {
      state: 'enabled',
      confirmLoop: true,
    });
    expect([403, 404]).toContain(response.statusCode);
    const [stored] = await host.app.db.orm.select().from(flows).where(eq(flows.id, draft));
    expect(stored!.state).toBe('draft');
  });
});

describe('loops stopped while they run', () => {
  it('stops a flow at its first repeat in its own chain, after one action', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const echo = await flowId(owner, { name: 'Echo', steps: [ECHO], confirmLoop: true });
    await probe.emit(workspaceId, { amount: 1 });

    const runs = await runsOf(owner, echo);
    expect(runs.map((run) => [run.depth, run.status])).toEqual([
      [0, 'succeeded'],
      [1, 'loop_stopped'],
    ]);
    expect(runs[1]!.error).toBe('Остановлен цикл: сценарий снова запущен цепочкой, которую сам начал («Echo» → «Echo»)');
    expect(probe.recorded.map((effect) => effect.action)).toEqual(['probe.echo']);
  });

  it('marks only the flows of the chain: not a flow whose conditions skip, nor one that acts without looping', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const there = await flowId(owner, { name: 'Туда', steps: [TOUCH], confirmLoop: true });
    const back = await flowId(owner, { name: 'Обратно', trigger: 'probe.board_changed', steps: [ECHO], confirmLoop: true });
    const skipping = await flowId(owner, { name: 'Мимо', conditions: { '==': [{ var: 'kind' }, 'never'] }, steps: [RECORD] });
    const listening = await flowId(owner, { name: 'Слушатель', steps: [RECORD] });
    await probe.emit(workspaceId, { amount: 1, title: 'Начало' });

    expect((await runsOf(owner, there)).map((run) => run.status)).toEqual(['succeeded', 'loop_stopped']);
    expect((await runsOf(owner, there))[1]!.error).toContain('(«Туда» → «Обратно» → «Туда»)');
    expect((await runsOf(owner, back)).map((run) => run.status)).toEqual(['succeeded']);
    expect((await runsOf(owner, skipping)).map((run) => run.status)).toEqual(['skipped', 'skipped']);
    expect((await runsOf(owner, listening)).map((run) => run.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('tells the owner once, with a link to the stopped run, until the flow is saved again', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const echo = await flowId(owner, { name: 'Echo', steps: [ECHO], confirmLoop: true });
    await probe.emit(workspaceId, { amount: 1 });
    await probe.emit(workspaceId, { amount: 2 });

    const stopped = (await runsOf(owner, echo)).filter((run) => run.status === 'loop_stopped');
    expect(stopped).toHaveLength(2);
    const notices = await loopNotices(owner.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: 'Сценарий «Echo» остановлен: он запускает сам себя',
      message: expect.stringContaining('Остановлен цикл'),
      workspaceId,
      data: expect.objectContaining({
        runId: stopped[0]!.id,
        targetUrl: `/workspaces/${workspaceId}/flows/${echo}/runs/${stopped[0]!.id}`,
      }),
    });

    // Renamed, with its steps as they were: not asked about its loop again.
    expect((await api(owner, 'PUT', `/flows/${echo}`, { name: 'Echo 2' })).statusCode).toBe(200);
    await probe.emit(workspaceId, { amount: 3 });
    await host.app.flows.idle();
    expect((await loopNotices(owner.userId)).map((notice) => notice.title)).toEqual([
      'Сценарий «Echo» остановлен: он запускает сам себя',
      'Сценарий «Echo 2» остановлен: он запускает сам себя',
    ]);
  });
});
