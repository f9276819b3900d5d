import './support/nativeModules';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../src/db/schema';
import { notifications } from '../src/db/tables/notifications';
import { webhookAction } from '../src/flows/webhookAction';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from './support/moduleTestHost';
import { register } from './support/users';

const probe = flowProbe();
let host: ModuleTestHost;

beforeAll(async () => {
  // The test's webhook receivers run on this machine, which only a platform administrator may allow.
  host = await createModuleTestHost(probe.module, { config: { outboundAllowHosts: ['127.0.0.1'] } });
});

afterAll(() => host.close());

function api(person: TestPerson, method: InjectOptions['method'], url: string, payload?: unknown) {
  return host.app.inject({
    method,
    url: `/api/v1/workspaces/${person.workspaceId}${url}`,
    headers: { authorization: person.headers.authorization! },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

async function createFlow(owner: TestPerson, trigger: Record<string, unknown>, steps: unknown[], name = 'Flow') {
  const response = await api(owner, 'POST', '/flows', { name, state: 'enabled', definition: { trigger, conditions: null, steps } });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function runsOf(owner: TestPerson, flowId: string) {
  await host.app.flows.idle();
  return (await api(owner, 'GET', `/flows/${flowId}/runs?limit=100`)).json().items as Array<{ id: string; status: string; error?: string }>;
}

const runDetail = async (owner: TestPerson, flowId: string, runId: string) =>
  (await api(owner, 'GET', `/flows/${flowId}/runs/${runId}`)).json();
const notificationsOf = (userId: string) => host.app.db.orm.select().from(notifications).where(eq(notifications.userId, userId));
const notify = (message: string, extra: Record<string, unknown> = {}) => ({
  id: 'tell',
  kind: 'action',
  action: 'platform.notify',
  settings: { message, ...extra },
});

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver answering with the given statuses in turn (the last one repeats); null: never answers. */
async function receiver(statuses: Array<number | null>) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)];
      if (status !== null && status !== undefined) response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('platform triggers', () => {
  it('fires "member joined" when someone is added and when someone accepts an invitation', async () => {
    const { owner } = await host.newTeam();
    const flowId = await createFlow(owner, { type: 'platform.member_joined', settings: {} }, [
      notify('{{userName}} joined as {{role}}', { role: 'owner' }),
    ]);

    const added = await register(host.app, { name: 'Added Person' });
    expect((await api(owner, 'POST', '/members', { userId: added.user.id, role: 'viewer' })).statusCode).toBe(201);
    const invited = await register(host.app, { name: 'Invited Person' });
    const invitation = await api(owner, 'POST', '/invitations', { email: invited.user.email, role: 'member' });
    expect(invitation.statusCode).toBe(201);
    const accepted = await host.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { authorization: `Bearer ${invited.access_token}` },
      payload: { token: invitation.json().token },
    });
    expect(accepted.statusCode).toBe(200);

    const runs = await runsOf(owner, flowId);
    expect(runs.map((run) => run.status)).toEqual(['succeeded', 'succeeded']);
    const events = await Promise.all(runs.map(async (run) => (await runDetail(owner, flowId, run.id)).event));
    expect(events.map((event) => [event.userId, event.role]).sort()).toEqual(
      [
        [added.user.id, 'viewer'],
        [invited.user.id, 'member'],
      ].sort(),
    );
    const messages = (await notificationsOf(owner.userId)).map((notice) => notice.message).sort();
    // The flow's two, beside the platform's own notice to the inviter that the invitation was accepted.
    expect(messages.filter((message) => message.includes(' joined as '))).toEqual([
      'Added Person joined as viewer',
      'Invited Person joined as member',
    ]);
    expect(messages.filter((message) => message.includes('принял(а) приглашение'))).toHaveLength(1);
  });

  it('fires a schedule at its cron time in the workspace’s time zone, and not at other minutes', async () => {
    const { owner } = await host.newTeam();
    const flowId = await createFlow(owner, { type: 'platform.schedule', settings: { cron: '0 9 * * *' } }, [
      { id: 'r', kind: 'action', action: 'probe.record', settings: { note: 'morning {{scheduledAt}}' } },
    ]);
    // 09:00 in Moscow (UTC+3), the default when the owner set no time zone.
    await host.app.flows.fireSchedules(new Date('2026-11-24T06:01:00Z'));
    await host.app.flows.fireSchedules(new Date('2026-11-24T09:00:00Z'));
    expect(await runsOf(owner, flowId)).toEqual([]);
    await host.app.flows.fireSchedules(new Date('2026-11-24T06:00:00Z'));
    expect((await runsOf(owner, flowId)).map((run) => run.status)).toEqual(['succeeded']);

    await host.app.db.orm.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, owner.userId));
    await host.app.flows.fireSchedules(new Date('2026-11-25T06:00:00Z'));
    expect(await runsOf(owner, flowId)).toHaveLength(1);
    await host.app.flows.fireSchedules(new Date('2026-11-25T00:00:00Z'));
    const runs = await runsOf(owner, flowId);
    expect(runs).toHaveLength(2);
    expect((await runDetail(owner, flowId, runs[0]!.id)).event).toEqual({ scheduledAt: '2026-11-25T00:00:00.000Z' });
  });
});

