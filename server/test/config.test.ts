import path from 'node:path';
import { loadConfig } from '../src/config';
import { repoRoot } from '../src/paths';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      staticDir: path.join(repoRoot, 'build/public'),
      extraModulesDir: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 30 * 24 * 3600,
      refreshTokenGrace: 10,
      rateLimit: { windowMs: 60_000, login: 10, register: 10, refresh: 30, errorReports: 30 },
      trustProxy: false,
      avatarLookup: false,
      devScriptOrigins: [],
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/artel',
      DATABASE_URL: 'postgres://artel@db/artel',
      JWT_SECRET: 'x'.repeat(40),
      STATIC_DIR: '/srv/public',
      EXTRA_MODULES_DIR: '/srv/modules',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '3600',
      REFRESH_TOKEN_GRACE: '5',
      RATE_LIMIT_WINDOW: '10',
      RATE_LIMIT_LOGIN: '5',
      TRUST_PROXY: 'true',
      AVATAR_LOOKUP: 'true',
      DEV_SCRIPT_ORIGINS: 'http://localhost:8500, https://dev.example.test/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/artel',
      databaseUrl: 'postgres://artel@db/artel',
      jwtSecret: 'x'.repeat(40),
      staticDir: '/srv/public',
      extraModulesDir: '/srv/modules',
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      refreshTokenGrace: 5,
      rateLimit: { windowMs: 10_000, login: 5 },
      trustProxy: true,
      avatarLookup: true,
      devScriptOrigins: ['http://localhost:8500', 'https://dev.example.test'],
    });
  });

  it('treats an empty DATABASE_URL as unset, so PGlite is used', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be an integer'],
    [{ ACCESS_TOKEN_TTL: '0' }, 'ACCESS_TOKEN_TTL must be an integer from 1'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ DEV_SCRIPT_ORIGINS: 'http://localhost:8500/modules' }, 'DEV_SCRIPT_ORIGINS must list http(s) origins'],
    [{ DEV_SCRIPT_ORIGINS: "'unsafe-inline'" }, 'DEV_SCRIPT_ORIGINS must list http(s) origins'],
    [{ REFRESH_TOKEN_GRACE: '-1' }, 'REFRESH_TOKEN_GRACE must be an integer from 0'],
  ])('refuses %j', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(problem);
  });
});
