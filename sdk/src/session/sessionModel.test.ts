import { api, setApiWorkspaceSource } from '../api/apiClient';
import { eventBus, PlatformEvents } from '../events/eventBus';
import { navigate } from '../router/router';
import type { AuthResponse, User } from '../types';
import {
  $isAuthenticated,
  $session,
  $user,
  loginFx,
  logoutFx,
  refreshSessionFx,
  registerFx,
  sessionCleared,
  startTokenMonitor,
  sessionEndedElsewhere,
  TOKENS_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './sessionModel';

const user: User = {
  id: 'u1',
  name: 'Анна',
  email: 'anna@example.com',
  role: 'user',
  permissions: [],
  preferredLegalEntityId: null,
  preferredWorkspaceId: 'ws-1',
};

const START = Date.parse('2026-01-01T10:00:00Z');

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let calls: Call[] = [];
let answer: (call: Call) => { status: number; body?: unknown } = () => ({ status: 200, body: {} });

function authResponse(accessToken: string, expiresIn = 900): AuthResponse {
  return { user, access_token: accessToken, refresh_token: `refresh-${accessToken}`, expires_in: expiresIn };
}

function fakeFetch(url: string, init: RequestInit): Promise<Response> {
  const call: Call = {
    url,
    method: init.method ?? 'GET',
    headers: { ...(init.headers as Record<string, string>) },
    body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
  };
  calls.push(call);
  const { status, body } = answer(call);
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status < 300,
    status,
    type: 'basic',
    headers: { get: () => 'application/json' },
    text: () => Promise.resolve(text),
    clone: () => response,
  };
  return Promise.resolve(response as unknown as Response);
}

const tokenExpired = { status: 401, body: { error: { code: 'token_expired', message: 'Token expired', statusCode: 401 } } };

let stopMonitor: (() => void) | null = null;

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  calls = [];
  answer = () => ({ status: 200, body: {} });
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
  navigate('/', { replace: true });
});

afterEach(() => {
  stopMonitor?.();
  stopMonitor = null;
  sessionCleared();
  localStorage.clear();
  jest.useRealTimers();
});

async function signIn(expiresIn = 900): Promise<void> {
  answer = () => ({ status: 200, body: authResponse('access-1', expiresIn) });
  await loginFx({ email: user.email, password: 'secret123' });
  calls = [];
}

describe('session: sign-in', () => {
  it('logs in, keeps tokens and user in localStorage and announces it', async () => {
    const heard: unknown[] = [];
    const off = eventBus.on(PlatformEvents.sessionLoggedIn, (event) => {
      heard.push(event.payload);
    });
    answer = () => ({ status: 200, body: authResponse('access-1', 900) });
    await expect(loginFx({ email: user.email, password: 'secret123' })).resolves.toEqual(user);
    await Promise.resolve();
    off();

    expect(calls).toEqual([
      expect.objectContaining({ url: '/api/v1/auth/login', method: 'POST', body: { email: user.email, password: 'secret123' } }),
    ]);
    expect(calls[0]?.headers).not.toHaveProperty('Authorization');
    expect($session.getState()).toEqual({
      user,
      accessToken: 'access-1',
      refreshToken: 'refresh-access-1',
      expiresAt: START + 900_000,
      isAuthenticated: true,
    });
    expect($user.getState()).toEqual(user);
    expect($isAuthenticated.getState()).toBe(true);
    expect(JSON.parse(localStorage.getItem(TOKENS_STORAGE_KEY) ?? 'null')).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-access-1',
      expiresAt: START + 900_000,
    });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(user);
    expect(heard).toEqual([{ user }]);
  });

  it('registers with the same response shape', async () => {
    answer = () => ({ status: 200, body: authResponse('access-r') });
    await registerFx({ email: user.email, password: 'secret123', name: 'Анна' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/auth/register', body: { email: user.email, password: 'secret123', name: 'Анна' } });
    expect($session.getState().accessToken).toBe('access-r');
  });

  it('fails a wrong password with the server message and stays signed out', async () => {
    answer = () => ({ status: 401, body: { error: { code: 'invalid_credentials', message: 'Неверные учетные данные', statusCode: 401 } } });
    await expect(loginFx({ email: user.email, password: 'wrong-pass' })).rejects.toMatchObject({ message: 'Неверные учетные данные' });
    expect($isAuthenticated.getState()).toBe(false);
    expect(calls).toHaveLength(1);
  });
});

