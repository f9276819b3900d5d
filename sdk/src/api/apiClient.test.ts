/** The api client's requests: headers and bodies, tokens and their refresh, errors. */
import { setLanguage } from '../i18n/i18n';
import { ApiError } from './apiError';
import { clientOnFakeServer, tokenExpired } from './testing/fakeApiServer';

afterEach(() => {
  setLanguage('ru');
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('api client: headers and bodies', () => {
  it('sends the bearer token, the language, the workspace and JSON under /api/v1', async () => {
    const { client, server } = clientOnFakeServer(() => ({ body: { id: 'b1' } }), { getWorkspaceId: () => 'ws-7' });
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
    const { client, server } = clientOnFakeServer(() => ({ body: {} }));
    await client.put('/notes/n1', 'просто текст');
    await client.post('/workspaces/w1/switch');
    const [text, bodiless] = server.requests;
    expect(text).toMatchObject({ method: 'PUT', body: 'просто текст' });
    expect(text?.headers['Content-Type']).toBe('application/json');
    expect(bodiless?.body).toBeUndefined();
    expect(bodiless?.headers).not.toHaveProperty('Content-Type');
  });

  it('follows the interface language and leaves out a missing workspace', async () => {
    const { client, server } = clientOnFakeServer(() => ({ body: {} }), { getWorkspaceId: () => null });
    await setLanguage('en');
    await client.get('/profile');
    expect(server.requests[0]?.headers['Accept-Language']).toBe('en');
    expect(server.requests[0]?.headers).not.toHaveProperty('X-Workspace-ID');
  });

  it('resolves an empty answer with undefined', async () => {
    const { client } = clientOnFakeServer(() => ({ status: 204 }));
    await expect(client.delete('/notifications/n1')).resolves.toBeUndefined();
  });

  it('sends anonymous calls without a token, even when there is none', async () => {
    const { client, server, onAuthFailure, setTokens } = clientOnFakeServer(() => ({ body: { ok: true } }));
    setTokens(null);
    await client.post('/auth/login', { email: 'a@b.c', password: 'secret123' }, { anonymous: true });
    expect(server.requests[0]?.headers).not.toHaveProperty('Authorization');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

describe('api client: tokens', () => {
  it('refreshes before a request when the token expires within 30 s, not earlier', async () => {
    const { client, server, refresh, setTokens } = clientOnFakeServer(() => ({ body: {} }));
    setTokens({ accessToken: 'a1', refreshToken: 'r1', expiresAt: server.now() + 30_001 });
    await client.get('/a');
    expect(refresh).not.toHaveBeenCalled();

    setTokens({ accessToken: 'a1', refreshToken: 'r1', expiresAt: server.now() + 30_000 });
    await client.get('/b');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests[1]?.headers.Authorization).toBe('Bearer a2');
  });

  it('refreshes once on a token 401 and retries the request', async () => {
    const { client, server, refresh } = clientOnFakeServer((request) =>
      request.headers.Authorization === 'Bearer a1' ? tokenExpired : { body: { data: 42 } },
    );
    await expect(client.get('/workspaces')).resolves.toEqual({ data: 42 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.headers.Authorization)).toEqual(['Bearer a1', 'Bearer a2']);
  });

  it('queues concurrent requests behind one refresh', async () => {
    const { client, server, refresh } = clientOnFakeServer((request) =>
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
    const { client, server, refresh } = clientOnFakeServer((request) => {
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
    const { client, refresh, onAuthFailure } = clientOnFakeServer(() => ({
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Неверные учетные данные', statusCode: 401 } },
    }));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 401, code: 'invalid_credentials', message: 'Неверные учетные данные' });
    expect(refresh).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('gives up the session when there are no tokens', async () => {
    const { client, server, onAuthFailure, setTokens } = clientOnFakeServer(() => ({ body: {} }));
    setTokens(null);
    await expect(client.get('/workspaces')).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('gives up the session once when the refresh fails, failing every queued request', async () => {
    const { client, refresh, onAuthFailure } = clientOnFakeServer(() => tokenExpired, {
      refresh: jest.fn(() => Promise.reject(new Error('refresh token revoked'))),
    });
    const results = await Promise.allSettled([client.get('/a'), client.get('/b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refresh).not.toHaveBeenCalled();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('gives up the session when even fresh tokens are refused', async () => {
    const { client, refresh, onAuthFailure } = clientOnFakeServer(() => tokenExpired);
    await expect(client.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});

describe('api client: errors', () => {
  it('maps the server error body', async () => {
    const { client } = clientOnFakeServer(() => ({
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
    const { client } = clientOnFakeServer(() => ({
      status: 403,
      body: { error: { code: 'forbidden', message: 'Forbidden', statusCode: 403 } },
    }));
    await expect(client.get('/admin/roles')).rejects.toMatchObject({ status: 403 });
    expect(warn).toHaveBeenCalledWith('Insufficient permissions: GET /admin/roles');
  });

  it('reports a network failure with the connection text', async () => {
    const { client } = clientOnFakeServer(() => 'network-down');
    await expect(client.get('/a')).rejects.toMatchObject({
      code: 'network_error',
      message: 'Проблема с подключением к серверу. Проверьте интернет-соединение.',
    });
  });

  it('aborts a request after 10 s with the timeout text', async () => {
    jest.useFakeTimers();
    const { client } = clientOnFakeServer(() => 'hang');
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
