/** The server half of the module contract (`@artel/sdk/server`), through a fixture module that uses nothing else. */
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import { defineServerModule } from '@artel/sdk/server';
import notesModule, { jobRuns, notesApiRef } from './fixtures/serverModules/notes';

const seen: Array<Record<string, unknown>> = [];
let countFromAnotherModule: number | undefined;

/** A second module that uses the first one's service and event without importing it. */
const watcher = defineServerModule({
  id: 'watcher',
  register({ http, services, events }) {
    events.on('notes.created', (payload) => {
      seen.push(payload);
    });
    http.routes(async (router) => {
      router.get('/count', async (request) => {
        countFromAnotherModule = await services.get(notesApiRef).count(http.context(request).workspaceId);
        return { count: countFromAnotherModule };
      });
    });
  },
});

let host: ModuleTestHost;
let workspaceId: string;
let owner: TestPerson;

beforeAll(async () => {
  host = await createModuleTestHost(notesModule, { alongside: [watcher] });
  ({ workspaceId, owner } = await host.newTeam());
});

afterAll(() => host.close());

describe('a module written against @artel/sdk/server', () => {
  it('runs its own migrations, reads and writes its own tables, and joins the read-only core references', async () => {
    const created = await host.request(owner, 'POST', '/notes', { text: 'Купить хлеб' });
    expect(created.statusCode).toBe(201);
    const listed = (await host.request(owner, 'GET', '/notes')).json();
    expect(listed).toEqual({ notes: [{ id: created.json().note.id, text: 'Купить хлеб', author: 'Владелец' }], members: 1 });
  });

  it("answers its errors from its own messages in the request's language, in the platform's error shape", async () => {
    const english = await host.request(owner, 'POST', '/notes', { text: 'x'.repeat(30) });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      error: { code: 'note_too_long', message: 'At most 20 characters', statusCode: 400, details: { field: 'text' } },
    });
    const russian = await host.request(owner, 'POST', '/notes', { text: ' ' }, 'ru');
    expect(russian.json().error).toEqual({ code: 'note_empty', message: 'Заметка пуста', statusCode: 400 });
  });

  it('keeps strangers and disallowed roles out: guard, then permissions.require', async () => {
    const other = await host.newTeam('Чужой');
    const intruding = await host.request(host.inWorkspace(other.owner, workspaceId), 'GET', '/notes');
    expect([intruding.statusCode, intruding.json().error.code]).toEqual([404, 'workspace_not_found']);
    const viewer = await host.join(workspaceId, 'viewer', 'Зритель');
    const refused = await host.request(viewer, 'POST', '/notes', { text: 'нельзя' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    expect((await host.request(viewer, 'GET', '/notes')).json().notes).toHaveLength(1);
  });

  it('stores files per workspace and sends its declared notification type to members', async () => {
    const member = await host.join(workspaceId, 'member', 'Участник');
    const created = await host.request(member, 'POST', '/notes', { text: 'С файлом', fileBase64: Buffer.from('hello').toString('base64') });
    const noteId = created.json().note.id as string;
    const file = await host.request(owner, 'GET', `/notes/${noteId}/file`);
    expect([file.statusCode, file.body]).toEqual([200, 'hello']);
    const notifications = await host.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: owner.headers });
    expect(notifications.json().notifications[0]).toMatchObject({
      type: 'info',
      category: 'module',
      title: 'New note from Участник',
      message: 'С файлом',
    });
  });

  it('lets another module use its service and hear its events without importing it', async () => {
    const response = await host.app.inject({ method: 'GET', url: '/api/v1/modules/watcher/count', headers: owner.headers });
    expect(response.json()).toEqual({ count: countFromAnotherModule });
    expect(countFromAnotherModule).toBe(2);
    expect(seen.map((event) => event.workspaceId)).toEqual([workspaceId, workspaceId]);
  });

  it('serves public routes without sign-in, rate-limited', async () => {
    const ping = () => host.app.inject({ method: 'GET', url: '/api/v1/modules/notes/public/ping', headers: { 'accept-language': 'en' } });
    expect((await ping()).json()).toEqual({ pong: true, locale: 'en' });
    await ping();
    await ping();
    const limited = await ping();
    expect([limited.statusCode, limited.json().error.code]).toEqual([429, 'rate_limited']);
  });

  it('runs a scheduled job once per due time', async () => {
    const before = jobRuns.length;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(jobRuns.length - before).toBeGreaterThanOrEqual(1);
    expect(jobRuns.length - before).toBeLessThanOrEqual(3);
  });
});

describe('what the host refuses', () => {
  it('refuses a migration that touches a table not prefixed with the module id', async () => {
    const { foreignTables } = await import('../src/moduleHost/moduleMigrations');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-migrations-'));
    fs.writeFileSync(
      path.join(folder, '0000.sql'),
      'CREATE TABLE "notes_ok" (id int);\nALTER TABLE "users" ADD COLUMN x int;\nDROP TABLE IF EXISTS public.boards;',
    );
    expect(foreignTables('notes', folder)).toEqual(['users', 'boards']);
  });

  it('refuses ids that are not kebab-case and messages whose languages differ', () => {
    expect(() => defineServerModule({ id: 'Bad_Id', register() {} })).toThrow(/kebab-case/);
    expect(() => defineServerModule({ id: 'ok-id', messages: { ru: { a: 'а' }, en: {} }, register() {} })).toThrow(/same keys/);
  });
});
