import { setLanguage } from '../i18n/i18n';
import type { Tokens } from '../types';
import { ApiError } from './apiError';
import { type ApiClientConfig, createApiClient, fileNameOf } from './apiClient';

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

interface FakeReply {
  status?: number;
  body?: unknown;
  /** Raw bytes instead of a JSON body, sent with these headers. */
  file?: { bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> };
  /** Milliseconds of the fake clock the server takes. */
  takes?: number;
  /** The answer arrives only once this settles. */
  after?: Promise<void>;
}

/** A server in a function: records every request and answers with what `reply` decides. */
function fakeServer(reply: (request: SentRequest) => FakeReply | 'network-down' | 'hang') {
  const requests: SentRequest[] = [];
  let clock = 1_000_000;
  const fetch = jest.fn((url: string, init: RequestInit) => {
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const answer = reply(request);
    if (answer === 'network-down') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    clock += answer.takes ?? 0;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const headers: Record<string, string> = answer.file?.headers ?? { 'content-type': 'application/json' };
    const response = {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      type: 'basic',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: () => Promise.resolve(text),
      blob: () => Promise.resolve(new Blob([answer.file ? answer.file.bytes : text], { type: headers['content-type'] })),
      clone: () => response,
    };
    return (answer.after ?? Promise.resolve()).then(() => response as unknown as Response);
  });
  return { fetch, requests, now: () => clock, advance: (ms: number) => (clock += ms) };
}

const freshTokens = (accessToken: string, now: number): Tokens => ({
  accessToken,
  refreshToken: `r-${accessToken}`,
  expiresAt: now + 3_600_000,
});
const tokenExpired = { status: 401, body: { error: { code: 'token_expired', message: 'Token expired', statusCode: 401 } } };

function setup(reply: Parameters<typeof fakeServer>[0], overrides: Partial<ApiClientConfig> = {}) {
  const server = fakeServer(reply);
  let tokens: Tokens | null = freshTokens('a1', server.now());
  const refresh = jest.fn(async () => {
    tokens = freshTokens('a2', server.now());
    return tokens;
  });
  const onAuthFailure = jest.fn();
  const client = createApiClient({
    getTokens: () => tokens,
    refresh,
    onAuthFailure,
    fetch: server.fetch,
    now: server.now,
    ...overrides,
  });
  return { client, server, refresh, onAuthFailure, setTokens: (next: Tokens | null) => (tokens = next) };
}

