import './support/nativeModules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { resolveJwtSecret } from '../src/auth/jwtSecret';
import type { Database } from '../src/db/database';
import { DataDirInUseError, lockDataDir } from '../src/db/dataDirLock';
import { openPgliteDatabase } from '../src/db/pglite';
import { testConfig } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, register } from './support/users';

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-data-'));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const inUse = (dir: string) => `Data directory ${dir} is in use by another Artel process`;

describe('the data directory lock', () => {
  it('refuses a second holder with a clear message until the first releases it', async () => {
    const release = await lockDataDir(dataDir, () => undefined);
    await expect(lockDataDir(dataDir, () => undefined)).rejects.toThrow(inUse(dataDir));
    await expect(openPgliteDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    const again = await lockDataDir(dataDir, () => undefined);
    await again();
  });

  // A fresh embedded database (initdb, the core's and every module's migrations) and a restart: slow on a busy machine.
  it('makes a second server on the same DATA_DIR refuse to start, and keeps sessions across a restart', async () => {
    const config = testConfig({ dataDir, databaseUrl: undefined, jwtSecret: undefined });
    const running: FastifyInstance[] = [];
    try {
      const first = await buildApp({ config });
      running.push(first);
      await expect(buildApp({ config })).rejects.toThrow(inUse(dataDir));
      const signedUp = await register(first);
      expect((await first.inject({ method: 'GET', url: '/api/v1/health' })).json().database).toBe('pglite');
      await running.pop()?.close();

      const restarted = await buildApp({ config });
      running.push(restarted);
      const me = await restarted.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(signedUp.access_token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.id).toBe(signedUp.user.id);
    } finally {
      for (const app of running) await app.close();
    }
  }, 90_000);
});

describe('the generated JWT secret', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('is generated once and kept (DATA_DIR/secret, mode 600, or the settings table on PostgreSQL)', async () => {
    const config = testConfig({ dataDir, jwtSecret: undefined });
    const secret = await resolveJwtSecret(config, database);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(config, database)).toBe(secret);
    if (database.kind === 'pglite') {
      const file = path.join(dataDir, 'secret');
      expect(fs.readFileSync(file, 'utf8')).toBe(secret);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } else {
      expect(fs.existsSync(path.join(dataDir, 'secret'))).toBe(false);
    }
  });

  it('is JWT_SECRET when that is set', async () => {
    const config = testConfig({ dataDir, jwtSecret: 'a-configured-secret-of-at-least-32-chars' });
    expect(await resolveJwtSecret(config, database)).toBe('a-configured-secret-of-at-least-32-chars');
  });
});
