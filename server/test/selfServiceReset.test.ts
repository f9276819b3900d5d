import './support/nativeModules';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/database';
import { SELF_SERVICE_RESETS_PER_HOUR } from '../src/passwordReset/selfServiceReset';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, uniqueEmail } from './support/users';

let database: Database;
let app: FastifyInstance;
let sink: SMTPServer;
let smtpPort: number;
const received: Array<{ to: string[]; data: string }> = [];

/** A local SMTP server that keeps what it gets, so the tests read the mail a user would. */
async function startSink(): Promise<number> {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return (sink.server.address() as AddressInfo).port;
}

const smtp = () => ({
  host: '127.0.0.1',
  port: smtpPort,
  secure: false,
  user: undefined,
  password: undefined,
  from: 'Artel <artel@example.test>',
});

beforeAll(async () => {
  smtpPort = await startSink();
  database = await openTestDatabase();
  app = await createTestApp(database, { publicUrl: 'https://artel.example.test', smtp: smtp() });
  await register(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise<void>((resolve) => sink.close(resolve));
});

const ask = (target: FastifyInstance, email: string, address = '10.0.0.1') =>
  target.inject({ method: 'POST', url: '/api/v1/auth/password-reset/request', payload: { email }, remoteAddress: address });

async function mailTo(email: string, count = 1): Promise<Array<{ to: string[]; data: string }>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = received.filter((mail) => mail.to.includes(email));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The mail's text as its reader sees it: a Russian one comes base64-encoded, an English one quoted-printable. */
function mailText(data: string): string {
  const split = data.indexOf('\r\n\r\n');
  const [headers, body] = split < 0 ? ['', data] : [data.slice(0, split), data.slice(split + 4)];
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

function linkIn(data: string): string {
  const text = mailText(data);
  const link = /https:\/\/artel\.example\.test\/auth\/reset\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in ${text}`);
  return link;
}

describe('«Забыли пароль?» (issue 31)', () => {
  it('offers the form only with a mail server and the public address', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/password-reset/options' })).json()).toEqual({ selfService: true });
    const noMail = await createTestApp(database, { publicUrl: 'https://artel.example.test', smtp: undefined });
    const noAddress = await createTestApp(database, { publicUrl: undefined, smtp: smtp() });
    try {
      for (const other of [noMail, noAddress]) {
        expect((await other.inject({ method: 'GET', url: '/api/v1/auth/password-reset/options' })).json()).toEqual({ selfService: false });
        const refused = await ask(other, 'who@example.test');
        expect(refused.statusCode).toBe(404);
        expect(refused.json().error.message).toBe('Сброс пароля по почте не настроен: обратитесь к администратору');
      }
    } finally {
      await noMail.close();
      await noAddress.close();
    }
  });

  it('answers the same for an unknown address as for a known one, and mails only the account', async () => {
    const user = await register(app, { name: 'Вера' });
    const unknown = uniqueEmail('nobody');
    const forUnknown = await ask(app, unknown, '10.0.1.1');
    const forKnown = await ask(app, user.user.email.toUpperCase(), '10.0.1.2');
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.body).toBe(forKnown.body);
    const [mail] = await mailTo(user.user.email);
    expect(mailText(mail!.data)).toContain('Здравствуйте, Вера!');
    expect(linkIn(mail!.data)).toMatch(/^https:\/\/artel\.example\.test\/auth\/reset\?token=/);
    expect(received.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it('sets a new password once with the link and ends every other sign-in', async () => {
    const user = await register(app);
    await ask(app, user.user.email, '10.0.2.1');
    const [mail] = await mailTo(user.user.email);
    const token = new URL(linkIn(mail!.data)).searchParams.get('token')!;

    const reset = (password: string) => app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { token, password } });
    const tooShort = await reset('short');
    expect(tooShort.statusCode).toBe(400);
    expect((await reset('brand new secret')).statusCode).toBe(200);
    const again = await reset('another new secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('reset_token_invalid');

    const refreshed = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token: user.refresh_token } });
    expect(refreshed.statusCode).toBe(401);
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.user.email, password } });
    expect((await login('brand new secret')).statusCode).toBe(200);
    expect((await login('another new secret')).statusCode).toBe(401);
  });

  it(`mails one address at most ${SELF_SERVICE_RESETS_PER_HOUR} links an hour, answering the same all the while`, async () => {
    const user = await register(app);
    const answers = [];
    for (let i = 0; i <= SELF_SERVICE_RESETS_PER_HOUR; i += 1) answers.push((await ask(app, user.user.email, `10.0.3.${i}`)).statusCode);
    expect(answers).toEqual(Array(SELF_SERVICE_RESETS_PER_HOUR + 1).fill(202));
    expect(await mailTo(user.user.email, SELF_SERVICE_RESETS_PER_HOUR)).toHaveLength(SELF_SERVICE_RESETS_PER_HOUR);
    // The one over the limit would have arrived by now, right behind the others.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.filter((m) => m.to.includes(user.user.email))).toHaveLength(SELF_SERVICE_RESETS_PER_HOUR);
  });

  it('limits requests from one client address (429), whatever the e-mail', async () => {
    const limited = await createTestApp(database, {
      publicUrl: 'https://artel.example.test',
      smtp: smtp(),
      rateLimit: { windowMs: 60_000, login: 1000, register: 1000, refresh: 1000, errorReports: 1000, passwordResetRequest: 2 },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await ask(limited, uniqueEmail('flood'), '10.0.4.1')).statusCode);
      expect(statuses).toEqual([202, 202, 429]);
      expect((await ask(limited, uniqueEmail('flood'), '10.0.4.2')).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
