import './support/nativeModules';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/auth/passwords';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { concealConfiguredSecrets } from '../src/logging/configuredSecrets';
import { concealSecret } from '../src/logging/knownSecrets';
import { redactUrl, scrubSecrets } from '../src/logging/loggerOptions';
import { serializeErrorSafely } from '../src/logging/safeError';
import { testConfig } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { bearer, PASSWORD, register, uniqueEmail } from './support/users';

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    logger: { level: 'debug', destination: { write: (line: string) => lines.push(line) } },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const log = () => lines.join('');

/** Runs a query that PostgreSQL refuses and logs its error the way the error handler does. */
async function failAndLog(query: () => Promise<unknown>): Promise<void> {
  try {
    await query();
  } catch (error) {
    app.log.error({ err: error }, 'request failed');
    return;
  }
  throw new Error('the query was expected to fail');
}

describe('server logs carry no secrets (issue 10)', () => {
  it('keeps passwords, hashes and tokens out of a run that includes failing queries', async () => {
    const signedUp = await register(app);
    const [stored] = await database.orm.select({ hash: users.passwordHash }).from(users).where(eq(users.id, signedUp.user.id));
    const knownHash = await hashPassword('another secret password', 10);

    // A NUL in a string reaches the driver (until the boundary refuses it) and fails there.
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: uniqueEmail(), password: PASSWORD, name: 'Анна\u0000' },
    });
    // The same class, straight at the database: the failed query's parameters hold the hash.
    await failAndLog(() => database.orm.insert(users).values({ email: uniqueEmail(), name: 'nul\u0000', passwordHash: knownHash }));
    // A check violation: PostgreSQL's detail quotes the whole failing row, hash included.
    await failAndLog(() =>
      database.orm.execute(sql`insert into users (email, name, password_hash, role) values (${uniqueEmail()}, 'x', ${knownHash}, 'bogus')`),
    );
    // A unique violation quotes the key.
    await failAndLog(() => database.orm.insert(users).values({ email: signedUp.user.email, name: 'dup', passwordHash: knownHash }));

    await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(signedUp.access_token) });
    await app.inject({ method: 'GET', url: `/api/v1/notifications/ws?token=${signedUp.access_token}` });
    const refreshed = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: signedUp.refresh_token } });
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: refreshed.json().refresh_token } });
    app.log.info({ user: { passwordHash: stored!.hash }, telegram: { botToken: '123456:ABC-secret' } }, 'an object with secrets in it');

    const output = log();
    for (const secret of [
      PASSWORD,
      stored!.hash,
      knownHash,
      signedUp.access_token,
      signedUp.refresh_token,
      refreshed.json().refresh_token,
      '123456:ABC-secret',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/scrypt\$\d/);
    expect(output).not.toContain('Failing row contains');
    // The failures are still there to debug: what failed, on which query, with which code.
    expect(output).toContain('Failed query: insert into \\"users\\"');
    expect(output).toContain('params: [redacted]');
    expect(output).toContain('"code":"23514"');
  });
});

