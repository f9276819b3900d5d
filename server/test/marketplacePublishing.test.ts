/**
 * Issue 10: publishing needs the developer permission a platform admin grants; the ids of core and bundled
 * modules are refused; a published module stays out of everyone else's catalogue until a platform admin
 * approves it; every catalogue entry carries its definition's path (SPEC §3).
 */
import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { type Caller, createMarketplaceApp, newCaller, systemBundle, writeModuleDescriptors } from './support/marketplaceFixtures';
import { openTestDatabase } from './support/testDatabase';

const SETUP_TIMEOUT_MS = 30_000;

let database: Database;
let app: FastifyInstance;
let admin: Caller;
let developer: Caller;
let colleague: Caller;

const manifest = (id: string, version = '1.0.0') => ({ id, name: `Module ${id}`, version, path: `/modules/${id}`, category: 'tools' });

const publish = (caller: Caller, id: string, version?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/marketplace/developer/modules',
    headers: { ...caller.headers, 'accept-language': 'en' },
    payload: { manifest: manifest(id, version), bundle: systemBundle(id) },
  });

const marketplace = (caller: Caller, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/marketplace${url}`,
    headers: { ...caller.headers, 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });

const catalogIds = async (caller: Caller) =>
  (await marketplace(caller, 'GET', '/modules')).json<{ modules: Array<{ id: string }> }>().modules.map((module) => module.id);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createMarketplaceApp(database, writeModuleDescriptors([{ id: 'board', dependencies: ['workspace'] }]));
  // The first account of an instance is its platform administrator.
  admin = await newCaller(app, 'Администратор');
  developer = await newCaller(app, 'Разработчица');
  colleague = await newCaller(app, 'Коллега');
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the developer permission', () => {
  it('refuses to publish without it, in the caller language, and stores nothing', async () => {
    const response = await publish(developer, 'early-bird');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'developer_permission_required', message: expect.stringContaining('developer') });
    expect((await marketplace(admin, 'GET', '/admin/modules')).json().modules.map((module: { id: string }) => module.id)).not.toContain(
      'early-bird',
    );
  });

  it('is granted and revoked by a platform admin only', async () => {
    expect((await marketplace(colleague, 'POST', '/admin/developers', { email: colleague.signedIn.user.email })).statusCode).toBe(403);
    expect((await marketplace(colleague, 'GET', '/admin/developers')).statusCode).toBe(403);
    const granted = await marketplace(admin, 'POST', '/admin/developers', { email: developer.signedIn.user.email.toUpperCase() });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().developers).toContainEqual(expect.objectContaining({ id: developer.signedIn.user.id, isDeveloper: true }));
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: developer.headers });
    expect(me.json().user.permissions).toContain('marketplace.publish');
    expect((await marketplace(admin, 'POST', '/admin/developers', { email: 'nobody@example.test' })).statusCode).toBe(404);
  });
});

describe('module ids', () => {
  it.each(['auth', 'workspace', 'kanban', 'contragents', 'wiki', 'telegram'])('refuses the platform module id %s', async (id) => {
    const response = await publish(developer, id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'module_id_reserved',
      message: `The id "${id}" belongs to a platform module: choose another one`,
    });
  });

  it('refuses the id of a bundled module of this build', async () => {
    expect((await publish(developer, 'board')).statusCode).toBe(403);
  });

  it('only warns about a reserved prefix', async () => {
    const response = await publish(developer, 'core-helper');
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings.join(' ')).toContain('core');
  });
});

describe('approval', () => {
  it('keeps a new module in its publisher catalogue only, until a platform admin approves it', async () => {
    expect((await publish(developer, 'team-notes')).statusCode).toBe(201);
    expect(await catalogIds(developer)).toContain('team-notes');
    expect(await catalogIds(colleague)).not.toContain('team-notes');
    expect((await marketplace(colleague, 'GET', '/modules/team-notes')).statusCode).toBe(404);
    expect((await marketplace(colleague, 'POST', '/modules/team-notes/enable', {})).statusCode).toBe(404);
    const pending = (await marketplace(admin, 'GET', '/admin/modules'))
      .json()
      .modules.find((module: { id: string }) => module.id === 'team-notes');
    expect(pending).toMatchObject({ approved: false });

    expect((await marketplace(developer, 'POST', '/admin/modules/team-notes/approve')).statusCode).toBe(403);
    const approved = await marketplace(admin, 'POST', '/admin/modules/team-notes/approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().module).toMatchObject({ id: 'team-notes', approved: true });
    expect(await catalogIds(colleague)).toContain('team-notes');
    expect((await marketplace(colleague, 'POST', '/modules/team-notes/enable', {})).statusCode).toBe(200);
  });

  it('keeps an approved module approved across its next versions', async () => {
    expect((await publish(developer, 'team-notes', '1.1.0')).statusCode).toBe(201);
    expect((await marketplace(colleague, 'GET', '/modules/team-notes')).json().module).toMatchObject({ version: '1.1.0', approved: true });
  });

  it('stops a revoked developer from publishing', async () => {
    const revoked = await marketplace(admin, 'DELETE', `/admin/developers/${developer.signedIn.user.id}`);
    expect(revoked.statusCode).toBe(200);
    expect((await publish(developer, 'team-notes', '1.2.0')).statusCode).toBe(403);
  });
});

describe('GET /marketplace/modules/{id}', () => {
  it.each(['board', 'team-notes'])('carries the definition path of %s at the top level', async (id) => {
    const response = await marketplace(colleague, 'GET', `/modules/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().module).toMatchObject({ id, name: expect.any(String), version: expect.any(String), path: `/modules/${id}` });
  });
});
