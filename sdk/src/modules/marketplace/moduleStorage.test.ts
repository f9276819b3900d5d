import { sessionCleared } from '../../session/sessionModel';
import { errorBody, installFakeServer, type FakeServer } from '../../workspace/testing/fakeServer';
import { signIn } from '../../workspace/testing/workspaceFixtures';
import { moduleStorage } from './moduleStorage';

let server: FakeServer;

beforeEach(async () => {
  localStorage.clear();
  server = installFakeServer();
  await signIn(server);
});
afterEach(() => sessionCleared());

describe('module storage', () => {
  it('reads a stored value fresh each time, and undefined for a key with nothing stored', async () => {
    let value: unknown = ['first'];
    server.on('GET', '/modules/my-notes/storage/notes', () => ({ status: 200, body: { key: 'notes', value, updatedAt: 'now' } }));
    server.on('GET', '/modules/my-notes/storage/missing', errorBody(404, 'storage_key_not_found', 'No stored value under this key'));
    const storage = moduleStorage('my-notes');
    await expect(storage.get('notes')).resolves.toEqual(['first']);
    value = ['second'];
    await expect(storage.get('notes')).resolves.toEqual(['second']);
    await expect(storage.get('missing')).resolves.toBeUndefined();
  });

  it('writes a value as { value } and passes the server refusal on', async () => {
    server.on('PUT', '/modules/my-notes/storage/:key', errorBody(409, 'storage_full', 'The module storage is full: at most 100 entries'));
    server.on('PUT', '/modules/my-notes/storage/notes', { status: 200, body: {} });
    const storage = moduleStorage('my-notes');
    await storage.set('notes', { items: [1] });
    expect(server.callsTo('PUT', '/modules/my-notes/storage/notes')[0]?.body).toEqual({ value: { items: [1] } });
    await expect(storage.set('other', 1)).rejects.toThrow('The module storage is full: at most 100 entries');
  });

  it('lists the keys and forgets a key, a missing one included', async () => {
    server.on('GET', '/modules/my-notes/storage', { status: 200, body: { entries: [{ key: 'a', updatedAt: 't' }], count: 1, limit: 100 } });
    server.on('DELETE', '/modules/my-notes/storage/a', { status: 204 });
    server.on('DELETE', '/modules/my-notes/storage/b', errorBody(404, 'storage_key_not_found', 'No stored value under this key'));
    const storage = moduleStorage('my-notes');
    await expect(storage.keys()).resolves.toEqual([{ key: 'a', updatedAt: 't' }]);
    await storage.remove('a');
    await expect(storage.remove('b')).resolves.toBeUndefined();
  });
});