describe('known secret values never reach the log, whatever their shape (issue 26)', () => {
  it('redacts a concealed value in a message, an object field, an error and a URL, at debug level too', async () => {
    const secret = 'plain-looking value 4f1c';
    concealSecret(secret);
    const before = lines.length;
    app.log.debug(`connecting with ${secret} now`);
    app.log.info({ integration: { settings: { note: `key=${secret}` } } }, 'integration saved');
    app.log.error({ err: new Error(`the provider refused ${secret}`) }, 'provider call failed');
    app.log.warn({ url: `https://api.example.test/hooks/${encodeURIComponent(secret)}?x=1` }, 'webhook answered 500');
    await app.inject({ method: 'GET', url: `/api/v1/no-such-route/${encodeURIComponent(secret)}` });

    const output = lines.slice(before).join('');
    expect(output).toContain('connecting with [redacted] now');
    expect(output).toContain('key=[redacted]');
    expect(output).toContain('the provider refused [redacted]');
    expect(output).toContain('https://api.example.test/hooks/[redacted]?x=1');
    expect(output).toContain('/api/v1/no-such-route/[redacted]');
    for (const form of [secret, encodeURIComponent(secret), 'value 4f1c']) expect(output).not.toContain(form);
  });

  it('redacts a value with quotes and backslashes as the JSON line writes it', () => {
    const secret = 'p"a\\ss\'word';
    concealSecret(secret);
    const before = lines.length;
    app.log.info({ field: secret }, `said ${secret}`);
    const output = lines.slice(before).join('');
    expect(output).not.toContain(JSON.stringify(secret).slice(1, -1));
    expect(JSON.parse(output)).toMatchObject({ field: '[redacted]', msg: 'said [redacted]' });
  });

  it("redacts the platform's own signing key", () => {
    const before = lines.length;
    app.log.debug(`the key is ${app.serverSecret}`);
    expect(lines.slice(before).join('')).toContain('the key is [redacted]');
  });

  it('redacts the passwords of the configuration: SMTP and the database URL, as written and decoded', () => {
    const config = testConfig({
      databaseUrl: 'postgres://artel:db%2Fpass%40word@db.example.test:5432/artel',
      smtp: { host: 'mail.example.test', port: 587, secure: false, user: 'artel', password: 'smtp-pass-1234', from: 'a@example.test' },
    });
    concealConfiguredSecrets(config, 'a-server-secret-of-some-length');
    expect(scrubSecrets('login smtp-pass-1234 failed')).toBe('login [redacted] failed');
    expect(scrubSecrets('db db/pass@word refused')).toBe('db [redacted] refused');
    expect(scrubSecrets('url postgres://artel:db%2Fpass%40word@db')).toBe('url postgres://artel:[redacted]@db');
  });

  it('leaves short values alone: under 8 characters they would garble ordinary text', () => {
    concealSecret('user');
    expect(scrubSecrets('the user signed in')).toBe('the user signed in');
  });
});

describe('log redaction pieces', () => {
  it('strips drizzle params from message and stack, and value-bearing fields, down the cause chain', () => {
    const cause = Object.assign(new Error('invalid byte sequence'), { code: '22021', detail: 'Failing row contains (scrypt$1$2$3$a$b)' });
    const error = Object.assign(new Error('Failed query: insert into users values ($1, $2)\nparams: anna,scrypt$15$8$1$salt$key'), {
      query: 'insert into users values ($1, $2)',
      params: ['anna', 'scrypt$15$8$1$salt$key'],
      cause,
    });
    const serialized = serializeErrorSafely(error);
    expect(serialized.message).toBe('Failed query: insert into users values ($1, $2)\nparams: [redacted]');
    expect(serialized.stack).toMatch(/^Error: Failed query: insert into users values \(\$1, \$2\)\nparams: \[redacted\]\n\s+at /);
    expect(serialized.params).toBe('[redacted]');
    expect(serialized.cause).toMatchObject({ message: 'invalid byte sequence', code: '22021', detail: '[redacted]' });
    expect(JSON.stringify(serialized)).not.toContain('scrypt$');
  });

  it('redacts credentials in URLs and secret-shaped strings in any line', () => {
    expect(redactUrl('/api/v1/notifications/ws?token=abc.def&workspace_id=w1')).toBe(
      '/api/v1/notifications/ws?token=[redacted]&workspace_id=w1',
    );
    expect(scrubSecrets('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [redacted]');
    expect(scrubSecrets('hash scrypt$15$8$1$c2FsdA$a2V5 end')).toBe('hash scrypt$[redacted] end');
    expect(scrubSecrets('jwt eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl end')).toBe('jwt [redacted jwt] end');
    expect(scrubSecrets('POST https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1/sendMessage failed')).toBe(
      'POST https://api.telegram.org/bot[redacted bot token]/sendMessage failed',
    );
    const longToken = `1234567890:${'AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1-_xyz9'.padEnd(46, 'Q')}`;
    expect(longToken.split(':')[1]).toHaveLength(46);
    expect(scrubSecrets(`token ${longToken} rejected`)).toBe('token [redacted bot token] rejected');
  });
});
