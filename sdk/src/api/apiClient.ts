/**
 * The HTTP client every bundle shares (SPEC §7 headers and token refresh, §8 request errors,
 * §9 timeouts, caching and metrics). Built on wretch; `createApiClient` takes its collaborators as
 * arguments so it can be tested alone, and `api` is the platform instance wired to the session.
 */
import wretch from 'wretch';
import { i18n } from '../i18n/i18n';
import type { Tokens } from '../types';
import { ApiError, RequestTimeoutError, isTokenError, toApiError } from './apiError';

export const API_BASE_URL = '/api/v1';
export const API_TIMEOUT_MS = 10_000;
/** The access token is refreshed before a request when it expires within this time. */
export const API_TOKEN_REFRESH_THRESHOLD_MS = 30_000;
export const API_CACHE_TTL_MS = 30_000;
export const API_DASHBOARD_CACHE_TTL_MS = 5 * 60_000;
export const API_SLOW_REQUEST_MS = 1000;
export const API_METRICS_LIMIT = 1000;
/** How long a prefetched answer waits for the GET it was fetched for. */
export const API_PREFETCH_TTL_MS = 10_000;

/** Data that must always be fresh: live notifications, organisations, permissions, members. */
const NEVER_CACHED = [
  /\/notifications\/poll(?:\/|$)/,
  /\/profile\/legal-entities(?:\/|$)/,
  /\/permissions(?:\/|$)/,
  /\/workspaces\/[^/]+\/members(?:\/|$)/,
];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Appended as a query string; null and undefined values are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  headers?: Record<string, string>;
  /** GET only: `false` bypasses the response cache. */
  cache?: boolean;
  /** Sends no bearer token and never refreshes: for the auth calls themselves. */
  anonymous?: boolean;
}

/** A file the server sent: its bytes, its type, and the name it suggested (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  contentType: string;
  fileName: string | null;
}

export type DownloadOptions = Pick<RequestOptions, 'query' | 'headers'>;

export interface ApiClientConfig {
  baseUrl?: string;
  getTokens(): Tokens | null;
  /** Gets new tokens; a rejection means the session is over. */
  refresh(): Promise<Tokens>;
  /** Called once the session cannot be recovered (no tokens, refresh failed). */
  onAuthFailure(): void;
  getWorkspaceId?(): string | null;
  timeoutMs?: number;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
}

export interface RequestMetric {
  method: HttpMethod;
  path: string;
  /** 0 when no response arrived. */
  status: number;
  durationMs: number;
  slow: boolean;
  startedAt: number;
}

export interface ApiMetrics {
  /** The last 1000 requests, oldest first. */
  recent: readonly RequestMetric[];
  /** Requests slower than 1 s since the client was created. */
  slowCount: number;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * GETs a binary file (a PDF, an image, a CSV) with the session's token and workspace, never cached: what an
   * <a href> or <iframe src> cannot do, as they send no bearer token. Show it through URL.createObjectURL.
   */
  download(path: string, options?: DownloadOptions): Promise<DownloadedFile>;
  /**
   * Sends a GET now and hands its answer to the first identical GET (same URL, same workspace) made within
   * 10 s, even of data that is never cached: the startup asks at once for what its steps, which must run one
   * after another, will need. A failed prefetch is forgotten and the later GET asks again. The answer is also
   * returned, for a caller that acts on it early; its failure is that caller's to handle.
   */
  prefetch<T = unknown>(path: string, options?: PrefetchOptions): Promise<T>;
  /** Drops cached GET responses whose path starts with `prefix` (all of them without one). */
  clearCache(prefix?: string): void;
  getMetrics(): ApiMetrics;
}

export interface PrefetchOptions extends Pick<RequestOptions, 'query'> {
  /** The workspace the later GET will be made in, when it is not the current one yet. */
  workspaceId?: string;
  /**
   * The answer of a request already on its way, sent before this client existed (index.html's boot script asks
   * for the landing page's data while the bundles load); kept instead of asking again. Its failure is forgotten.
   */
  answer?: Promise<unknown>;
}

