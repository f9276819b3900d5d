/**
 * The signed-in session (SPEC §3 'Tokens', §4 'Session', §7 'Auth'). Tokens and user live in
 * localStorage so a reload keeps the session; the monitor refreshes the access token ahead of time.
 * Every tab of the browser shares that storage: one tab refreshes at a time, and the others take the
 * new tokens from it (storage events) instead of spending their own, already rotated refresh token.
 */
import { createEffect, createEvent, createStore } from 'effector';
import { api, setApiSessionSource } from '../api/apiClient';
import { clearAllDrafts } from '../drafts/draftStore';
import { eventBus, PlatformEvents } from '../events/eventBus';
import { navigate } from '../router/router';
import type { AuthResponse, Tokens, User } from '../types';
import { createCrossTabRefresh, type RefreshLocks } from './crossTabRefresh';

export interface SessionState {
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number | null;
  isAuthenticated: boolean;
}

export interface LoginParams {
  email: string;
  password: string;
}

export interface RegisterParams extends LoginParams {
  name?: string;
}

export const TOKENS_STORAGE_KEY = 'artel.tokens';
export const USER_STORAGE_KEY = 'artel.user';
export const TOKEN_MONITOR_INTERVAL_MS = 30_000;
/** The monitor refreshes when the access token expires within this time. */
export const TOKEN_MONITOR_REFRESH_THRESHOLD_MS = 600_000;
const LOGIN_PATH = '/auth/login';

const EMPTY_SESSION: SessionState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  expiresAt: null,
  isAuthenticated: false,
};

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function isTokens(value: unknown): value is Tokens {
  const candidate = value as Partial<Tokens> | null;
  return (
    typeof candidate?.accessToken === 'string' && typeof candidate.refreshToken === 'string' && typeof candidate.expiresAt === 'number'
  );
}

function isUser(value: unknown): value is User {
  const candidate = value as Partial<User> | null;
  return typeof candidate?.id === 'string' && typeof candidate.email === 'string';
}

function sessionOf(user: User | null, tokens: Tokens | null): SessionState {
  if (!user || !tokens) return EMPTY_SESSION;
  return { user, ...tokens, isAuthenticated: true };
}

function readStoredTokens(): Tokens | null {
  const tokens = readJson(TOKENS_STORAGE_KEY);
  return isTokens(tokens) ? tokens : null;
}

function restoreSession(): SessionState {
  const user = readJson(USER_STORAGE_KEY);
  return sessionOf(isUser(user) ? user : null, readStoredTokens());
}

function persist(session: SessionState): void {
  try {
    if (session.isAuthenticated && session.user) {
      const { accessToken, refreshToken, expiresAt } = session;
      localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ accessToken, refreshToken, expiresAt }));
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user));
    } else {
      localStorage.removeItem(TOKENS_STORAGE_KEY);
      localStorage.removeItem(USER_STORAGE_KEY);
    }
  } catch {
    // Without storage the session still works until the page is closed.
  }
}

function tokensOf(response: AuthResponse): Tokens {
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: Date.now() + response.expires_in * 1000,
  };
}

const sessionStarted = createEvent<SessionState>();
/** Forgets tokens and user, here and in localStorage. */
export const sessionCleared = createEvent();
/** The session can no longer be used: clear it and send the user to sign in, back here afterwards. */
export const sessionExpired = createEvent();

/** The server answered a newer copy of the signed-in user (a profile edit): the session keeps its tokens. */
export const userUpdated = createEvent<User>();

export const $session = createStore<SessionState>(restoreSession())
  .on(sessionStarted, (_, session) => session)
  .on(userUpdated, (session, user) => (session.isAuthenticated && session.user?.id === user.id ? { ...session, user } : session))
  // Not `.reset`: the default state is the session restored from storage, which must not come back.
  .on(sessionCleared, () => EMPTY_SESSION);
export const $user = $session.map((session) => session.user);
export const $isAuthenticated = $session.map((session) => session.isAuthenticated);

$session.updates.watch(persist);

export const loginFx = createEffect(async (params: LoginParams): Promise<User> => {
  const response = await api.post<AuthResponse>('/auth/login', params, { anonymous: true });
  sessionStarted(sessionOf(response.user, tokensOf(response)));
  return response.user;
});

export const registerFx = createEffect(async (params: RegisterParams): Promise<User> => {
  const response = await api.post<AuthResponse>('/auth/register', params, { anonymous: true });
  sessionStarted(sessionOf(response.user, tokensOf(response)));
  return response.user;
});

/**
 * Signs out on the server too. The local session ends even when that call fails: the user asked to
 * leave, and an unreachable server must not keep them signed in.
 */
export const logoutFx = createEffect(async (): Promise<void> => {
  const { refreshToken } = $session.getState();
  try {
    if (refreshToken) await api.post('/auth/logout', { refresh_token: refreshToken }, { anonymous: true });
  } catch (error) {
    console.warn('Server-side logout failed; the local session is cleared anyway', error);
  } finally {
    sessionCleared();
    // Drafts are the person's own on this device; the next person to sign in here must not see them.
    await clearAllDrafts().catch((error: unknown) => console.warn('Could not clear drafts', error));
  }
});

