import './support/nativeModules';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/tables/notifications';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson, workspaceApi } from './support/moduleTestHost';
import { type CountingReceiver, countingReceiver } from './support/webhookReceiver';

const probe = flowProbe();
let host: ModuleTestHost;
let api: ReturnType<typeof workspaceApi>;

beforeAll(async () => {
  // The test's webhook receiver runs on this machine, which only a platform administrator may allow.
  host = await createModuleTestHost(probe.module, { config: { outboundAllowHosts: ['127.0.0.1'] } });
  api = workspaceApi(host);
});

afterAll(() => host.close());

let hook: CountingReceiver;
beforeEach(async () => {
  hook = await countingReceiver();
});
afterEach(() => hook.close());

async function newBoard(person: TestPerson, name = 'Sales') {
  const response = await api(person, 'POST', '/boards', { name });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/**
 * A workspace whose admin made a flow telling a member about every change of a board (which the workspace's
 * owner made) and sending it to a webhook; a second admin who could take the flow over.
 */
async function adminsFlow() {
  const { workspaceId, owner } = await host.newTeam('Ольга');
  const author = await host.join(workspaceId, 'admin', 'Автор');
  const otherAdmin = await host.join(workspaceId, 'admin', 'Второй админ');
  const member = await host.join(workspaceId, 'member', 'Участник');
  const boardId = await newBoard(owner);
  const created = await api(author, 'POST', '/flows', {
    name: 'Sales watch',
    state: 'enabled',
    definition: {
      trigger: { type: 'probe.board_changed', settings: {} },
      conditions: null,
      steps: [
        { id: 'tell', kind: 'action', action: 'platform.notify', settings: { members: [member.userId], message: 'Changed: {{title}}' } },
        { id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url: hook.url, secret: 'whsec-rights-test' } },
      ],
    },
  });
  expect(created.statusCode).toBe(201);
  return { workspaceId, owner, author, otherAdmin, member, boardId, flowId: created.json().id as string };
}

async function runsOf(person: TestPerson, flowId: string) {
  await host.app.flows.idle();
  return (await api(person, 'GET', `/flows/${flowId}/runs?limit=100`)).json().items as Array<{ status: string; error?: string }>;
}

const noticesOf = (userId: string) => host.app.db.orm.select().from(notifications).where(eq(notifications.userId, userId));
const flowNoticesOf = async (userId: string, flowId: string) => (await noticesOf(userId)).filter((notice) => notice.data.flowId === flowId);

async function expectPausedAndAdminsToldOnce(team: Awaited<ReturnType<typeof adminsFlow>>) {
  const { workspaceId, owner, otherAdmin, member, boardId, flowId } = team;
  await probe.emitBoardChanged(workspaceId, { boardId, title: 'Secret deal' });
  await probe.emitBoardChanged(workspaceId, { boardId, title: 'Another secret deal' });
  const runs = await runsOf(owner, flowId);

  expect(hook.received()).toBe(0);
  expect(await flowNoticesOf(member.userId, flowId)).toEqual([]);
  expect(runs.length).toBeGreaterThanOrEqual(1);
  for (const run of runs) {
    expect(run).toMatchObject({
      status: 'skipped',
      error: 'Пропущено, сценарий приостановлен: у владельца больше нет прав на управление сценариями в этом рабочем пространстве',
    });
  }
  expect((await api(owner, 'GET', `/flows/${flowId}`)).json()).toMatchObject({ state: 'paused', pausedReason: 'owner_lost_rights' });
  const [listed] = (await api(owner, 'GET', '/flows')).json();
  expect(listed).toMatchObject({ id: flowId, state: 'paused', pausedReason: 'owner_lost_rights' });

  for (const admin of [owner, otherAdmin]) {
    const told = await flowNoticesOf(admin.userId, flowId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'warning',
      title: 'Сценарий «Sales watch» приостановлен',
      data: { targetUrl: `/workspaces/${workspaceId}/flows/${flowId}` },
    });
    expect(told[0]!.texts?.en?.title).toBe('Flow "Sales watch" was paused');
    expect(told[0]!.message).toContain('Автор');
  }
}

