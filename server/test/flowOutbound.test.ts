/**
 * Issue 26, finding 1: a workspace admin cannot aim a flow's webhook inside the network (SSRF), in any
 * notation, when saving or when it runs; only a platform administrator can allow a host, in /admin/settings.
 */
import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../src/db/schema';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from './support/moduleTestHost';
import { type CountingReceiver, countingReceiver } from './support/webhookReceiver';

const probe = flowProbe();
let host: ModuleTestHost;
let receiver: CountingReceiver;
let port = '';

beforeAll(async () => {
  host = await createModuleTestHost(probe.module);
  receiver = await countingReceiver();
  port = new URL(receiver.url).port;
});

afterAll(async () => {
  await receiver.close();
  await host.close();
});

function api(person: TestPerson, method: InjectOptions['method'], url: string, payload?: unknown, locale: 'ru' | 'en' = 'en') {
  return host.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: person.headers.authorization!, 'accept-language': locale },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const webhookFlow = (url: string) => ({
  name: 'Hook',
  state: 'enabled',
  definition: {
    trigger: { type: 'probe.happened', settings: {} },
    conditions: null,
    steps: [{ id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url, secret: 'whsec-table' } }],
  },
});

async function platformAdmin(): Promise<TestPerson> {
  const { owner } = await host.newTeam('Платформа');
  await host.app.db.orm.update(users).set({ role: 'admin' }).where(eq(users.id, owner.userId));
  await host.app.signedInUsers.changed(owner.userId);
  return owner;
}

const ADDRESSES = [
  'http://127.0.0.1:{port}/hook',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]:{port}/hook',
  'http://localhost:{port}/hook',
  'http://0.0.0.0:{port}/hook',
  'http://2130706433:{port}/hook',
  'http://127.1:{port}/hook',
  'http://[::ffff:127.0.0.1]:{port}/hook',
  'http://10.0.0.1/hook',
  'http://192.168.1.1/hook',
  'http://172.16.0.1/hook',
  'http://[fd00::1]/hook',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://{{title}}:{port}/hook',
];

describe('a flow’s webhook cannot reach into the network', () => {
  it.each(ADDRESSES)('a workspace admin cannot save a webhook to %s', async (template) => {
    const { owner } = await host.newTeam();
    const response = await api(
      owner,
      'POST',
      `/workspaces/${owner.workspaceId}/flows`,
      webhookFlow(template.replace('{port}', port)),
      'ru',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toMatchObject({ nodeId: 'hook', setting: 'url' });
    expect(response.json().error.message).toMatch(/внутренней сети/);
    expect((await api(owner, 'GET', `/workspaces/${owner.workspaceId}/flows`)).json()).toEqual([]);
  });

  it('runs nothing against a host the platform admin allowed and then took back', async () => {
    const admin = await platformAdmin();
    const { owner, workspaceId } = await host.newTeam();
    const target = `http://127.0.0.1:${port}/hook`;
    expect((await api(owner, 'POST', `/workspaces/${workspaceId}/flows`, webhookFlow(target))).statusCode).toBe(400);

    const allowed = await api(admin, 'PUT', '/admin/settings', { outboundAllowHosts: [`http://127.0.0.1:${port}`] });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().outboundAllowHosts).toEqual([`http://127.0.0.1:${port}`]);
    const created = await api(owner, 'POST', `/workspaces/${workspaceId}/flows`, webhookFlow(target));
    expect(created.statusCode).toBe(201);
    const before = receiver.received();
    await probe.emit(workspaceId, { title: 'first' });
    await host.app.flows.idle();
    expect(receiver.received()).toBe(before + 1);

    expect((await api(admin, 'PUT', '/admin/settings', { outboundAllowHosts: [] })).statusCode).toBe(200);
    await probe.emit(workspaceId, { title: 'second' });
    await host.app.flows.idle();
    expect(receiver.received()).toBe(before + 1);
    const runs = (await api(owner, 'GET', `/workspaces/${workspaceId}/flows/${created.json().id}/runs?limit=10`)).json().items;
    expect(runs[0]).toMatchObject({ status: 'failed' });
    expect(runs[0].error).not.toContain('127.0.0.1');
  });

  it('keeps the allow-list to the platform admin: a workspace owner cannot change it, and nonsense is refused', async () => {
    const { owner } = await host.newTeam();
    expect((await api(owner, 'PUT', '/admin/settings', { outboundAllowHosts: ['127.0.0.1'] })).statusCode).toBe(403);
    expect((await api(owner, 'GET', '/admin/settings')).statusCode).toBe(403);
    const admin = await platformAdmin();
    const bad = await api(admin, 'PUT', '/admin/settings', { outboundAllowHosts: ['ftp://files.lan'] }, 'ru');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('ftp://files.lan');
    expect((await host.app.inject({ method: 'GET', url: '/api/v1/instance' })).json()).not.toHaveProperty('outboundAllowHosts');
  });
});