/**
 * Takes the session another tab left in the shared storage. Storage is read rather than the event's value:
 * tokens and user are two keys, and by the time the event arrives both hold the other tab's latest writes.
 */
function adoptStoredSession(): void {
  const stored = restoreSession();
  if (stored.isAuthenticated && JSON.stringify(stored) !== JSON.stringify($session.getState())) sessionStarted(stored);
}

/** Another tab wrote the session: take it, or end this one when that tab logged out or found it over. */
function followOtherTab(): void {
  adoptStoredSession();
  if ($session.getState().isAuthenticated && !restoreSession().isAuthenticated) sessionExpired();
}

function onStorageChange(listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKENS_STORAGE_KEY || event.key === USER_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

const browserLocks = (): RefreshLocks | null =>
  (typeof navigator !== 'undefined' && (navigator as Navigator & { locks?: RefreshLocks }).locks) || null;

const crossTabRefresh = createCrossTabRefresh({
  locks: browserLocks(),
  storage: {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  },
  readStoredTokens,
  onStorageChange,
});

let refreshInFlight: Promise<Tokens> | null = null;

async function refreshTokens(): Promise<Tokens> {
  const { refreshToken } = $session.getState();
  if (!refreshToken) throw new Error('No refresh token');
  const tokens = await crossTabRefresh.run(refreshToken, async () => {
    const response = await api.post<AuthResponse>('/auth/refresh', { refresh_token: refreshToken }, { anonymous: true });
    const fresh = tokensOf(response);
    sessionStarted(sessionOf(response.user, fresh));
    return fresh;
  });
  // Another tab refreshed first: its tokens (and user) are in storage.
  if (tokens.refreshToken !== $session.getState().refreshToken) adoptStoredSession();
  return tokens;
}

/**
 * Exchanges the refresh token for new tokens. Callers that ask while a refresh runs share it, and so do
 * other tabs (see crossTabRefresh): refresh tokens are single-use on the server.
 */
export const refreshSessionFx = createEffect((): Promise<Tokens> => {
  refreshInFlight ??= refreshTokens().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
});

setApiSessionSource({
  getTokens: () => {
    const { accessToken, refreshToken, expiresAt } = $session.getState();
    return accessToken && refreshToken && expiresAt !== null ? { accessToken, refreshToken, expiresAt } : null;
  },
  refresh: () => refreshSessionFx(),
  onAuthFailure: () => sessionExpired(),
  preferredWorkspaceId: () => $session.getState().user?.preferredWorkspaceId ?? null,
});

for (const signedIn of [loginFx.doneData, registerFx.doneData]) {
  signedIn.watch((user) => eventBus.emit(PlatformEvents.sessionLoggedIn, { user }));
}

$isAuthenticated.updates.watch((isAuthenticated) => {
  if (!isAuthenticated) eventBus.emit(PlatformEvents.sessionLoggedOut);
});

// Cached responses belong to the user who asked for them.
sessionCleared.watch(() => api.clearCache());

function currentPathWithQuery(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Set when a session ends on its own (not by «Выйти» here), so the sign-in page can say why (issue 31). It
 * stays until someone signs in or out in this tab: the sign-in page may be shown more than once meanwhile.
 */
const SESSION_ENDED_KEY = 'artel.sessionEnded';

function writeSessionEnded(ended: boolean): void {
  try {
    if (ended) sessionStorage.setItem(SESSION_ENDED_KEY, '1');
    else sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Without storage the sign-in page simply gives no reason.
  }
}

/** Whether this tab's last session ended without the user signing out here. */
export function sessionEndedElsewhere(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
  } catch {
    return false;
  }
}

sessionStarted.watch(() => writeSessionEnded(false));
logoutFx.watch(() => writeSessionEnded(false));

sessionExpired.watch(() => {
  if ($session.getState().isAuthenticated) writeSessionEnded(true);
  sessionCleared();
  const here = currentPathWithQuery();
  if (window.location.pathname.startsWith('/auth/')) return;
  const redirect = here === '/' ? '' : `?redirect=${encodeURIComponent(here)}`;
  navigate(`${LOGIN_PATH}${redirect}`, { replace: true });
});

if (typeof window !== 'undefined') onStorageChange(followOtherTab);

function checkTokens(now: number): void {
  // A tab the browser froze misses storage events: what another tab stored meanwhile counts first.
  adoptStoredSession();
  const { expiresAt, isAuthenticated } = $session.getState();
  if (!isAuthenticated || expiresAt === null) return;
  if (expiresAt <= now) {
    sessionExpired();
    return;
  }
  if (expiresAt - now <= TOKEN_MONITOR_REFRESH_THRESHOLD_MS) {
    refreshSessionFx().catch(() => sessionExpired());
  }
}

let stopMonitor: (() => void) | null = null;

/**
 * Checks the tokens now and every 30 s: refresh when they expire within 600 s, end the session when
 * they already expired or the refresh fails. Returns the function that stops the monitor.
 */
export function startTokenMonitor(): () => void {
  if (stopMonitor) return stopMonitor;
  checkTokens(Date.now());
  const timer = setInterval(() => checkTokens(Date.now()), TOKEN_MONITOR_INTERVAL_MS);
  const stop = () => {
    clearInterval(timer);
    if (stopMonitor === stop) stopMonitor = null;
  };
  stopMonitor = stop;
  return stop;
}
