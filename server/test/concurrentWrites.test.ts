/**
 * Issue 10: the same write sent 20 times at once ends as one row and 20 answers a client understands,
 * never a 500 from a unique index (delete-then-insert or select-then-insert outside a transaction). Meant
 * for PostgreSQL (DATABASE_URL), where requests really interleave; on PGlite it still checks the outcome.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { workspaceInvitations } from '../src/db/tables/invitations';
import { call, companyForm, createWorkspace } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { PASSWORD, register, type SignedIn, uniqueEmail } from './support/users';

const TIMES = 20;

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((response) => response.statusCode);

describe('the same write 20 times at once', () => {
  let database: Database;
  let app: FastifyInstance;
  let owner: SignedIn;
  let workspaceId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp(database);
    owner = await register(app);
    workspaceId = (await createWorkspace(app, owner, { name: 'Параллельный' })).id;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('invites one e-mail once: every request answers 201 and one open invitation is left, whose link works', async () => {
    const email = uniqueEmail('parallel');
    const responses = await Promise.all(
      Array.from({ length: TIMES }, () =>
        call(app, owner, 'POST', `/api/v1/workspaces/${workspaceId}/invitations`, { email, role: 'member' }),
      ),
    );
    expect(statuses(responses)).toEqual(Array(TIMES).fill(201));
    const open = await database.orm
      .select()
      .from(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.workspaceId, workspaceId),
          eq(workspaceInvitations.email, email),
          isNull(workspaceInvitations.acceptedAt),
        ),
      );
    expect(open).toHaveLength(1);
    const invitee = await register(app, { email });
    const working = responses.map((response) => response.json<{ token: string }>().token);
    const accepted = await Promise.all(working.map((token) => call(app, invitee, 'POST', '/api/invitations/accept', { token })));
    // Only the last link made is alive; the replaced ones are gone (404), the live one works once.
    expect(statuses(accepted).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses(accepted).every((status) => status === 200 || status === 404)).toBe(true);
  });

  it('registers one e-mail once and tells the others it is taken', async () => {
    const email = uniqueEmail('twin');
    const responses = await Promise.all(
      Array.from({ length: TIMES }, () =>
        app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: PASSWORD } }),
      ),
    );
    expect(statuses(responses).filter((status) => status === 201)).toHaveLength(1);
    expect(statuses(responses).filter((status) => status === 409)).toHaveLength(TIMES - 1);
  });

  it('creates one organisation per INN and tells the others the INN is taken', async () => {
    const form = companyForm();
    const responses = await Promise.all(
      Array.from({ length: TIMES }, () => call(app, owner, 'POST', '/api/v1/profile/legal-entities', form)),
    );
    expect(statuses(responses).filter((status) => status === 201)).toHaveLength(1);
    expect(statuses(responses).filter((status) => status === 409)).toHaveLength(TIMES - 1);
  });

  it('adds one user to a workspace once and tells the others they are already a member', async () => {
    const newcomer = await register(app);
    const responses = await Promise.all(
      Array.from({ length: TIMES }, () =>
        call(app, owner, 'POST', `/api/v1/workspaces/${workspaceId}/members`, { userId: newcomer.user.id, role: 'viewer' }),
      ),
    );
    expect(statuses(responses).filter((status) => status === 201)).toHaveLength(1);
    expect(statuses(responses).filter((status) => status === 409)).toHaveLength(TIMES - 1);
  });

  it('creates 20 workspaces of one name, each with its own address', async () => {
    const responses = await Promise.all(
      Array.from({ length: TIMES }, () => call(app, owner, 'POST', '/api/v1/workspaces', { name: 'Одинаковое имя' })),
    );
    expect(statuses(responses)).toEqual(Array(TIMES).fill(201));
    expect(new Set(responses.map((response) => response.json<{ slug: string }>().slug)).size).toBe(TIMES);
  });
});