describe('a flow runs with its owner’s current rights', () => {
  it('acts while its owner may manage flows', async () => {
    const { workspaceId, owner, member, boardId, flowId } = await adminsFlow();
    await probe.emitBoardChanged(workspaceId, { boardId, title: 'Deal' });

    expect((await runsOf(owner, flowId)).map((run) => run.status)).toEqual(['succeeded']);
    expect(hook.received()).toBe(1);
    expect((await flowNoticesOf(member.userId, flowId)).map((notice) => notice.message)).toEqual(['Changed: Deal']);
  });

  it('pauses, acting no more, once its owner is demoted to guest, and tells the admins once', async () => {
    const team = await adminsFlow();
    const demoted = await api(team.owner, 'PUT', `/members/${team.author.userId}/role`, { role: 'guest' });
    expect(demoted.statusCode).toBe(200);
    await expectPausedAndAdminsToldOnce(team);
    expect(await flowNoticesOf(team.author.userId, team.flowId)).toEqual([]);
  });

  it('pauses, acting no more, once its owner is removed from the workspace, and tells the admins once', async () => {
    const team = await adminsFlow();
    const removed = await api(team.owner, 'DELETE', `/members/${team.author.userId}`);
    expect(removed.statusCode).toBe(204);
    await expectPausedAndAdminsToldOnce(team);
  });

  it('skips an event about a board its owner cannot see, without pausing', async () => {
    const { workspaceId, owner, member, boardId, flowId } = await adminsFlow();
    const { owner: stranger } = await host.newTeam();
    const strangersBoard = await newBoard(stranger, 'Not yours');
    await probe.emitBoardChanged(workspaceId, { boardId: strangersBoard, title: 'Their deal' });

    const [skipped] = await runsOf(owner, flowId);
    expect(skipped).toMatchObject({ status: 'skipped', error: 'Пропущено: владелец сценария не может просматривать доску этого события' });
    expect(hook.received()).toBe(0);
    expect(await flowNoticesOf(member.userId, flowId)).toEqual([]);
    expect(await flowNoticesOf(owner.userId, flowId)).toEqual([]);
    expect((await api(owner, 'GET', `/flows/${flowId}`)).json()).toMatchObject({ state: 'enabled', pausedReason: null });

    await probe.emitBoardChanged(workspaceId, { boardId, title: 'Our deal' });
    expect((await runsOf(owner, flowId)).map((run) => run.status)).toEqual(['succeeded', 'skipped']);
    expect(hook.received()).toBe(1);
  });

  it('is taken over by the admin who enables it again, and then acts with their rights', async () => {
    const team = await adminsFlow();
    const { workspaceId, owner, otherAdmin, member, boardId, flowId } = team;
    await api(owner, 'PUT', `/members/${team.author.userId}/role`, { role: 'guest' });
    await probe.emitBoardChanged(workspaceId, { boardId, title: 'While paused' });
    await runsOf(owner, flowId);

    expect((await api(member, 'PUT', `/flows/${flowId}`, { state: 'enabled' })).statusCode).toBe(403);
    expect((await api(otherAdmin, 'PUT', `/flows/${flowId}`, { state: 'paused' })).statusCode).toBe(400);
    const enabled = await api(otherAdmin, 'PUT', `/flows/${flowId}`, { state: 'enabled' });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ state: 'enabled', pausedReason: null, ownerId: otherAdmin.userId });

    await probe.emitBoardChanged(workspaceId, { boardId, title: 'Back on' });
    expect((await runsOf(owner, flowId))[0]!.status).toBe('succeeded');
    expect(hook.received()).toBe(1);
    expect((await flowNoticesOf(member.userId, flowId)).map((notice) => notice.message)).toEqual(['Changed: Back on']);
  });
});
