/**
 * A scripted stand-in for the server in Jest: replaces globalThis.fetch, records every call and answers
 * from handlers registered per method and path (under /api/v1, query string ignored for matching).
 */
import { matchPath } from '../../router/router';

export interface FakeCall {
  method: string;
  /** Path under /api/v1 without the query string, e.g. '/workspaces/w1/switch'. */
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FakeHandler = (call: FakeCall, params: Record<string, string>) => FakeAnswer | Promise<FakeAnswer>;

interface Route {
  method: string;
  pattern: string;
  handler: FakeHandler;
}

export interface FakeServer {
  calls: FakeCall[];
  /** Later registrations of the same method and pattern win. */
  on(method: string, pattern: string, handler: FakeHandler | FakeAnswer): void;
  callsTo(method: string, path: string): FakeCall[];
}

const API_PREFIX = '/api/v1';

function respond({ status, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status < 300,
    status,
    type: 'basic',
    headers: { get: () => 'application/json' },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body),
    clone: () => response,
  };
  return response as unknown as Response;
}

export function errorBody(status: number, code: string, message: string): FakeAnswer {
  return { status, body: { error: { code, message, statusCode: status } } };
}

export function installFakeServer(): FakeServer {
  const routes: Route[] = [];
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const { pathname } = new URL(url, 'http://localhost');
    const path = pathname.startsWith(API_PREFIX) ? pathname.slice(API_PREFIX.length) : pathname;
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path,
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    for (let index = routes.length - 1; index >= 0; index -= 1) {
      const route = routes[index]!;
      const params = route.method === call.method ? matchPath(route.pattern, path) : null;
      if (params) return respond(await route.handler(call, params));
    }
    return respond(errorBody(404, 'not_found', `No fake route for ${call.method} ${path}`));
  }) as unknown as typeof fetch;
  return {
    calls,
    on(method, pattern, handler) {
      routes.push({ method, pattern, handler: typeof handler === 'function' ? handler : () => handler });
    },
    callsTo(method, path) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}
