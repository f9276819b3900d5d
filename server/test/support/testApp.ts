import './nativeModules';
import os from 'node:os';
import path from 'node:path';
import type { ServerModule } from '@artel/sdk/server';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from './testDatabase';

export const fixturesDir = path.join(__dirname, '..', 'fixtures');

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Production defaults with test-sized costs: cheap password hashes, limits no ordinary test reaches. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const defaults = loadConfig({});
  return {
    ...defaults,
    dataDir: path.join(os.tmpdir(), 'artel-server-tests-unused'),
    jwtSecret: TEST_JWT_SECRET,
    staticDir: path.join(fixturesDir, 'public'),
    extraModulesDir: path.join(fixturesDir, 'extra-modules'),
    passwordHashCost: 10,
    ...overrides,
    rateLimit: { ...defaults.rateLimit, login: 1000, register: 1000, refresh: 1000, errorReports: 1000, ...overrides.rateLimit },
  };
}

export function createTestApp(database: Database, overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(overrides), database });
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Closes the app, then its database. */
  close(): Promise<void>;
}

/**
 * What a server test file starts from: one empty migrated database (testDatabase.ts) and the app over it.
 * `let server: TestServer; beforeAll(async () => ({ app } = server = await startTestServer()));
 * afterAll(() => server.close());`
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: { serverModules?: ServerModule[] } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  try {
    const app = await buildApp({ config: testConfig(overrides), database, ...options });
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
