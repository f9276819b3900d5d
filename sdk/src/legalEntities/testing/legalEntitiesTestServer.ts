/**
 * Jest's stand-in for the server of SPEC §7 'Profile and legal entities': replaces globalThis.fetch,
 * records every call, and answers from a reply function the test sets.
 */
import type { AuthResponse } from '../../types';
import type { LegalEntity } from '../legalEntityTypes';

export interface RecordedCall {
  method: string;
  /** Under /api/v1, without the query. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

export type Replier = (call: RecordedCall) => Reply | undefined;

export interface TestServer {
  calls: RecordedCall[];
  /** Replies to what the function answers; anything it leaves undefined gets 404. */
  reply(replier: Replier): void;
}

function responseOf({ status, body }: Reply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    ok: status < 300,
    status,
    type: 'basic',
    headers: { get: () => 'application/json' },
    text: () => Promise.resolve(text),
    clone: () => response,
  };
  return response as unknown as Response;
}

export function startTestServer(): TestServer {
  let replier: Replier = () => undefined;
  const server: TestServer = {
    calls: [],
    reply(next) {
      replier = next;
    },
  };
  globalThis.fetch = jest.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://artel.test');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    server.calls.push(call);
    const notFound: Reply = { status: 404, body: { error: { code: 'not_found', message: 'Ресурс не найден', statusCode: 404 } } };
    return Promise.resolve(responseOf(replier(call) ?? notFound));
  }) as unknown as typeof fetch;
  return server;
}

export function errorReply(status: number, code: string, message: string): Reply {
  return { status, body: { error: { code, message, statusCode: status } } };
}

export function authReply(): Reply {
  const body: AuthResponse = {
    user: {
      id: 'u1',
      name: 'Анна Петрова',
      email: 'anna@example.test',
      role: 'user',
      permissions: [],
      preferredLegalEntityId: null,
      preferredWorkspaceId: null,
    },
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
  };
  return { status: 200, body };
}

export function legalEntity(overrides: Partial<LegalEntity> & Pick<LegalEntity, 'id'>): LegalEntity {
  return {
    name: 'ООО «Ромашка»',
    type: 'company',
    taxId: '7707083893',
    inn: '7707083893',
    kpp: '',
    ogrn: '',
    legalForm: '',
    address: 'Москва, ул. Вавилова, 19',
    phone: '',
    email: '',
    website: '',
    bankAccount: '',
    bankName: '',
    bik: '',
    corrAccount: '',
    isActive: true,
    isPrimary: false,
    isPreferred: false,
    role: 'owner',
    ownerId: 'u1',
    memberCount: 1,
    workspaceCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
