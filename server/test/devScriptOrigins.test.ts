/**
 * Issue 27: a platform administrator allows a module developer's script origin at run time, and the page's
 * Content-Security-Policy names it on the next load, without a restart; nobody else can.
 */
import './support/nativeModules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, register } from './support/users';

let database: Database;
let staticDir: string;
let app: FastifyInstance;
let admin: Record<string, string>;
let workspaceOwner: Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-dev-origins-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><body><script>start()</script></body></html>');
  app = await createTestApp(database, { staticDir, devScriptOrigins: ['http://localhost:8500'] });
  const adminAccount = await register(app);
  await app.db.orm.update(users).set({ role: 'admin' }).where(eq(users.id, adminAccount.user.id));
  await app.signedInUsers.changed(adminAccount.user.id);
  admin = bearer(adminAccount.access_token);
  const owner = await register(app);
  expect(owner.user.role).toBe('user');
  workspaceOwner = bearer(owner.access_token);
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const scriptSources = async () => {
  const policy = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
  return (
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1) ?? []
  );
};

const saveOrigins = (headers: Record<string, string>, devScriptOrigins: string[], locale = 'en') =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/admin/settings',
    headers: { ...headers, 'accept-language': locale },
    payload: { devScriptOrigins },
  });

describe('developer script origins as an instance setting', () => {
  it('adds the origins the admin allows to the page’s script-src on the next load, beside DEV_SCRIPT_ORIGINS', async () => {
    expect(await scriptSources()).not.toContain('https://dev.example.test:9000');

    const saved = await saveOrigins(admin, [' https://dev.example.test:9000/ ', 'http://127.0.0.1:8500', 'http://127.0.0.1:8500']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().devScriptOrigins).toEqual(['https://dev.example.test:9000', 'http://127.0.0.1:8500']);
    expect(await scriptSources()).toEqual(
      expect.arrayContaining(['http://localhost:8500', 'https://dev.example.test:9000', 'http://127.0.0.1:8500']),
    );
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: admin })).json().devScriptOrigins).toEqual([
      'https://dev.example.test:9000',
      'http://127.0.0.1:8500',
    ]);

    expect((await saveOrigins(admin, [])).statusCode).toBe(200);
    expect(await scriptSources()).not.toContain('https://dev.example.test:9000');
    expect(await scriptSources()).toContain('http://localhost:8500');
  });

  it.each([["'unsafe-inline'"], ['http://localhost:8500/modules'], ['ftp://localhost:8500'], ['*']])(
    'refuses %s, which is not an http(s) origin',
    async (origin) => {
      const refused = await saveOrigins(admin, [origin], 'ru');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain('не источник скриптов');
      expect(await scriptSources()).not.toContain(origin);
    },
  );

  it('answers 403 to anyone but a platform administrator', async () => {
    expect((await saveOrigins(workspaceOwner, ['http://localhost:9999'])).statusCode).toBe(403);
    expect(await scriptSources()).not.toContain('http://localhost:9999');
  });
});
