import './support/nativeModules';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../src/db/database';
import { call } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, type SignedIn } from './support/users';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let database: Database;
let app: FastifyInstance;
let sink: SMTPServer;
let admin: SignedIn;
const received: Received[] = [];

/** A local SMTP server that accepts everything and keeps the messages, so the test reads what a user would get. */
async function startSink(): Promise<number> {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return (sink.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const port = await startSink();
  database = await openTestDatabase();
  app = await createTestApp(database, {
    publicUrl: 'https://artel.example.test',
    smtp: { host: '127.0.0.1', port, secure: false, user: undefined, password: undefined, from: 'Artel <artel@example.test>' },
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise<void>((resolve) => sink.close(resolve));
});

it('e-mails the reset link when SMTP is configured, in the user’s language, and the link works', async () => {
  admin = await register(app);
  const user = await register(app, { name: 'Пётр' });
  await call(app, user, 'PUT', '/api/v1/profile', { language: 'en' });

  const issued = await call(app, admin, 'POST', `/api/v1/admin/users/${user.user.id}/password-reset`);
  expect(issued.json()).toMatchObject({ emailed: true });
  expect(received).toHaveLength(1);
  const mail = received[0]!;
  expect(mail.to).toEqual([user.user.email]);
  expect(mail.from).toBe('artel@example.test');
  const unfolded = mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(unfolded).toContain('To set a new password, open this link');
  const link = /https:\/\/artel\.example\.test\/auth\/reset\?token=[\w-]+/.exec(unfolded)?.[0];
  expect(link).toBeDefined();
  expect(link).toContain(issued.json().path);

  const token = new URL(link!).searchParams.get('token')!;
  const reset = await app.inject({ method: 'POST', url: '/api/v1/auth/password-reset', payload: { token, password: 'mailed new pass' } });
  expect(reset.statusCode).toBe(200);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.user.email, password: 'mailed new pass' },
  });
  expect(login.statusCode).toBe(200);
});

it('still gives the admin the link when the mail server cannot be reached', async () => {
  const unreachable = await createTestApp(database, {
    smtp: { host: '127.0.0.1', port: 1, secure: false, user: undefined, password: undefined, from: 'a@example.test' },
  });
  try {
    const user = await register(unreachable);
    const issued = await call(unreachable, admin, 'POST', `/api/v1/admin/users/${user.user.id}/password-reset`, undefined, {
      'accept-language': 'en',
    });
    expect(issued.statusCode).toBe(201);
    expect(issued.json()).toMatchObject({ emailed: false, mailError: 'The link was created, but the e-mail could not be sent' });
  } finally {
    await unreachable.close();
  }
});
