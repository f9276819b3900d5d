import './support/nativeModules';
import { defineServerModule, type PermissionName } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from './support/moduleTestHost';

/** A module that asks the platform's one check for whatever permission the URL names. */
const notesModule = defineServerModule({
  id: 'notes',
  register({ http, permissions }) {
    http.routes(async (router) => {
      router.get('/may/:permission', async (request) => {
        await permissions.require(http.context(request), (request.params as { permission: PermissionName }).permission);
        return { allowed: true };
      });
    });
  },
});

const manifest = {
  id: 'notes',
  name: 'Notes',
  version: '1.0.0',
  path: '/modules/notes',
  permissions: {
    'notes.view': ['owner', 'admin', 'member', 'viewer'],
    'notes.edit': ['owner', 'admin', 'member'],
    'notes.settings': ['owner'],
  },
};

let host: ModuleTestHost;
let workspaceId: string;
const people: Record<'owner' | 'admin' | 'member' | 'viewer' | 'guest', TestPerson> = {} as never;

beforeAll(async () => {
  host = await createModuleTestHost(notesModule, { manifest });
  // The instance's first account is its platform administrator ('*'): the teams under test come after it.
  await host.newTeam('Первый');
  const team = await host.newTeam();
  workspaceId = team.workspaceId;
  people.owner = team.owner;
  for (const role of ['admin', 'member', 'viewer', 'guest'] as const) people[role] = await host.join(workspaceId, role);
}, 60_000);
afterAll(() => host.close());

const status = async (person: TestPerson, permission: string) => (await host.request(person, 'GET', `/may/${permission}`)).statusCode;

describe("permissions.require by the module's manifest", () => {
  it("gives each workspace role what the manifest's permissions name for it", async () => {
    const answers: Record<string, number[]> = {};
    for (const permission of ['notes.view', 'notes.edit', 'notes.settings']) {
      answers[permission] = [];
      for (const role of ['owner', 'admin', 'member', 'viewer', 'guest'] as const)
        answers[permission].push(await status(people[role], permission));
    }
    expect(answers).toEqual({
      'notes.view': [200, 200, 200, 200, 403],
      'notes.edit': [200, 200, 200, 403, 403],
      'notes.settings': [200, 403, 403, 403, 403],
    });
  });

  it('refuses with 403 and SPEC §8’s text in the caller’s language', async () => {
    const english = await host.request(people.viewer, 'GET', '/may/notes.edit');
    expect(english.json()).toEqual({ error: { code: 'forbidden', message: 'Insufficient permissions', statusCode: 403 } });
    const russian = await host.request(people.viewer, 'GET', '/may/notes.edit', undefined, 'ru');
    expect(russian.json().error.message).toBe('Недостаточно прав');
  });

  it('refuses a permission the manifest does not declare, even to the owner', async () => {
    expect(await status(people.owner, 'notes.export')).toBe(403);
  });

  it("decides SPEC §6's own names by the role table, through the same call", async () => {
    expect([
      await status(people.viewer, 'view_boards'),
      await status(people.guest, 'view_boards'),
      await status(people.admin, 'manage_workspace'),
    ]).toEqual([200, 403, 403]);
  });

  it("lets a platform administrator ('*') through whatever their workspace role", async () => {
    const viewer = await host.join(workspaceId, 'viewer', 'Администратор платформы');
    await host.orm.update(users).set({ role: 'admin' }).where(eq(users.id, viewer.userId));
    expect([await status(viewer, 'notes.settings'), await status(viewer, 'notes.undeclared')]).toEqual([200, 200]);
  });

  it("refuses someone naming another team's workspace before any permission is asked", async () => {
    const stranger = await host.newTeam('Чужой');
    const response = await host.request(host.inWorkspace(stranger.owner, workspaceId), 'GET', '/may/notes.view');
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'workspace_not_found']);
  });
});
