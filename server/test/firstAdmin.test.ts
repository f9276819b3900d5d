import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

it('makes exactly one admin when the first sign-ups of an instance arrive at once', async () => {
  const signedUp = await Promise.all(Array.from({ length: 6 }, () => register(app)));
  expect(signedUp.filter((result) => result.user.role === 'admin')).toHaveLength(1);
  expect(new Set(signedUp.map((result) => result.user.preferredWorkspaceId)).size).toBe(6);
  expect((await register(app)).user.role).toBe('user');
});
