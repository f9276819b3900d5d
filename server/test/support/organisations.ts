/** Helpers for the organisation, workspace and invitation suites: valid requisites and short API calls. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, type SignedIn } from './users';

const INN_10_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
/** Each test process starts somewhere else, so files sharing one PostgreSQL never reuse a number by chance. */
let innCounter = Math.floor(Math.random() * 1000) * 1000;

/** A fresh organisation INN with a correct check digit (FNS rule), different on every call. */
export function nextInn(): string {
  innCounter += 1;
  const body = `77${String(innCounter).padStart(7, '0')}`;
  const sum = INN_10_WEIGHTS.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${(sum % 11) % 10}`;
}

export function companyForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'ООО «Ромашка»', type: 'company', taxId: nextInn(), address: 'Москва, ул. Тверская, 1', ...overrides };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One authenticated call; `payload` is sent as JSON when given. */
export function call(
  app: FastifyInstance,
  who: SignedIn,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method, url, headers: { ...bearer(who.access_token), ...headers } };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

export interface LegalEntityJson {
  id: string;
  name: string;
  taxId: string;
  isActive: boolean;
  isPrimary: boolean;
  isPreferred: boolean;
  role: string;
  [field: string]: unknown;
}

export interface WorkspaceJson {
  id: string;
  slug: string;
  name: string;
  isPersonal: boolean;
  visibility: string;
  legalEntityId: string | null;
  ownerId: string;
  memberCount: number;
  role: string;
  [field: string]: unknown;
}

async function created<T>(response: LightMyRequestResponse, what: string): Promise<T> {
  if (response.statusCode !== 201) throw new Error(`creating ${what} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

export async function createLegalEntity(app: FastifyInstance, who: SignedIn, overrides: Record<string, unknown> = {}) {
  return created<LegalEntityJson>(await call(app, who, 'POST', '/api/v1/profile/legal-entities', companyForm(overrides)), 'a legal entity');
}

export async function createWorkspace(app: FastifyInstance, who: SignedIn, body: Record<string, unknown> = {}) {
  return created<WorkspaceJson & { invitations: Array<{ id: string; token: string; acceptUrl: string; email: string }> }>(
    await call(app, who, 'POST', '/api/v1/workspaces', { name: 'Отдел продаж', ...body }),
    'a workspace',
  );
}

/** Invites `email` and returns the one-time token. */
export async function invite(app: FastifyInstance, who: SignedIn, workspaceId: string, email: string, role = 'member') {
  const response = await call(app, who, 'POST', `/api/v1/workspaces/${workspaceId}/invitations`, { email, role });
  return created<{ id: string; token: string; acceptUrl: string }>(response, 'an invitation');
}

/** `who` joins the workspace through an invitation from `inviter`. */
export async function joinThroughInvitation(app: FastifyInstance, inviter: SignedIn, workspaceId: string, who: SignedIn, role = 'member') {
  const { token } = await invite(app, inviter, workspaceId, who.user.email, role);
  const response = await call(app, who, 'POST', '/api/invitations/accept', { token });
  if (response.statusCode !== 200) throw new Error(`accept answered ${response.statusCode}: ${response.body}`);
}
