import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import { call, createLegalEntity, createWorkspace, invite, joinThroughInvitation } from './support/organisations';
import { startTestServer, type TestServer } from './support/testApp';
import { register, type SignedIn } from './support/users';

let server: TestServer;
let app: FastifyInstance;
let owner: SignedIn;
let workspaceId: string;

beforeAll(async () => {
  ({ app } = server = await startTestServer());
  await register(app);
  owner = await register(app, { name: 'Анна' });
  const entity = await createLegalEntity(app, owner);
  workspaceId = (await createWorkspace(app, owner, { name: 'Маркетинг', legalEntityId: entity.id })).id;
});

afterAll(() => server.close());

interface NotificationJson {
  type: string;
  title: string;
  message: string;
  workspaceId: string | null;
  data: { targetUrl?: string; clickable?: boolean };
}

async function notificationsOf(who: SignedIn): Promise<NotificationJson[]> {
  const response = await call(app, who, 'GET', '/api/v1/notifications');
  expect(response.statusCode).toBe(200);
  return response.json<{ notifications: NotificationJson[] }>().notifications;
}

describe('workspace events notify the people they concern', () => {
  it('tells an existing user they were invited, with the accept link to click', async () => {
    const invitee = await register(app, { name: 'Борис' });
    const { acceptUrl } = await invite(app, owner, workspaceId, invitee.user.email);
    const [notification] = await notificationsOf(invitee);
    expect(notification).toMatchObject({ type: 'invitation', workspaceId, data: { targetUrl: acceptUrl, clickable: true } });
    expect(notification?.message).toContain('Маркетинг');
    expect(await notificationsOf(owner)).toHaveLength(0);
  });

  it('tells a member their role changed and that they were removed, but not the one who did it', async () => {
    const member = await register(app, { name: 'Вера' });
    await joinThroughInvitation(app, owner, workspaceId, member);
    const before = (await notificationsOf(member)).length;
    // The owner heard that Вера accepted; nothing after that is for them.
    const ownerBefore = (await notificationsOf(owner)).length;

    expect(
      (await call(app, owner, 'PUT', `/api/v1/workspaces/${workspaceId}/members/${member.user.id}/role`, { role: 'viewer' })).statusCode,
    ).toBe(200);
    expect((await call(app, owner, 'DELETE', `/api/v1/workspaces/${workspaceId}/members/${member.user.id}`)).statusCode).toBe(204);

    const received = await notificationsOf(member);
    expect(received).toHaveLength(before + 2);
    expect(received.map((n) => n.type)).toEqual(expect.arrayContaining(['workspace', 'workspace']));
    expect(received.some((n) => n.data.clickable === false)).toBe(true);
    expect(await notificationsOf(owner)).toHaveLength(ownerBefore);
  });

  it("reads in the reader's language, whatever language the one who acted used", async () => {
    const member = await register(app, { name: 'Dana' });
    await joinThroughInvitation(app, owner, workspaceId, member);
    const changed = await call(
      app,
      owner,
      'PUT',
      `/api/v1/workspaces/${workspaceId}/members/${member.user.id}/role`,
      { role: 'viewer' },
      { 'accept-language': 'ru' },
    );
    expect(changed.statusCode).toBe(200);

    const read = async (language: string) => {
      const response = await call(app, member, 'GET', '/api/v1/notifications', undefined, { 'accept-language': language });
      return response.json<{ notifications: (NotificationJson & { texts?: Record<string, { title: string; message: string }> })[] }>()
        .notifications[0]!;
    };
    const english = await read('en');
    expect(english.title).toBe('Your role has changed');
    expect(english.message).toContain('viewer');
    const russian = await read('ru');
    expect(russian.title).toBe('Ваша роль изменена');
    expect(russian.texts?.en).toEqual({ title: english.title, message: english.message });
  });
});
