import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../src/db/schema';
import { flowRuns } from '../src/db/tables/flows';
import { notifications } from '../src/db/tables/notifications';
import { MAX_DEPTH, RUNS_PER_MINUTE } from '../src/flows/flowEngine';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from './support/moduleTestHost';

const probe = flowProbe();
let host: ModuleTestHost;

beforeAll(async () => {
  // The test's webhook receivers run on this machine, which only a platform administrator may allow.
  host = await createModuleTestHost(probe.module, { config: { outboundAllowHosts: ['http://127.0.0.1:9'] } });
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

const record = (id: string, note: string) => ({ id, kind: 'action', action: 'probe.record', settings: { note } });

async function enabledFlow(owner: TestPerson, definition: Record<string, unknown>, name = 'Flow', confirmLoop?: boolean) {
  const response = await api(owner, 'POST', '/flows', {
    name,
    state: 'enabled',
    confirmLoop,
    definition: { trigger: { type: 'probe.happened', settings: {} }, conditions: null, ...definition },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function runsOf(owner: TestPerson, flowId: string) {
  await host.app.flows.idle();
  const { items } = (await api(owner, 'GET', `/flows/${flowId}/runs?limit=100`)).json();
  return items as Array<{ id: string; status: string; depth: number; error?: string; durationMs: number | null }>;
}

const notificationsOf = (userId: string) => host.app.db.orm.select().from(notifications).where(eq(notifications.userId, userId));

describe('flow engine', () => {
  it('runs an enabled flow on its trigger and records the event and each step', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const flowId = await enabledFlow(owner, {
      steps: [record('first', 'about {{title}} for {{card.title}}'), record('second', 'then {{amount}}')],
    });
    await probe.emit(workspaceId, { kind: 'sale', amount: 42, title: 'Big deal', card: { title: 'Card A' } });

    const [run] = await runsOf(owner, flowId);
    expect(run).toMatchObject({ status: 'succeeded', depth: 0 });
    expect(run!.durationMs).toEqual(expect.any(Number));
    expect(probe.recorded.map((effect) => effect.settings.note)).toEqual(['about Big deal for Card A', 'then 42']);
    const detail = (await api(owner, 'GET', `/flows/${flowId}/runs/${run!.id}`)).json();
    expect(detail.event).toEqual({ kind: 'sale', amount: 42, title: 'Big deal', card: { title: 'Card A' } });
    expect(detail.steps).toEqual([
      {
        stepId: 'first',
        action: 'probe.record',
        input: { note: 'about Big deal for Card A' },
        output: { recorded: 'about Big deal for Card A' },
        durationMs: expect.any(Number),
        status: 'succeeded',
      },
      {
        stepId: 'second',
        action: 'probe.record',
        input: { note: 'then 42' },
        output: { recorded: 'then 42' },
        durationMs: expect.any(Number),
        status: 'succeeded',
      },
    ]);
    const [listed] = (await api(owner, 'GET', '/flows')).json();
    expect(listed.lastRun).toEqual({ id: run!.id, status: 'succeeded', startedAt: expect.any(String) });
  });

  it('runs a flow on the module’s event of its trigger’s name, keeping only the trigger’s fields; other events start nothing', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const flowId = await enabledFlow(owner, { steps: [record('first', 'heard {{title}}')] });
    await probe.emitEvent('probe.happened', { workspaceId, kind: 'sale', title: 'From the event', secretNote: 'not a field' });
    await probe.emitEvent('probe.happened', { kind: 'sale', title: 'No workspace' });
    await probe.emitEvent('probe.unrelated', { workspaceId, kind: 'sale', title: 'Not a trigger' });

    const runs = await runsOf(owner, flowId);
    expect(runs.map((run) => run.status)).toEqual(['succeeded']);
    expect((await api(owner, 'GET', `/flows/${flowId}/runs/${runs[0]!.id}`)).json().event).toEqual({
      kind: 'sale',
      title: 'From the event',
    });
    expect(probe.recorded.map((effect) => effect.settings.note)).toEqual(['heard From the event']);
  });

  it('filters by conditions and the trigger’s settings, and leaves drafts and other workspaces alone', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const { workspaceId: otherWorkspace } = await host.newTeam();
    const bigOnly = await enabledFlow(owner, {
      trigger: { type: 'probe.happened', settings: { kind: 'invoice' } },
      conditions: { and: [{ '>=': [{ var: 'amount' }, 100] }, { in: ['urgent', { var: 'title' }] }] },
      steps: [record('r', '{{title}}')],
    });
    const draft = (
      await api(owner, 'POST', '/flows', {
        name: 'Draft',
        definition: { trigger: { type: 'probe.happened', settings: {} }, conditions: null, steps: [record('d', 'draft')] },
      })
    ).json().id;

    await probe.emit(workspaceId, { kind: 'invoice', amount: 150, title: 'urgent: pay' });
    await probe.emit(workspaceId, { kind: 'invoice', amount: 50, title: 'urgent: small' });
    await probe.emit(workspaceId, { kind: 'invoice', amount: 500, title: 'calm' });
    await probe.emit(workspaceId, { kind: 'payment', amount: 900, title: 'urgent but not an invoice' });
    await probe.emit(otherWorkspace, { kind: 'invoice', amount: 900, title: 'urgent elsewhere' });

    const runs = await runsOf(owner, bigOnly);
    expect(runs.map((run) => run.status).sort()).toEqual(['skipped', 'skipped', 'succeeded']);
    expect(probe.recorded.map((effect) => effect.settings.note)).toEqual(['urgent: pay']);
    expect(await runsOf(owner, draft)).toEqual([]);
  });

  it('follows the branch an if step’s condition picks', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const flowId = await enabledFlow(owner, {
      steps: [
        {
          id: 'big',
          kind: 'if',
          condition: { '>': [{ var: 'amount' }, 10] },
          then: [record('yes', 'big {{amount}}')],
          else: [record('no', 'small {{amount}}')],
        },
      ],
    });
    await probe.emit(workspaceId, { amount: 50 });
    await probe.emit(workspaceId, { amount: 3 });
    await host.app.flows.idle();
    expect(probe.recorded.map((effect) => effect.settings.note).sort()).toEqual(['big 50', 'small 3']);
    const [latest] = await runsOf(owner, flowId);
    const detail = (await api(owner, 'GET', `/flows/${flowId}/runs/${latest!.id}`)).json();
    expect(detail.steps.map((step: { stepId: string; output: unknown }) => [step.stepId, step.output])).toEqual([
      ['big', { result: false }],
      ['no', { recorded: 'small 3' }],
    ]);
  });

  it('records a failed step, stops there and notifies the flow’s owner in their language', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const flowId = await enabledFlow(
      owner,
      { steps: [record('before', 'one'), { id: 'boom', kind: 'action', action: 'probe.fail', settings: {} }, record('after', 'never')] },
      'Fragile',
    );
    await probe.emit(workspaceId, { amount: 1 });

    const [run] = await runsOf(owner, flowId);
    expect(run).toMatchObject({ status: 'failed', error: 'the probe broke' });
    expect(probe.recorded.map((effect) => effect.settings.note)).toEqual(['one']);
    const detail = (await api(owner, 'GET', `/flows/${flowId}/runs/${run!.id}`)).json();
    expect(detail.steps.map((step: { stepId: string; status: string }) => [step.stepId, step.status])).toEqual([
      ['before', 'succeeded'],
      ['boom', 'failed'],
    ]);
    const [notice] = await notificationsOf(owner.userId);
    expect(notice).toMatchObject({
      type: 'error',
      title: 'Сценарий «Fragile» завершился с ошибкой',
      message: 'Шаг 2 «Сломаться»: the probe broke',
      workspaceId,
      data: expect.objectContaining({ flowId, runId: run!.id }),
    });
    expect((await api(owner, 'GET', '/flows')).json()[0].failuresLast7Days).toBe(1);
  });

  it(`stops a chain of different flows at depth ${MAX_DEPTH} with a clear log entry, marking only the flow it stopped`, async () => {
    const { workspaceId, owner } = await host.newTeam();
    await host.app.db.orm.update(users).set({ language: 'en' }).where(eq(users.id, owner.userId));
    const flowIds: string[] = [];
    for (let amount = 0; amount <= MAX_DEPTH; amount += 1) {
      const bump = { id: 'bump', kind: 'action', action: 'probe.bump', settings: {} };
      flowIds.push(await enabledFlow(owner, { conditions: { '==': [{ var: 'amount' }, amount] }, steps: [bump] }, `Step ${amount}`, true));
    }
    await probe.emit(workspaceId, { amount: 0 });

    const acted = [];
    for (const flowId of flowIds) acted.push((await runsOf(owner, flowId)).filter((run) => run.status !== 'skipped'));
    expect(acted.map((runs) => runs.map((run) => [run.depth, run.status]))).toEqual([
      ...Array.from({ length: MAX_DEPTH }, (_, depth) => [[depth, 'succeeded']]),
      [[MAX_DEPTH, 'loop_stopped']],
    ]);
    expect(acted.at(-1)![0]!.error).toBe('Flow chain stopped at depth 10 (are flows triggering each other in a loop?)');
    expect(probe.recorded).toHaveLength(MAX_DEPTH);
  });

  it('refuses runs beyond the per-flow rate limit, logging them and telling the owner once', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const flowId = await enabledFlow(owner, { conditions: { '==': [{ var: 'amount' }, -1] }, steps: [record('r', 'x')] }, 'Chatty');
    for (let index = 0; index < RUNS_PER_MINUTE + 3; index += 1) await probe.emit(workspaceId, { amount: index });

    const runs = await runsOf(owner, flowId);
    expect(runs.filter((run) => run.status === 'skipped')).toHaveLength(RUNS_PER_MINUTE);
    const limited = runs.filter((run) => run.status === 'rate_limited');
    expect(limited).toHaveLength(3);
    expect(limited[0]!.error).toBe('Превышен лимит: не более 60 запусков сценария в минуту');
    const notices = (await notificationsOf(owner.userId)).filter((notice) => notice.type === 'warning');
    expect(notices.map((notice) => notice.title)).toEqual(['Сценарий «Chatty» превысил лимит запусков']);
  });

  it('test-runs against the sample or a given event without changing anything', async () => {
    const { owner } = await host.newTeam();
    const flowId = await enabledFlow(owner, {
      conditions: { '>': [{ var: 'amount' }, 1] },
      steps: [
        record('note', 'saw {{title}}'),
        { id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url: 'http://127.0.0.1:9/never', secret: 's' } },
      ],
    });
    const sample = await api(owner, 'POST', `/flows/${flowId}/test`, {});
    expect(sample.statusCode).toBe(200);
    expect(sample.json()).toEqual({
      conditionsPassed: true,
      conditions: [{ rule: { '>': [{ var: 'amount' }, 1] }, passed: true, actual: [{ field: 'amount', value: '5' }] }],
      steps: [
        {
          stepId: 'note',
          action: 'probe.record',
          input: { note: 'saw Sample title' },
          output: null,
          wouldDo: 'would record saw Sample title',
        },
        {
          stepId: 'hook',
          action: 'platform.webhook',
          // Secrets are write-only: not even a test run shows them back.
          input: { url: 'http://127.0.0.1:9/never', secret: '••••••' },
          output: expect.objectContaining({ url: 'http://127.0.0.1:9/never' }),
          wouldDo: 'Отправит POST на http://127.0.0.1:9/never',
        },
      ],
    });
    const filtered = await api(owner, 'POST', `/flows/${flowId}/test`, { event: { amount: 0, title: 'small' } });
    expect(filtered.json()).toEqual({
      conditionsPassed: false,
      conditions: [{ rule: { '>': [{ var: 'amount' }, 1] }, passed: false, actual: [{ field: 'amount', value: '0' }] }],
      steps: [],
    });
    expect(probe.recorded).toEqual([]);
    expect(await runsOf(owner, flowId)).toEqual([]);
  });

  it('runs a flow now from the button, with who pressed it as the event', async () => {
    const { owner } = await host.newTeam('Пётр');
    const flowId = (
      await api(owner, 'POST', '/flows', {
        name: 'Manual',
        state: 'enabled',
        definition: {
          trigger: { type: 'platform.manual', settings: {} },
          conditions: null,
          steps: [record('r', 'pressed by {{userName}}')],
        },
      })
    ).json().id;
    const response = await api(owner, 'POST', `/flows/${flowId}/run`);
    expect(response.statusCode).toBe(202);
    const [run] = await runsOf(owner, flowId);
    expect(run).toMatchObject({ id: response.json().runId, status: 'succeeded' });
    expect(probe.recorded.map((effect) => effect.settings.note)).toEqual(['pressed by Пётр']);
  });

  it('fails a run an instance left running long ago, without running it again', async () => {
    const { owner } = await host.newTeam();
    const flowId = await enabledFlow(owner, { steps: [record('r', 'x')] });
    const [stuck] = await host.app.db.orm
      .insert(flowRuns)
      .values({ flowId, status: 'running', event: {}, startedAt: new Date(Date.now() - 20 * 60_000) })
      .returning();
    const [recent] = await host.app.db.orm
      .insert(flowRuns)
      .values({ flowId, status: 'running', event: {}, startedAt: new Date() })
      .returning();
    expect(await host.app.flows.failInterrupted()).toBeGreaterThanOrEqual(1);
    const runs = await runsOf(owner, flowId);
    expect(runs.find((run) => run.id === stuck!.id)).toMatchObject({
      status: 'failed',
      error: 'Запуск прерван: сервер остановился во время выполнения',
    });
    expect(runs.find((run) => run.id === recent!.id)!.status).toBe('running');
    expect(probe.recorded).toEqual([]);
    await host.app.db.orm.delete(flowRuns).where(eq(flowRuns.id, recent!.id));
  });

  it('works each queued run once when two instances share the database', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const flowId = await enabledFlow(owner, { steps: [record('r', 'run {{amount}}')] });
    const second = await host.anotherInstance();
    const emits = Array.from({ length: 12 }, (_, index) =>
      (index % 2 === 0 ? host.app.flows : second.flows).emit('probe.happened', { workspaceId, payload: { amount: index } }),
    );
    await Promise.all(emits);
    await Promise.all([host.app.flows.idle(), second.flows.idle()]);
    const runs = await runsOf(owner, flowId);
    expect(runs.map((run) => run.status)).toEqual(Array(12).fill('succeeded'));
    expect(probe.recorded.map((effect) => effect.settings.note).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `run ${index}`).sort(),
    );
    const stored = await host.app.db.orm.select().from(flowRuns).where(eq(flowRuns.flowId, flowId));
    expect(stored).toHaveLength(12);
  });
});
