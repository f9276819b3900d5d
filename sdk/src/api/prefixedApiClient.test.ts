import type { ApiClient } from './apiClient';
import { prefixedApiClient, prefixedPath } from './prefixedApiClient';

function recordingClient() {
  const calls: unknown[][] = [];
  const record =
    (method: string) =>
    async (...args: unknown[]) => {
      calls.push([method, ...args]);
      return undefined;
    };
  const client = {
    get: record('get'),
    post: record('post'),
    put: record('put'),
    patch: record('patch'),
    delete: record('delete'),
    download: record('download'),
    prefetch: record('prefetch'),
    clearCache: (prefix?: string) => void calls.push(['clearCache', prefix]),
    getMetrics: () => ({ recent: [], slowCount: 7 }),
  } as unknown as ApiClient;
  return { client, calls };
}

describe('a client under a prefix', () => {
  it('puts every path under the prefix and passes the rest on unchanged', async () => {
    const { client, calls } = recordingClient();
    const kanban = prefixedApiClient(client, '/modules/kanban');
    await kanban.get('boards', { cache: false });
    await kanban.post('/boards/1/columns', { name: 'To do' });
    await kanban.delete('cards/2');
    await kanban.download('cards/2/attachments/3', { query: { download: true } });
    kanban.clearCache();
    kanban.clearCache('boards');
    expect(calls).toEqual([
      ['get', '/modules/kanban/boards', { cache: false }],
      ['post', '/modules/kanban/boards/1/columns', { name: 'To do' }, undefined],
      ['delete', '/modules/kanban/cards/2', undefined],
      ['download', '/modules/kanban/cards/2/attachments/3', { query: { download: true } }],
      ['clearCache', '/modules/kanban'],
      ['clearCache', '/modules/kanban/boards'],
    ]);
    expect(kanban.getMetrics().slowCount).toBe(7);
  });

  it("maps '' to the prefix itself", () => {
    expect(prefixedPath('/modules/kanban', '')).toBe('/modules/kanban');
    expect(prefixedPath('/modules/kanban', '///storage/x')).toBe('/modules/kanban/storage/x');
  });
});