interface CacheEntry {
  path: string;
  expiresAt: number;
  data: unknown;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function isCacheable(path: string): boolean {
  return !NEVER_CACHED.some((pattern) => pattern.test(path));
}

function cacheTtl(path: string): number {
  return path.includes('/dashboard') ? API_DASHBOARD_CACHE_TTL_MS : API_CACHE_TTL_MS;
}

/** '/workspaces/1/boards' -> '/workspaces': a write anywhere under a resource stales all of it. */
function resourceOf(path: string): string {
  const [segment = ''] = path.replace(/^\/+/, '').split(/[/?#]/);
  return `/${segment}`;
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** RFC 6266: the UTF-8 `filename*` wins over the plain `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

async function readFile(response: Response): Promise<DownloadedFile> {
  return {
    blob: await response.blob(),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

type ReadResponse = (response: Response) => Promise<unknown>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  return contentType.includes('json') ? JSON.parse(text) : text;
}

function parseErrorBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const {
    baseUrl = API_BASE_URL,
    timeoutMs = API_TIMEOUT_MS,
    now = () => Date.now(),
    fetch: fetchImpl = (url, init) => globalThis.fetch(url, init),
  } = config;
  const http = wretch(baseUrl).fetchPolyfill(fetchImpl);
  const cache = new Map<string, CacheEntry>();
  const prefetched = new Map<string, { path: string; answer: Promise<unknown>; expiresAt: number }>();
  const metrics: RequestMetric[] = [];
  let slowCount = 0;
  let refreshing: Promise<Tokens> | null = null;

  function record(metric: Omit<RequestMetric, 'slow'>): void {
    const slow = metric.durationMs > API_SLOW_REQUEST_MS;
    if (slow) slowCount += 1;
    metrics.push({ ...metric, slow });
    if (metrics.length > API_METRICS_LIMIT) metrics.splice(0, metrics.length - API_METRICS_LIMIT);
  }

  function authFailed(): never {
    config.onAuthFailure();
    throw new ApiError(i18n.t('sdk:errors.sessionExpired'), 'unauthorized', 401);
  }

  /** One refresh at a time: every request that needs new tokens waits for the same one. */
  function refreshOnce(): Promise<Tokens> {
    refreshing ??= config
      .refresh()
      .catch(() => authFailed())
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function tokensForRequest(): Promise<Tokens> {
    if (refreshing) return refreshing;
    const tokens = config.getTokens();
    if (!tokens) return authFailed();
    if (tokens.expiresAt - now() <= API_TOKEN_REFRESH_THRESHOLD_MS) return refreshOnce();
    return tokens;
  }

  /** After a token 401: reuse tokens another request already refreshed, else refresh. */
  async function tokensAfterRejection(rejectedAccessToken: string): Promise<Tokens> {
    if (refreshing) return refreshing;
    const current = config.getTokens();
    if (!current) return authFailed();
    return current.accessToken === rejectedAccessToken ? refreshOnce() : current;
  }

  async function attempt(
    method: HttpMethod,
    url: string,
    path: string,
    body: unknown,
    options: RequestOptions,
    accessToken: string | null,
    read: ReadResponse,
  ): Promise<unknown> {
    const workspaceId = config.getWorkspaceId?.() ?? null;
    const headers: Record<string, string> = {
      'Accept-Language': i18n.language,
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      ...(workspaceId ? { 'X-Workspace-ID': workspaceId } : {}),
      ...options.headers,
    };
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const startedAt = now();
    let status = 0;
    try {
      const request = http.url(url).headers(headers).options({ signal: controller.signal });
      // Every body as JSON, strings and numbers too: wretch would send those raw as text/plain, which the server refuses.
      const response = await (body === undefined || body === null ? request : request.json(body)).fetch(method).res();
      status = response.status;
      return await read(response);
    } catch (error) {
      if (timedOut) throw toApiError(new RequestTimeoutError(`${method} ${path} timed out after ${timeoutMs}ms`));
      if (error instanceof wretch.WretchError) {
        status = error.status;
        if (status === 403) console.warn(`Insufficient permissions: ${method} ${path}`);
        throw toApiError(parseErrorBody(error.message), status);
      }
      throw toApiError(error);
    } finally {
      clearTimeout(timer);
      record({ method, path, status, durationMs: now() - startedAt, startedAt });
    }
  }

  async function send(
    method: HttpMethod,
    url: string,
    path: string,
    body: unknown,
    options: RequestOptions,
    read: ReadResponse = readBody,
  ): Promise<unknown> {
    if (options.anonymous) return attempt(method, url, path, body, options, null, read);
    const tokens = await tokensForRequest();
    try {
      return await attempt(method, url, path, body, options, tokens.accessToken, read);
    } catch (error) {
      if (!isTokenError(error)) throw error;
    }
    const fresh = await tokensAfterRejection(tokens.accessToken);
    try {
      return await attempt(method, url, path, body, options, fresh.accessToken, read);
    } catch (error) {
      // Rejected even with fresh tokens: the session itself is no longer accepted.
      if (isTokenError(error)) authFailed();
      throw error;
    }
  }

  const keyOf = (url: string, workspaceId = config.getWorkspaceId?.() ?? '') => `${workspaceId} ${url}`;

  async function takePrefetched(key: string): Promise<{ data: unknown } | null> {
    const entry = prefetched.get(key);
    if (!entry) return null;
    prefetched.delete(key);
    if (entry.expiresAt <= now()) return null;
    try {
      return { data: await entry.answer };
    } catch {
      return null;
    }
  }

  function prefetch<T>(path: string, options: PrefetchOptions = {}): Promise<T> {
    const url = withQuery(path, options.query);
    const key = keyOf(url, options.workspaceId);
    // The same answer asked for twice (the boot script's, then the landing page's preload) is asked for once.
    const pending = prefetched.get(key);
    if (pending && pending.expiresAt > now() && !options.answer) return pending.answer as Promise<T>;
    const headers = options.workspaceId ? { 'X-Workspace-ID': options.workspaceId } : undefined;
    const answer = options.answer ?? send('GET', url, path, undefined, headers ? { headers } : {});
    answer.catch(() => undefined);
    prefetched.set(key, { path: url, answer, expiresAt: now() + API_PREFETCH_TTL_MS });
    return answer as Promise<T>;
  }

  async function request<T>(method: HttpMethod, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const url = withQuery(path, options.query);
    const cacheable = method === 'GET' && options.cache !== false && isCacheable(path);
    const cacheKey = keyOf(url);
    if (cacheable) {
      const hit = cache.get(cacheKey);
      if (hit && hit.expiresAt > now()) return hit.data as T;
    }
    try {
      const early = method === 'GET' ? await takePrefetched(cacheKey) : null;
      const data = early ? early.data : await send(method, url, path, body, options);
      if (cacheable) cache.set(cacheKey, { path: url, data, expiresAt: now() + cacheTtl(path) });
      return data as T;
    } finally {
      if (method !== 'GET') clearCache(resourceOf(path), true);
    }
  }

  /** A prefetched answer is as stale as a cached one once its resource is written. */
  function clearCache(prefix?: string, wholeResource = false): void {
    for (const store of [cache, prefetched]) {
      for (const [key, entry] of store) {
        const matches = prefix === undefined || (wholeResource ? isUnder(entry.path, prefix) : entry.path.startsWith(prefix));
        if (matches) store.delete(key);
      }
    }
  }

  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    download: (path, options = {}) =>
      send('GET', withQuery(path, options.query), path, undefined, options, readFile) as Promise<DownloadedFile>,
    prefetch,
    clearCache: (prefix) => clearCache(prefix),
    getMetrics: () => ({ recent: [...metrics], slowCount }),
  };
}

/**
 * What the platform's client needs from the session. The session model hands it over when it loads
 * (sessionModel.ts), so the client never imports the session and the session may use the client.
 */
export interface ApiSessionSource {
  getTokens(): Tokens | null;
  refresh(): Promise<Tokens>;
  onAuthFailure(): void;
  preferredWorkspaceId(): string | null;
}

let sessionSource: ApiSessionSource = {
  getTokens: () => null,
  refresh: () => Promise.reject(new Error('No session is connected to the API client')),
  onAuthFailure: () => undefined,
  preferredWorkspaceId: () => null,
};

export function setApiSessionSource(source: ApiSessionSource): void {
  sessionSource = source;
}

let workspaceIdSource = (): string | null => sessionSource.preferredWorkspaceId();

/**
 * Lets the workspace model decide which workspace the X-Workspace-ID header names; until one does,
 * it is the signed-in user's preferred workspace.
 */
export function setApiWorkspaceSource(source: () => string | null): void {
  workspaceIdSource = source;
}

/** The platform's client: modules call `api.get('/modules/kanban/…')` and get the session for free. */
export const api: ApiClient = createApiClient({
  getTokens: () => sessionSource.getTokens(),
  refresh: () => sessionSource.refresh(),
  onAuthFailure: () => sessionSource.onAuthFailure(),
  getWorkspaceId: () => workspaceIdSource(),
});
