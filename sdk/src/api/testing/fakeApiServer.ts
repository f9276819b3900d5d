/** A fake server in a function for the api client's tests, and a client wired to it with tokens that refresh. */
import type { Tokens } from '../../types';
import { type ApiClientConfig, createApiClient } from '../apiClient';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
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
export function fakeServer(reply: (request: SentRequest) => FakeReply | 'network-down' | 'hang') {
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

export const freshTokens = (accessToken: string, now: number): Tokens => ({
  accessToken,
  refreshToken: `r-${accessToken}`,
  expiresAt: now + 3_600_000,
});
export const tokenExpired = { status: 401, body: { error: { code: 'token_expired', message: 'Token expired', statusCode: 401 } } };

export function clientOnFakeServer(reply: Parameters<typeof fakeServer>[0], overrides: Partial<ApiClientConfig> = {}) {
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
