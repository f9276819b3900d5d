import './nativeModules';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';

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
