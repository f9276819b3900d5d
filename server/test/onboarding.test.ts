import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { call, createLegalEntity, createWorkspace, invite } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  // The instance's first account is its platform admin; the tests' users are ordinary ones.
  await register(app);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the first-run checklist (issue 31)', () => {
  it('starts with nothing done: the personal workspace and its default modules do not count', async () => {
    const anna = await register(app);
    const response = await call(app, anna, 'GET', '/api/v1/onboarding');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      steps: { organisation: false, workspace: false, invite: false, module: false },
      inviteWorkspaceId: null,
      dismissed: false,
    });
  });

  it('ticks each step from what the user really did', async () => {
    const anna = await register(app);
    const state = async () => (await call(app, anna, 'GET', '/api/v1/onboarding')).json();

    await createLegalEntity(app, anna);
    expect((await state()).steps).toEqual({ organisation: true, workspace: false, invite: false, module: false });

    const workspace = await createWorkspace(app, anna, { name: 'Склад' });
    expect(await state()).toMatchObject({ steps: { workspace: true, invite: false, module: false }, inviteWorkspaceId: workspace.id });

    await invite(app, anna, workspace.id, 'boris@example.test');
    expect((await state()).steps.invite).toBe(true);

    const enabled = await call(app, anna, 'POST', '/api/v1/marketplace/modules/hello/enable', { workspaceId: workspace.id });
    expect(enabled.statusCode).toBe(200);
    expect(await state()).toEqual({
      steps: { organisation: true, workspace: true, invite: true, module: true },
      inviteWorkspaceId: workspace.id,
      dismissed: false,
    });
  });

  it('counts a workspace joined by invitation, but offers invitations only where the user may send them', async () => {
    const owner = await register(app);
    const boris = await register(app);
    const workspace = await createWorkspace(app, owner);
    const { token } = await invite(app, owner, workspace.id, boris.user.email, 'viewer');
    expect((await call(app, boris, 'POST', '/api/invitations/accept', { token })).statusCode).toBe(200);
    expect((await call(app, boris, 'GET', '/api/v1/onboarding')).json()).toMatchObject({
      steps: { workspace: true, invite: false },
      inviteWorkspaceId: null,
    });
  });

  it('stays hidden once dismissed, for that user only, and dismissing again is no error', async () => {
    const anna = await register(app);
    const boris = await register(app);
    const dismissed = await call(app, anna, 'POST', '/api/v1/onboarding/dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().dismissed).toBe(true);
    expect((await call(app, anna, 'POST', '/api/v1/onboarding/dismiss')).statusCode).toBe(200);
    expect((await call(app, anna, 'GET', '/api/v1/onboarding')).json().dismissed).toBe(true);
    expect((await call(app, boris, 'GET', '/api/v1/onboarding')).json().dismissed).toBe(false);
  });

  it('answers nobody who is not signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/onboarding' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/onboarding/dismiss' })).statusCode).toBe(401);
  });
});