describe('platform actions', () => {
  it('notifies the members chosen and everyone with the role chosen, with the event filled in', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const admin = await host.join(workspaceId, 'admin');
    const member = await host.join(workspaceId, 'member');
    const bystander = await host.join(workspaceId, 'member');
    const { owner: outsider } = await host.newTeam();
    const flowId = await createFlow(
      owner,
      { type: 'probe.happened', settings: {} },
      [notify('Amount {{amount}} for {{title}}', { role: 'admin', members: [member.userId, outsider.userId] })],
      'Alerts',
    );
    await probe.emit(workspaceId, { amount: 12, title: 'Order' });
    const [run] = await runsOf(owner, flowId);
    expect(run!.status).toBe('succeeded');
    for (const person of [admin, member]) {
      expect((await notificationsOf(person.userId)).map((notice) => [notice.title, notice.message])).toEqual([
        ['Сценарий «Alerts»', 'Amount 12 for Order'],
      ]);
    }
    for (const person of [bystander, outsider, owner]) expect(await notificationsOf(person.userId)).toEqual([]);
  });

  it('sends a webhook signed with HMAC-SHA256 of its body', async () => {
    const hook = await receiver([200]);
    try {
      const { workspaceId, owner } = await host.newTeam();
      const flowId = await createFlow(owner, { type: 'probe.happened', settings: {} }, [
        {
          id: 'hook',
          kind: 'action',
          action: 'platform.webhook',
          settings: { url: hook.url, secret: 'top secret', body: '{"title":"{{title}}"}' },
        },
        { id: 'raw', kind: 'action', action: 'platform.webhook', settings: { url: hook.url, secret: 'other' } },
      ]);
      await probe.emit(workspaceId, { title: 'Paid', amount: 3 });
      const [run] = await runsOf(owner, flowId);
      expect(run!.status).toBe('succeeded');
      const [templated, raw] = hook.received;
      expect(templated!.body).toBe('{"title":"Paid"}');
      const expected = createHmac('sha256', 'top secret').update('{"title":"Paid"}').digest('hex');
      expect(templated!.headers['x-artel-signature']).toBe(`sha256=${expected}`);
      expect(templated!.headers['x-artel-flow']).toBe(flowId);
      expect(JSON.parse(raw!.body)).toEqual({ title: 'Paid', amount: 3 });
      expect(raw!.headers['x-artel-signature']).toBe(`sha256=${createHmac('sha256', 'other').update(raw!.body).digest('hex')}`);
    } finally {
      await hook.close();
    }
  });

  it('retries a webhook answering 5xx with backoff until it succeeds', async () => {
    const hook = await receiver([503, 500, 200]);
    try {
      const { workspaceId, owner } = await host.newTeam();
      const flowId = await createFlow(owner, { type: 'probe.happened', settings: {} }, [
        { id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url: hook.url, secret: 's' } },
      ]);
      await probe.emit(workspaceId, { title: 'Retry me' });
      const [run] = await runsOf(owner, flowId);
      expect(run!.status).toBe('succeeded');
      expect((await runDetail(owner, flowId, run!.id)).steps[0].output).toEqual({ status: 200, attempts: 3 });
      expect(hook.received).toHaveLength(3);
      expect(new Set(hook.received.map((request) => request.headers['x-artel-signature'])).size).toBe(1);
    } finally {
      await hook.close();
    }
  });

  it('fails a run at once on a 4xx answer, and tells the owner', async () => {
    const hook = await receiver([404]);
    try {
      const { workspaceId, owner } = await host.newTeam();
      await host.app.db.orm.update(users).set({ language: 'en' }).where(eq(users.id, owner.userId));
      const flowId = await createFlow(
        owner,
        { type: 'probe.happened', settings: {} },
        [{ id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url: hook.url, secret: 's' } }],
        'Hooked',
      );
      await probe.emit(workspaceId, { title: 'Lost' });
      const [run] = await runsOf(owner, flowId);
      expect(run).toMatchObject({ status: 'failed', error: 'The webhook answered 404 (attempts: 1)' });
      expect(hook.received).toHaveLength(1);
      expect((await notificationsOf(owner.userId)).map((notice) => notice.title)).toEqual(['Flow "Hooked" failed']);
    } finally {
      await hook.close();
    }
  });

  it('gives up on a webhook that never answers after the timeout and its retries', async () => {
    const hook = await receiver([null]);
    try {
      const action = webhookAction(host.app.outbound, { timeoutMs: 150, retries: 2, baseDelayMs: 10 });
      const context = { workspaceId: 'w', flowId: 'f', runId: 'r', ownerId: 'o', locale: 'en' as const, event: {} };
      await expect(action.run(context, { url: hook.url, secret: 's' }, { a: 1 })).rejects.toThrow(
        /^The webhook is unreachable \(attempts: 3\)/,
      );
      expect(hook.received).toHaveLength(3);
    } finally {
      await hook.close();
    }
  });
});
