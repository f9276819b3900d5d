import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { type Caller, createMarketplaceApp, newCaller, writeModuleDescriptors } from './support/marketplaceFixtures';
import { openTestDatabase } from './support/testDatabase';
import { bearer } from './support/users';

/** Opening a database and building the app takes seconds when the two cores are shared with other runs. */
const SETUP_TIMEOUT_MS = 30_000;

let database: Database;
let app: FastifyInstance;
let owner: Caller;

const board = {
  id: 'board',
  name: 'Доски',
  description: 'Task boards with columns',
  tags: ['tasks', 'Kanban'],
  icon: 'th',
  color: 'blue',
  category: 'Productivity',
  author: 'Artel team',
  dependencies: ['workspace'],
  requiredPermissions: ['board.view'],
  config: [{ key: 'maxCards', type: 'number', default: 100, min: 1, max: 500 }],
  changelog: [{ version: '1.0.0', date: '2025-01-01', changes: ['First release'] }],
  navigationItem: { id: 'board', path: 'boards', title: 'Boards', icon: 'th', position: 50 },
  translations: { en: { name: 'Boards', changelog: { '1.0.0': ['The first release'] } }, de: { name: 'Tafeln' } },
};

beforeAll(async () => {
  database = await openTestDatabase();
  const staticDir = writeModuleDescriptors([
    board,
    { id: 'chat', name: 'Chat', description: 'Messages', category: 'communication', dependencies: ['auth', 'workspace'] },
    { id: 'atlas', name: 'Atlas', description: 'Maps of everything' },
  ]);
  app = await createMarketplaceApp(database, staticDir);
  owner = await newCaller(app);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/v1/marketplace${url}`, headers });
const ids = (response: { json(): { modules: Array<{ id: string }> } }) => response.json().modules.map((module) => module.id);

describe('GET /marketplace/modules', () => {
  it('lists every built module sorted by name (Russian collation: Cyrillic first), with the catalog fields of SPEC §3', async () => {
    const response = await get('/modules', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual(['board', 'atlas', 'chat']);
    expect(response.json().modules[0]).toEqual({
      id: 'board',
      name: 'Доски',
      version: '1.0.0',
      path: '/modules/board',
      latestVersion: '1.0.0',
      description: 'Task boards with columns',
      tags: ['tasks', 'Kanban'],
      icon: 'th',
      color: 'blue',
      category: 'productivity',
      author: 'Artel team',
      source: 'bundled',
      blocked: false,
      approved: true,
      dependencies: ['workspace'],
      requiredPermissions: ['board.view'],
      config: [{ key: 'maxCards', type: 'number', default: 100, min: 1, max: 500 }],
      changelog: [{ version: '1.0.0', date: '2025-01-01', changes: ['First release'] }],
      definition: {
        id: 'board',
        name: 'Доски',
        version: '1.0.0',
        path: '/modules/board',
        description: 'Task boards with columns',
        tags: ['tasks', 'Kanban'],
        icon: 'th',
        color: 'blue',
        dependencies: ['workspace'],
        requiredPermissions: ['board.view'],
        config: [{ key: 'maxCards', type: 'number', default: 100, min: 1, max: 500 }],
        navigationItem: { id: 'board', path: 'boards', title: 'Boards', icon: 'th', position: 50 },
      },
      installed: false,
      enabled: false,
      installedVersion: null,
      updateAvailable: false,
    });
  });

  it("gives the name, description and changelog in the reader's language when the manifest translates them", async () => {
    const inLanguage = async (language: string) =>
      (await get('/modules/board', { ...owner.headers, 'accept-language': language })).json().module;
    const english = await inLanguage('en');
    // What the translation leaves out (the description here) stays as written.
    expect(english).toMatchObject({
      name: 'Boards',
      description: 'Task boards with columns',
      changelog: [{ version: '1.0.0', changes: ['The first release'] }],
    });
    expect(english.definition.translations).toBeUndefined();
    expect(await inLanguage('ru')).toMatchObject({ name: 'Доски', changelog: [{ changes: ['First release'] }] });
  });

  it("lists a workspace's module with its translated names, so pages that list installed modules name it in the reader's language", async () => {
    const enabled = await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/board/enable', headers: owner.headers });
    expect(enabled.statusCode).toBe(200);
    const installed = (await get('/workspace/modules', owner.headers))
      .json()
      .modules.find((module: { moduleId: string }) => module.moduleId === 'board');
    expect(installed).toMatchObject({ definition: { name: 'Доски' }, names: { en: 'Boards', de: 'Tafeln' } });
    expect(installed.definition.translations).toBeUndefined();
  });

  it("fills defaults for what a manifest leaves out: category 'other', author Artel, empty lists", async () => {
    const atlas = (await get('/modules', owner.headers)).json().modules[1];
    expect(atlas).toMatchObject({ category: 'other', author: 'Artel', tags: [], icon: null, color: null });
    expect(atlas).toMatchObject({ dependencies: [], requiredPermissions: [], config: [], changelog: [] });
  });

  it("shows the named workspace's state, and the preferred workspace's when none is named", async () => {
    await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/board/enable', headers: owner.headers });
    const named = (await get('/modules', owner.headers)).json().modules.find((module: { id: string }) => module.id === 'board');
    expect(named).toMatchObject({ installed: true, enabled: true, installedVersion: '1.0.0', updateAvailable: false });
    const preferred = (await get('/modules', bearer(owner.signedIn.access_token))).json().modules;
    expect(preferred.find((module: { id: string }) => module.id === 'board')).toMatchObject({ installed: true, enabled: true });

    const other = await newCaller(app);
    const theirs = (await get('/modules', other.headers)).json().modules;
    expect(theirs.find((module: { id: string }) => module.id === 'board')).toMatchObject({ installed: false, enabled: false });
  });

  it('refuses to describe a workspace the caller is not a member of, and changes nothing', async () => {
    const stranger = await newCaller(app);
    const response = await get('/modules', { ...stranger.headers, 'x-workspace-id': owner.workspaceId });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('workspace_not_found');
    for (const url of ['/modules/board', '/modules/search?q=board', '/modules/category/productivity']) {
      expect((await get(url, { ...stranger.headers, 'x-workspace-id': owner.workspaceId })).statusCode).toBe(404);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await get('/modules', {})).statusCode).toBe(401);
  });
});

describe('GET /marketplace/modules/{id}', () => {
  it('answers one module', async () => {
    const response = await get('/modules/chat', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().module).toMatchObject({ id: 'chat', dependencies: ['auth', 'workspace'], category: 'communication' });
  });

  it("answers an unknown id with 404 MODULE_NOT_FOUND 'Module not found in registry'", async () => {
    const response = await get('/modules/nope', { ...owner.headers, 'accept-language': 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'MODULE_NOT_FOUND', message: 'Module not found in registry', statusCode: 404 } });
  });
});

describe('GET /marketplace/modules/search', () => {
  it.each([
    ['board', ['board']],
    ['KANBAN', ['board']],
    ['доски', ['board']],
    ['messages', ['chat']],
    ['productivity', ['board']],
    ['', ['board', 'atlas', 'chat']],
    ['nothing-like-it', []],
  ])('q=%j finds %j in id, name, description, tags or category', async (q, expected) => {
    const response = await get(`/modules/search?q=${encodeURIComponent(q)}`, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual(expected);
  });

  it('lists everything without q and refuses an overlong q', async () => {
    expect(ids(await get('/modules/search', owner.headers))).toEqual(['board', 'atlas', 'chat']);
    expect((await get(`/modules/search?q=${'x'.repeat(101)}`, owner.headers)).statusCode).toBe(400);
  });
});

describe('GET /marketplace/modules/category/{category} and /categories', () => {
  it('lists the modules of one category, case-insensitively', async () => {
    expect(ids(await get('/modules/category/PRODUCTIVITY', owner.headers))).toEqual(['board']);
    expect(ids(await get('/modules/category/other', owner.headers))).toEqual(['atlas']);
    expect(ids(await get('/modules/category/unknown', owner.headers))).toEqual([]);
  });

  it('counts the modules per category', async () => {
    expect((await get('/categories', owner.headers)).json()).toEqual({
      categories: [
        { category: 'communication', count: 1 },
        { category: 'other', count: 1 },
        { category: 'productivity', count: 1 },
      ],
    });
  });
});
