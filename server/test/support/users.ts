import type { FastifyInstance } from 'fastify';

export const PASSWORD = 'correct horse battery';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${Date.now()}@example.test`;
}

export interface SignedIn {
  user: {
    id: string;
    name: string;
    email: string;
    role: string;
    permissions: string[];
    preferredLegalEntityId: string | null;
    preferredWorkspaceId: string | null;
  };
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export async function register(app: FastifyInstance, body: Record<string, unknown> = {}): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: uniqueEmail(), password: PASSWORD, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return response.json<SignedIn>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