describe('session: restore at start', () => {
  it('restores tokens and user saved by an earlier visit', () => {
    localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ accessToken: 'a', refreshToken: 'r', expiresAt: START + 1000 }));
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./sessionModel')>('./sessionModel');
      expect(fresh.$session.getState()).toEqual({
        user,
        accessToken: 'a',
        refreshToken: 'r',
        expiresAt: START + 1000,
        isAuthenticated: true,
      });
    });
  });

  it('forgets a restored session for good when it is cleared (logout after a reload)', () => {
    localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ accessToken: 'a', refreshToken: 'r', expiresAt: START + 1000 }));
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./sessionModel')>('./sessionModel');
      fresh.sessionCleared();
      expect(fresh.$isAuthenticated.getState()).toBe(false);
      expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    });
  });

  it('starts signed out when the saved data is damaged or incomplete', () => {
    localStorage.setItem(TOKENS_STORAGE_KEY, '{not json');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./sessionModel')>('./sessionModel');
      expect(fresh.$isAuthenticated.getState()).toBe(false);
    });
  });
});

describe('session: logout', () => {
  it('tells the server, forgets everything, drops cached responses and announces it', async () => {
    await signIn();
    answer = () => ({ status: 200, body: { items: [] } });
    await api.get('/workspaces');
    const heard: string[] = [];
    const off = eventBus.on(PlatformEvents.sessionLoggedOut, (event) => {
      heard.push(event.name);
    });

    await logoutFx();
    await Promise.resolve();
    off();

    expect(calls[1]).toMatchObject({ url: '/api/v1/auth/logout', method: 'POST', body: { refresh_token: 'refresh-access-1' } });
    expect($session.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(heard).toEqual([PlatformEvents.sessionLoggedOut]);

    await signIn();
    answer = () => ({ status: 200, body: { items: [] } });
    await api.get('/workspaces');
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/workspaces']);
  });

  it('ends the local session even when the server cannot be reached', async () => {
    await signIn();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = () => ({ status: 500 });
    await expect(logoutFx()).resolves.toBeUndefined();
    expect($isAuthenticated.getState()).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('session: refresh', () => {
  it('exchanges the refresh token once for callers asking at the same time', async () => {
    await signIn();
    answer = () => ({ status: 200, body: authResponse('access-2') });
    const [first, second] = await Promise.all([refreshSessionFx(), refreshSessionFx()]);
    expect(first).toEqual(second);
    expect(calls).toEqual([expect.objectContaining({ url: '/api/v1/auth/refresh', body: { refresh_token: 'refresh-access-1' } })]);
    expect($session.getState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-access-2' });
  });
});

describe('session: other tabs of the browser', () => {
  const storeTokens = (accessToken: string) =>
    localStorage.setItem(
      TOKENS_STORAGE_KEY,
      JSON.stringify({ accessToken, refreshToken: `refresh-${accessToken}`, expiresAt: START + 900_000 }),
    );
  const otherTabWrote = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

  it('takes the tokens another tab refreshed, without a request of its own', async () => {
    await signIn();
    storeTokens('access-from-tab-2');
    otherTabWrote(TOKENS_STORAGE_KEY);
    expect($session.getState()).toMatchObject({
      accessToken: 'access-from-tab-2',
      refreshToken: 'refresh-access-from-tab-2',
      isAuthenticated: true,
    });
    await api.get('/workspaces', { cache: false });
    expect(calls.map((call) => [call.url, call.headers.Authorization])).toEqual([['/api/v1/workspaces', 'Bearer access-from-tab-2']]);
  });

  it('does not spend its refresh token when another tab already replaced it', async () => {
    await signIn();
    storeTokens('access-from-tab-2');
    await expect(refreshSessionFx()).resolves.toMatchObject({ accessToken: 'access-from-tab-2' });
    expect(calls).toEqual([]);
    expect($session.getState().refreshToken).toBe('refresh-access-from-tab-2');
  });

  it('ends the session here too when another tab logs out', async () => {
    await signIn();
    navigate('/workspaces');
    localStorage.removeItem(TOKENS_STORAGE_KEY);
    localStorage.removeItem(USER_STORAGE_KEY);
    otherTabWrote(TOKENS_STORAGE_KEY);
    expect($isAuthenticated.getState()).toBe(false);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/login?redirect=%2Fworkspaces');
  });

  it('ignores writes to keys that are not the session', async () => {
    await signIn();
    localStorage.setItem('artel.language', 'en');
    otherTabWrote('artel.language');
    expect($session.getState().accessToken).toBe('access-1');
  });
});

describe('session: token monitor', () => {
  it('refreshes when the token expires within 600 s, checking every 30 s', async () => {
    // 930 s left: 600 s or less from t = 330 s, the 11th check.
    await signIn(930);
    answer = () => ({ status: 200, body: authResponse('access-2') });
    stopMonitor = startTokenMonitor();
    await jest.advanceTimersByTimeAsync(329_999);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/auth/refresh']);
    expect($session.getState().accessToken).toBe('access-2');
  });

  it('clears an expired session and sends the user to login with the way back', async () => {
    await signIn(900);
    navigate('/workspaces?tab=1');
    jest.setSystemTime(START + 900_000);
    stopMonitor = startTokenMonitor();
    expect($isAuthenticated.getState()).toBe(false);
    expect(localStorage.getItem(TOKENS_STORAGE_KEY)).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/login?redirect=%2Fworkspaces%3Ftab%3D1');
  });

  it('clears the session and goes to login when the refresh fails', async () => {
    await signIn(500);
    navigate('/marketplace');
    answer = () => ({ status: 401, body: { error: { code: 'token_invalid', message: 'Invalid refresh token', statusCode: 401 } } });
    stopMonitor = startTokenMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect($isAuthenticated.getState()).toBe(false);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/login?redirect=%2Fmarketplace');
  });

  it('leaves the sign-in page the reason when the session ended by itself, until someone signs in, and none after «Выйти» (issue 31)', async () => {
    await signIn(500);
    answer = () => ({ status: 401, body: { error: { code: 'refresh_token_invalid', message: 'Invalid refresh token', statusCode: 401 } } });
    stopMonitor = startTokenMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect($isAuthenticated.getState()).toBe(false);
    expect(sessionEndedElsewhere()).toBe(true);
    expect(sessionEndedElsewhere()).toBe(true);

    await signIn();
    expect(sessionEndedElsewhere()).toBe(false);
    answer = () => ({ status: 200, body: {} });
    await logoutFx();
    expect(sessionEndedElsewhere()).toBe(false);
  });

  it('runs once however often it is started, and stops', async () => {
    await signIn(900);
    stopMonitor = startTokenMonitor();
    expect(startTokenMonitor()).toBe(stopMonitor);
    stopMonitor();
    answer = () => ({ status: 200, body: authResponse('access-2') });
    await jest.advanceTimersByTimeAsync(600_000);
    expect(calls).toEqual([]);
  });
});

describe('the platform api client', () => {
  it('uses the session tokens and the preferred workspace of the user', async () => {
    await signIn();
    await api.get('/marketplace/workspace/modules', { cache: false });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer access-1', 'X-Workspace-ID': 'ws-1' });
    setApiWorkspaceSource(() => 'ws-9');
    await api.get('/marketplace/workspace/modules', { cache: false });
    expect(calls[1]?.headers['X-Workspace-ID']).toBe('ws-9');
  });

  it('refreshes the session on a token 401 and retries', async () => {
    await signIn();
    answer = (call) => {
      if (call.url.endsWith('/auth/refresh')) return { status: 200, body: authResponse('access-2') };
      return call.headers.Authorization === 'Bearer access-1' ? tokenExpired : { status: 200, body: { ok: true } };
    };
    await expect(api.get('/kanban/boards', { cache: false })).resolves.toEqual({ ok: true });
    expect($session.getState().accessToken).toBe('access-2');
  });

  it('ends the session and goes to login when the refresh is refused', async () => {
    await signIn();
    navigate('/modules/kanban/boards');
    answer = () => tokenExpired;
    await expect(api.get('/modules/kanban/boards', { cache: false })).rejects.toMatchObject({ status: 401 });
    expect($isAuthenticated.getState()).toBe(false);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/login?redirect=%2Fmodules%2Fkanban%2Fboards');
  });
});