afterEach(() => {
  setLanguage('ru');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('api client: headers and bodies', () => {
  it('sends the bearer token, the language, the workspace and JSON under /api/v1', async () => {
    const { client, server } = setup(() => ({ body: { id: 'b1' } }), { getWorkspaceId: () => 'ws-7' });
    await expect(client.post('/workspaces/ws-7/boards', { name: 'Спринт' }, { query: { draft: true, skip: undefined } })).resolves.toEqual({
      id: 'b1',
    });

    const [request] = server.requests;
    expect(request).toMatchObject({ url: '/api/v1/workspaces/ws-7/boards?draft=true', method: 'POST', body: { name: 'Спринт' } });
    expect(request?.headers).toMatchObject({
      Authorization: 'Bearer a1',
      'Accept-Language': 'ru',
      'X-Workspace-ID': 'ws-7',
      'Content-Type': 'application/json',
    });
  });

  it('sends every body as JSON, a plain string too, and no content type without a body', async () => {
    const { client, server } = setup(() => ({ body: {} }));
    await client.put('/notes/n1', 'просто текст');
    await client.post('/workspaces/w1/switch');
    const [text, bodiless] = server.requests;
    expect(text).toMatchObject({ method: 'PUT', body: 'просто текст' });
    expect(text?.headers['Content-Type']).toBe('application/json');
    expect(bodiless?.body).toBeUndefined();
    expect(bodiless?.headers).not.toHaveProperty('Content-Type');
  });

  it('follows the interface language and leaves out a missing workspace', async () => {
    const { client, server } = setup(() => ({ body: {} }), { getWorkspaceId: () => null });
    await setLanguage('en');
    await client.get('/profile');
    expect(server.requests[0]?.headers['Accept-Language']).toBe('en');
    expect(server.requests[0]?.headers).not.toHaveProperty('X-Workspace-ID');
  });

  it('resolves an empty answer with undefined', async () => {
    const { client } = setup(() => ({ status: 204 }));
    await expect(client.delete('/notifications/n1')).resolves.toBeUndefined();
  });

  it('sends anonymous calls without a token, even when there is none', async () => {
    const { client, server, onAuthFailure, setTokens } = setup(() => ({ body: { ok: true } }));
    setTokens(null);
    await client.post('/auth/login', { email: 'a@b.c', password: 'secret123' }, { anonymous: true });
    expect(server.requests[0]?.headers).not.toHaveProperty('Authorization');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('api client: tokens', () => {
  it('refreshes before a request when the token expires within 30 s, not earlier', async () => {
    const { client, server, refresh, setTokens } = setup(() => ({ body: {} }));
    setTokens({ accessToken: 'a1', refreshToken: 'r1', expiresAt: server.now() + 30_001 });
    await client.get('/a');
    expect(refresh).not.toHaveBeenCalled();

    setTokens({ accessToken: 'a1', refreshToken: 'r1', expiresAt: server.now() + 30_000 });
    await client.get('/b');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests[1]?.headers.Authorization).toBe('Bearer a2');
  });

  it('refreshes once on a token 401 and retries the request', async () => {
    const { client, server, refresh } = setup((request) =>
      request.headers.Authorization === 'Bearer a1' ? tokenExpired : { body: { data: 42 } },
    );
    await expect(client.get('/workspaces')).resolves.toEqual({ data: 42 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.headers.Authorization)).toEqual(['Bearer a1', 'Bearer a2']);
  });

  it('queues concurrent requests behind one refresh', async () => {
    const { client, server, refresh } = setup((request) =>
      request.headers.Authorization === 'Bearer a1' ? tokenExpired : { body: { path: request.url } },
    );
    const results = await Promise.all([client.get('/a'), client.get('/b'), client.post('/c', {})]);
    expect(results).toEqual([{ path: '/api/v1/a' }, { path: '/api/v1/b' }, { path: '/api/v1/c' }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.filter((request) => request.headers.Authorization === 'Bearer a2')).toHaveLength(3);
  });

  it('reuses tokens another request already refreshed instead of refreshing again', async () => {
    let releaseLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (releaseLate = resolve));
    const { client, server, refresh } = setup((request) => {
      if (request.headers.Authorization !== 'Bearer a1') return { body: {} };
      return request.url.endsWith('/late') ? { ...tokenExpired, after: late } : tokenExpired;
    });
    const lateRequest = client.get('/late');
    await client.get('/early');
    releaseLate();
    await lateRequest;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => `${request.url} ${request.headers.Authorization}`)).toEqual([
      '/api/v1/late Bearer a1',
      '/api/v1/early Bearer a1',
      '/api/v1/early Bearer a2',
      '/api/v1/late Bearer a2',
    ]);
  });

  it('does not refresh on a 401 that is no token problem, such as a wrong password', async () => {
    const { client, refresh, onAuthFailure } = setup(() => ({
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Неверные учетные данные', statusCode: 401 } },
    }));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Неверные учетные данные' });
    expect(refresh).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('gives up the session when there are no tokens', async () => {
    const { client, server, onAuthFailure, setTokens } = setup(() => ({ body: {} }));
    setTokens(null);
    await expect(client.get('/workspaces')).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('gives up the session once when the refresh fails, failing every queued request', async () => {
    const { client, refresh, onAuthFailure } = setup(() => tokenExpired, {
      refresh: jest.fn(() => Promise.reject(new Error('refresh token revoked'))),
    });
    const results = await Promise.allSettled([client.get('/a'), client.get('/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refresh).not.toHaveBeenCalled();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('gives up the session when even fresh tokens are refused', async () => {
    const { client, refresh, onAuthFailure } = setup(() => tokenExpired);
    await expect(client.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});

describe('api client: errors', () => {
  it('maps the server error body', async () => {
    const { client } = setup(() => ({
      status: 409,
      body: { error: { code: 'slug_taken', message: 'Адрес уже занят', statusCode: 409, details: { slug: 'x' } } },
    }));
    await expect(client.post('/workspaces/check-slug', { slug: 'x' })).rejects.toMatchObject({
      code: 'slug_taken',
      status: 409,
      message: 'Адрес уже занят',
      details: { slug: 'x' },
    });
  });

  it('logs a 403 as insufficient permissions', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = setup(() => ({ status: 403, body: { error: { code: 'forbidden', message: 'Forbidden', statusCode: 403 } } }));
    await expect(client.get('/admin/roles')).rejects.toMatchObject({ status: 403 });
    expect(warn).toHaveBeenCalledWith('Insufficient permissions: GET /admin/roles');
  });

  it('reports a network failure with the connection text', async () => {
    const { client } = setup(() => 'network-down');
    await expect(client.get('/a')).rejects.toMatchObject({
      code: 'network_error',
      message: 'Проблема с подключением к серверу. Проверьте интернет-соединение.',
    });
  });

  it('aborts a request after 10 s with the timeout text', async () => {
    jest.useFakeTimers();
    const { client } = setup(() => 'hang');
    const outcome = client.get('/slow').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ code: 'timeout', message: 'Запрос превысил время ожидания. Попробуйте еще раз.' });
  });
});

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('api client: file downloads', () => {
  const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x00, 0xff]);
  const pdfReply = (disposition: string): FakeReply => ({
    file: { bytes: pdfBytes, headers: { 'content-type': 'application/pdf', 'content-disposition': disposition } },
  });

  it('hands over the exact bytes, their type and the suggested name, sent with the token and workspace', async () => {
    const { client, server } = setup(
      () => pdfReply(`attachment; filename="invoice-1.pdf"; filename*=UTF-8''${encodeURIComponent('Счёт № 7 от 01.12.2026.pdf')}`),
      {
        getWorkspaceId: () => 'ws-7',
      },
    );
    const file = await client.download('/modules/contragents/documents/d1/pdf', { query: { download: true } });

    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('Счёт № 7 от 01.12.2026.pdf');
    expect(await bytesOf(file.blob)).toEqual(pdfBytes);
    expect(server.requests[0]).toMatchObject({ url: '/api/v1/modules/contragents/documents/d1/pdf?download=true', method: 'GET' });
    expect(server.requests[0]?.headers).toMatchObject({ Authorization: 'Bearer a1', 'X-Workspace-ID': 'ws-7' });
  });

  it('falls back to the plain file name, and to none without a Content-Disposition', async () => {
    const { client } = setup(() => pdfReply('inline; filename="act-2.pdf"'));
    expect((await client.download('/a.pdf')).fileName).toBe('act-2.pdf');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A; filename=plain.pdf")).toBe('plain.pdf');
  });

  it('never caches a download: each call fetches the file again', async () => {
    const { client, server } = setup(() => pdfReply('inline'));
    await client.download('/a.pdf');
    await client.download('/a.pdf');
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('refreshes an expired token and retries, like any request', async () => {
    const { client, server, refresh } = setup((request) =>
      request.headers.Authorization === 'Bearer a1' ? tokenExpired : pdfReply('inline'),
    );
    const file = await client.download('/a.pdf');
    expect(await bytesOf(file.blob)).toEqual(pdfBytes);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.headers.Authorization)).toEqual(['Bearer a1', 'Bearer a2']);
  });

  it("rejects with the server's localised error instead of handing over an error page as a file", async () => {
    const { client } = setup(() => ({
      status: 404,
      body: { error: { code: 'documents.notFound', message: 'Документ не найден', statusCode: 404 } },
    }));
    await expect(client.download('/a.pdf')).rejects.toMatchObject({
      status: 404,
      code: 'documents.notFound',
      message: 'Документ не найден',
    });
  });
});

describe('api client: cache', () => {
  it('caches a GET for 30 s', async () => {
    let version = 0;
    const { client, server } = setup(() => ({ body: { version: ++version } }));
    expect(await client.get('/workspaces')).toEqual({ version: 1 });
    server.advance(29_999);
    expect(await client.get('/workspaces')).toEqual({ version: 1 });
    server.advance(1);
    expect(await client.get('/workspaces')).toEqual({ version: 2 });
  });

  it('caches dashboard data for 5 minutes', async () => {
    let version = 0;
    const { client, server } = setup(() => ({ body: { version: ++version } }));
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
    const { client, server } = setup(() => ({ body: {} }));
    await client.get(path);
    await client.get(path);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('skips the cache on request, and keeps queries and workspaces apart', async () => {
    let workspace = 'w1';
    const { client, server } = setup(() => ({ body: {} }), { getWorkspaceId: () => workspace });
    await client.get('/marketplace/modules');
    await client.get('/marketplace/modules', { cache: false });
    await client.get('/marketplace/modules/search', { query: { q: 'wiki' } });
    await client.get('/marketplace/modules/search', { query: { q: 'kanban' } });
    workspace = 'w2';
    await client.get('/marketplace/modules');
    expect(server.fetch).toHaveBeenCalledTimes(5);
  });

  it('lets a write clear the cache of its resource only', async () => {
    const { client, server } = setup(() => ({ body: {} }));
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
    const { client, server } = setup(() => ({ body: {} }));
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
    const { client, server } = setup(() => ({ body: { legalEntities: [`answer ${(served += 1)}`] } }));
    client.prefetch('/profile/legal-entities');
    await requestsSent();
    expect(server.requests).toHaveLength(1);
    await expect(client.get('/profile/legal-entities')).resolves.toEqual({ legalEntities: ['answer 1'] });
    expect(server.requests).toHaveLength(1);
    await expect(client.get('/profile/legal-entities')).resolves.toEqual({ legalEntities: ['answer 2'] });
  });

  it('sends the workspace it was given and serves only a GET made in that workspace', async () => {
    let workspaceId: string | null = null;
    const { client, server } = setup(() => ({ body: { modules: [] } }), { getWorkspaceId: () => workspaceId });
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
    const { client, server } = setup(() => ({ body: { workspaces: [`answer ${(served += 1)}`] } }));
    client.prefetch('/workspaces');
    await requestsSent();
    await client.post('/workspaces', { name: 'Новое' });
    await expect(client.get('/workspaces', { cache: false })).resolves.toEqual({ workspaces: ['answer 3'] });
    expect(server.requests).toHaveLength(3);
  });

  it('asks once for an answer prefetched twice, and keeps an answer already on its way', async () => {
    const { client, server } = setup(() => ({ body: { boards: ['from the server'] } }), { getWorkspaceId: () => 'ws-1' });
    client.prefetch('/modules/kanban/boards/b-1', { workspaceId: 'ws-1', answer: Promise.resolve({ boards: ['from the boot script'] }) });
    client.prefetch('/modules/kanban/boards/b-1', { workspaceId: 'ws-1' });
    await requestsSent();
    expect(server.requests).toHaveLength(0);
    await expect(client.get('/modules/kanban/boards/b-1')).resolves.toEqual({ boards: ['from the boot script'] });
    expect(server.requests).toHaveLength(0);
  });

  it('asks again when the prefetch failed or waited more than 10 s', async () => {
    let fail = true;
    const { client, server } = setup(() =>
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
    const { client } = setup(() => ({ body: {}, takes }));
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
    const { client } = setup(() => ({ body: {} }));
    for (let index = 0; index < 1001; index += 1) await client.get(`/item/${index}`);
    const { recent } = client.getMetrics();
    expect(recent).toHaveLength(1000);
    expect(recent[0]?.path).toBe('/item/1');
  });
});
