import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignedInUserCache } from '../src/auth/signedInUsers';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgres';
import { users } from '../src/db/schema';
import type { UserRow } from '../src/users/userSchema';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';
import { type SignedIn, bearer, register } from './support/users';

/** Registers a user and makes them an instance admin before they sign in anywhere. */
async function registerAdmin(app: FastifyInstance): Promise<SignedIn> {
  const admin = await register(app);
  await app.db.orm.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

const adminList = (app: FastifyInstance, who: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: bearer(who.access_token) });

describe('the signed-in user kept in memory', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp(database);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('takes an admin right away at once, on the very next request', async () => {
    const chief = await registerAdmin(app);
    const deputy = await registerAdmin(app);
    expect((await adminList(app, deputy)).statusCode).toBe(200);
    const demoted = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${deputy.user.id}`,
      headers: bearer(chief.access_token),
      payload: { role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await adminList(app, deputy)).statusCode).toBe(403);
  });

  it('shows a renamed user their new name on the next request', async () => {
    const user = await register(app, { name: 'Анна' });
    const me = () => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(user.access_token) });
    expect((await me()).json().user.name).toBe('Анна');
    const renamed = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: bearer(user.access_token),
      payload: { name: 'Анна Петрова' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me()).json().user.name).toBe('Анна Петрова');
  });
});

describe('SignedInUserCache', () => {
  const row = (name: string) => ({ id: 'u', name }) as UserRow;

  it('reads once while kept, and afresh after forget or once the time is up', async () => {
    let now = 0;
    let reads = 0;
    const cache = new SignedInUserCache(
      async () => row(`v${++reads}`),
      () => now,
    );
    expect((await cache.get('u'))?.name).toBe('v1');
    expect((await cache.get('u'))?.name).toBe('v1');
    cache.forget('u');
    expect((await cache.get('u'))?.name).toBe('v2');
    now += 60_000;
    expect((await cache.get('u'))?.name).toBe('v3');
  });

  it('does not keep a row read before a write that forgot it', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const cache = new SignedInUserCache(async () => {
      reads += 1;
      if (reads === 1) await slow;
      return row(reads === 1 ? 'before' : 'after');
    });
    const inFlight = cache.get('u');
    cache.forget('u');
    release();
    expect((await inFlight)?.name).toBe('before');
    expect((await cache.get('u'))?.name).toBe('after');
  });
});

const url = testDatabaseUrl();
const onPostgres = url ? describe : describe.skip;

onPostgres('the signed-in user kept in memory on two instances of one PostgreSQL', () => {
  let databases: Database[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    databases = [await openTestDatabase(), await openPostgresDatabase(url!)];
    first = await createTestApp(databases[0]!, { databaseUrl: url });
    second = await createTestApp(databases[1]!, { databaseUrl: url });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await Promise.all(databases.map((database) => database.close()));
  });

  it('refuses on the second instance an admin right taken away on the first, as soon as the signal arrives', async () => {
    const chief = await registerAdmin(first);
    const deputy = await registerAdmin(first);
    expect((await adminList(second, deputy)).statusCode).toBe(200);
    const demoted = await first.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${deputy.user.id}`,
      headers: bearer(chief.access_token),
      payload: { role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    // Well inside the few seconds a row is kept: it is the signal, not the time running out, that drops it.
    const deadline = Date.now() + 1500;
    while ((await adminList(second, deputy)).statusCode !== 403) {
      if (Date.now() > deadline) throw new Error('the second instance still serves the old admin right');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
