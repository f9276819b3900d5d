/** The api client's cache of GET answers, its prefetched answers, and its metrics of slow requests. */
import { clientOnFakeServer } from './testing/fakeApiServer';

describe('api client: cache', () => {
  it('caches a GET for 30 s', async () => {
    let version = 0;
    const { client, server } = clientOnFakeServer(() => ({ body: { version: ++version } }));
    expect(await client.get('/workspaces')).toEqual({ version: 1 });
    server.advance(29_999);
    expect(await client.get('/workspaces')).toEqual({ version: 1 });
    server.advance(1);
    expect(await client.get('/workspaces')).toEqual({ version: 2 });
  });

  it('caches dashboard data for 5 minutes', async () => {
    let version = 0;
    const { client, server } = clientOnFakeServer(() => ({ body: { version: ++version } }));
    await client.get('/workspaces/w1/dashboard');
    server.advance(299_999);
    expect(await client.get('/workspaces/w1/dashboard')).toEqual({ version: 1 });
    server.advance(1);
    expect(await client.get('/workspaces/w1/dashboard')).toEqual({ version: 2 });
  });

  it.each([
    '/notifications/poll',
    '/profile/legal-entities',
    '/profile/legal-entities/e1',
    '/permissions/workspaces/w1/users/u1',
    '/workspaces/w1/permissions',
    '/workspaces/w1/members',
  ])('never caches %s', async (path) => {
    const { client, server } = clientOnFakeServer(() => ({ body: {} }));
    await client.get(path);
    await client.get(path);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('skips the cache on request, and keeps queries and workspaces apart', async () => {
    let workspace = 'w1';
    const { client, server } = clientOnFakeServer(() => ({ body: {} }), { getWorkspaceId: () => workspace });
    await client.get('/marketplace/modules');
    await client.get('/marketplace/modules', { cache: false });
    await client.get('/marketplace/modules/search', { query: { q: 'wiki' } });
    await client.get('/marketplace/modules/search', { query: { q: 'kanban' } });
    workspace = 'w2';
    await client.get('/marketplace/modules');
    expect(server.fetch).toHaveBeenCalledTimes(5);
  });

  it('lets a write clear the cache of its resource only', async () => {
    const { client, server } = clientOnFakeServer(() => ({ body: {} }));
    const paths = ['/workspaces', '/workspaces/w1/boards', '/marketplace/modules'];
    for (const path of paths) await client.get(path);
    await client.post('/workspaces/w1/boards', { name: 'Новая' });
    for (const path of paths) await client.get(path);
    expect(server.requests.filter((request) => request.method === 'GET').map((request) => request.url)).toEqual([
      '/api/v1/workspaces',
      '/api/v1/workspaces/w1/boards',
      '/api/v1/marketplace/modules',
      '/api/v1/workspaces',
      '/api/v1/workspaces/w1/boards',
    ]);
  });

  it('clears by prefix or entirely on request', async () => {
    const { client, server } = clientOnFakeServer(() => ({ body: {} }));
    await client.get('/workspaces');
    await client.get('/marketplace/modules');
    client.clearCache('/marketplace');
    await client.get('/workspaces');
    await client.get('/marketplace/modules');
    expect(server.fetch).toHaveBeenCalledTimes(3);
    client.clearCache();
    await client.get('/workspaces');
    expect(server.fetch).toHaveBeenCalledTimes(4);
  });
});

describe('api client: prefetch', () => {
  const requestsSent = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('hands a prefetched answer to the first identical GET, once, even of never-cached data', async () => {
    let served = 0;
    const { client, server } = clientOnFakeServer(() => ({ body: { legalEntities: [`answer ${(served += 1)}`] } }));
    client.prefetch('/profile/legal-entities');
    await requestsSent();
    expect(server.requests).toHaveLength(1);
    await expect(client.get('/profile/legal-entities')).resolves.toEqual({ legalEntities: ['answer 1'] });
    expect(server.requests).toHaveLength(1);
    await expect(client.get('/profile/legal-entities')).resolves.toEqual({ legalEntities: ['answer 2'] });
  });

  it('sends the workspace it was given and serves only a GET made in that workspace', async () => {
    let workspaceId: string | null = null;
    const { client, server } = clientOnFakeServer(() => ({ body: { modules: [] } }), { getWorkspaceId: () => workspaceId });
    client.prefetch('/marketplace/workspace/modules', { workspaceId: 'ws-2' });
    await requestsSent();
    expect(server.requests[0]?.headers['X-Workspace-ID']).toBe('ws-2');
    workspaceId = 'ws-3';
    await client.get('/marketplace/workspace/modules', { cache: false });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers['X-Workspace-ID']).toBe('ws-3');
    workspaceId = 'ws-2';
    await client.get('/marketplace/workspace/modules', { cache: false });
    expect(server.requests).toHaveLength(2);
  });

  it('drops a prefetched answer once its resource is written', async () => {
    let served = 0;
    const { client, server } = clientOnFakeServer(() => ({ body: { workspaces: [`answer ${(served += 1)}`] } }));
    client.prefetch('/workspaces');
    await requestsSent();
    await client.post('/workspaces', { name: 'Новое' });
    await expect(client.get('/workspaces', { cache: false })).resolves.toEqual({ workspaces: ['answer 3'] });
    expect(server.requests).toHaveLength(3);
  });

  it('asks once for an answer prefetched twice, and keeps an answer already on its way', async () => {
    const { client, server } = clientOnFakeServer(() => ({ body: { boards: ['from the server'] } }), { getWorkspaceId: () => 'ws-1' });
    client.prefetch('/modules/kanban/boards/b-1', { workspaceId: 'ws-1', answer: Promise.resolve({ boards: ['from the boot script'] }) });
    client.prefetch('/modules/kanban/boards/b-1', { workspaceId: 'ws-1' });
    await requestsSent();
    expect(server.requests).toHaveLength(0);
    await expect(client.get('/modules/kanban/boards/b-1')).resolves.toEqual({ boards: ['from the boot script'] });
    expect(server.requests).toHaveLength(0);
  });

  it('asks again when the prefetch failed or waited more than 10 s', async () => {
    let fail = true;
    const { client, server } = clientOnFakeServer(() =>
      fail ? { status: 500, body: { error: { code: 'boom', message: 'boom', statusCode: 500 } } } : { body: { ok: true } },
    );
    client.prefetch('/workspaces');
    await requestsSent();
    fail = false;
    await expect(client.get('/workspaces', { cache: false })).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);

    client.prefetch('/workspaces');
    await requestsSent();
    server.advance(10_001);
    await client.get('/workspaces', { cache: false });
    expect(server.requests).toHaveLength(4);
  });
});

describe('api client: metrics', () => {
  it('counts requests slower than 1 s', async () => {
    let takes = 0;
    const { client } = clientOnFakeServer(() => ({ body: {}, takes }));
    takes = 1000;
    await client.get('/a', { cache: false });
    takes = 1001;
    await client.get('/b', { cache: false });
    const { recent, slowCount } = client.getMetrics();
    expect(slowCount).toBe(1);
    expect(recent.map((metric) => [metric.path, metric.durationMs, metric.slow, metric.status])).toEqual([
      ['/a', 1000, false, 200],
      ['/b', 1001, true, 200],
    ]);
  });

  it('keeps only the last 1000 metrics', async () => {
    const { client } = clientOnFakeServer(() => ({ body: {} }));
    for (let index = 0; index < 1001; index += 1) await client.get(`/item/${index}`);
    const { recent } = client.getMetrics();
    expect(recent).toHaveLength(1000);
    expect(recent[0]?.path).toBe('/item/1');
  });
});
