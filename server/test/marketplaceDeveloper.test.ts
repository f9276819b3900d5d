import './support/nativeModules';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { type Caller, createMarketplaceApp, newCaller, systemBundle, writeModuleDescriptors } from './support/marketplaceFixtures';
import { openTestDatabase } from './support/testDatabase';

/** Opening a database and building the app takes seconds when the two cores are shared with other runs. */
const SETUP_TIMEOUT_MS = 30_000;

let database: Database;
let app: FastifyInstance;
let developer: Caller;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createMarketplaceApp(database, writeModuleDescriptors([{ id: 'board', dependencies: ['workspace'] }]));
  developer = await newCaller(app, 'Dev Eloper');
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.close();
});

const manifest = (id: string, version = '1.0.0', extra: Record<string, unknown> = {}) => ({
  id,
  name: `Module ${id}`,
  version,
  path: `/modules/${id}`,
  description: 'Published by a developer',
  category: 'tools',
  ...extra,
});

function publish(caller: Caller, body: Record<string, unknown>, locale = 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/v1/marketplace/developer/modules',
    headers: { ...caller.headers, 'accept-language': locale },
    payload: body,
  });
}

const marketplace = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/marketplace${url}`, headers: caller.headers, ...(payload ? { payload } : {}) });

/** A new user granted the developer permission by the platform admin (`developer`, the first account). */
async function newDeveloper(): Promise<Caller> {
  const caller = await newCaller(app);
  const granted = await marketplace(developer, 'POST', '/admin/developers', { email: caller.signedIn.user.email });
  if (granted.statusCode !== 200) throw new Error(`granting: ${granted.statusCode} ${granted.body}`);
  return caller;
}

/** The platform admin approves a developer module into every catalogue. */
async function approve(id: string): Promise<void> {
  const approved = await marketplace(developer, 'POST', `/admin/modules/${id}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approving ${id}: ${approved.statusCode} ${approved.body}`);
}

describe('publishing a new module', () => {
  let published: { url: string; integrity: string };

  it('stores the bundle, answers 201 with its content-hashed URL and sha384 integrity', async () => {
    const bundle = systemBundle('notes-plus');
    const response = await publish(developer, { manifest: manifest('notes-plus'), bundle, changelog: 'First version' });
    expect(response.statusCode).toBe(201);
    const bytes = Buffer.from(bundle, 'base64');
    const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const integrity = `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
    expect(response.json()).toEqual({
      module: {
        id: 'notes-plus',
        name: 'Module notes-plus',
        latestVersion: '1.0.0',
        blocked: false,
        installations: 0,
        versions: [
          {
            version: '1.0.0',
            url: `/static/modules/notes-plus/notes-plus.${hash}.js`,
            integrity,
            size: bytes.length,
            changelog: ['First version'],
            publishedAt: expect.any(String),
          },
        ],
      },
      warnings: [],
    });
    published = response.json().module.versions[0];
  });

  it('serves the bundle at its URL with immutable caching, bytes matching the integrity', async () => {
    const response = await app.inject({ method: 'GET', url: published.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(`sha384-${crypto.createHash('sha384').update(response.rawPayload).digest('base64')}`).toBe(published.integrity);
    expect(
      (await app.inject({ method: 'GET', url: published.url.replace(/\.[0-9a-f]{16}\.js$/, '.0000000000000000.js') })).statusCode,
    ).toBe(404);
  });

  it('puts it in the catalog, authored by the publisher, and once approved any workspace can enable it', async () => {
    await approve('notes-plus');
    const someone = await newCaller(app);
    const detail = await marketplace(someone, 'GET', '/modules/notes-plus');
    expect(detail.json().module).toMatchObject({
      id: 'notes-plus',
      source: 'developer',
      author: 'Dev Eloper',
      category: 'tools',
      version: '1.0.0',
      changelog: [{ version: '1.0.0', date: expect.any(String), changes: ['First version'] }],
      definition: expect.objectContaining({ installMethod: 'upload' }),
    });
    const enabled = await marketplace(someone, 'POST', '/modules/notes-plus/enable');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().module).toMatchObject({
      moduleId: 'notes-plus',
      version: '1.0.0',
      url: published.url,
      integrity: published.integrity,
    });
    const listed = await marketplace(someone, 'GET', '/workspace/modules');
    expect(listed.json().modules.map((module: { moduleId: string }) => module.moduleId)).toContain('notes-plus');
  });

  it('lists my modules with their versions, and nobody else’s', async () => {
    const mine = await marketplace(developer, 'GET', '/developer/modules');
    const summary = mine.json().modules.map((module: { id: string; installations: number }) => [module.id, module.installations]);
    expect(summary).toEqual([['notes-plus', 1]]);
    const other = await newCaller(app);
    expect((await marketplace(other, 'GET', '/developer/modules')).json()).toEqual({ modules: [] });
  });

  it('passes on warnings of SPEC §5 without refusing (reserved prefix)', async () => {
    const response = await publish(developer, { manifest: manifest('core-tools'), bundle: systemBundle('core-tools') });
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings).toEqual(['Module id "core-tools" uses the reserved prefix "core"']);
  });
});

describe('what a publication must satisfy', () => {
  it.each([
    ['an invalid id', manifest('Bad_Id'), 'Invalid module id "Bad_Id": use 3-50 lowercase letters, digits, hyphens or dots'],
    ['a missing name', { ...manifest('no-name'), name: undefined }, 'Missing required field: name'],
    ['a version that is not semantic', manifest('bad-version', '1.0'), 'Invalid version "1.0": expected a semantic version such as 1.0.0'],
    ['a path not under /modules/<id>', { ...manifest('wrong-path'), path: '/elsewhere' }, 'Field path must be /modules/wrong-path'],
    ['a self-dependency', manifest('selfish', '1.0.0', { dependencies: ['selfish'] }), 'Module cannot depend on itself'],
    [
      'a config option whose default breaks its own range',
      manifest('bad-config', '1.0.0', { config: [{ key: 'n', type: 'number', default: 50, min: 1, max: 10 }] }),
      'config[0]: the default does not satisfy the option',
    ],
    [
      'an enum without values',
      manifest('bad-enum', '1.0.0', { config: [{ key: 'e', type: 'enum', default: 'a' }] }),
      'config[0]: an enum needs a non-empty list of text values',
    ],
  ])('refuses %s (400 invalid_manifest) and stores nothing', async (_label, body, firstError) => {
    const response = await publish(developer, { manifest: body, bundle: systemBundle('x') });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid_manifest',
      message: `The module manifest is invalid: ${firstError}`,
      details: { errors: expect.arrayContaining([firstError]) },
    });
    const id = (body as { id: string }).id;
    expect((await marketplace(developer, 'GET', `/modules/${encodeURIComponent(id)}`)).statusCode).toBe(404);
  });

  it('refuses a bundle that is not a System.register module (400 invalid_bundle) or not base64', async () => {
    const plain = Buffer.from('export default 1;').toString('base64');
    for (const bundle of [plain, '***not base64***']) {
      const response = await publish(developer, { manifest: manifest('not-system'), bundle }, 'ru');
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'invalid_bundle']);
      expect(response.json().error.message).toBe('Файл модуля не является модулем SystemJS (System.register)');
    }
  });

  it('refuses a bundle over 2 MB (413 bundle_too_large)', async () => {
    const big = Buffer.concat([Buffer.from('System.register([], function () { return {}; });\n//'), Buffer.alloc(2 * 1024 * 1024, 'a')]);
    const response = await publish(developer, { manifest: manifest('too-big'), bundle: big.toString('base64') });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'bundle_too_large', message: 'The bundle is larger than 2 MB' });
  });

  it('refuses a dependency that is not in the catalog and one that closes a cycle', async () => {
    const unknown = await publish(developer, {
      manifest: manifest('needs-ghost', '1.0.0', { dependencies: ['ghost'] }),
      bundle: systemBundle('a'),
    });
    expect(unknown.json().error).toMatchObject({ code: 'DEPENDENCY_ERROR', details: { missing: ['ghost'] } });

    const withDependencies = (id: string, version: string, dependencies: string[]) =>
      publish(developer, { manifest: manifest(id, version, { dependencies }), bundle: systemBundle(id, version) });
    expect((await withDependencies('loop-a', '1.0.0', ['board'])).statusCode).toBe(201);
    expect((await withDependencies('loop-b', '1.0.0', ['loop-a'])).statusCode).toBe(201);
    const cycle = await withDependencies('loop-a', '1.1.0', ['loop-b']);
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json().error).toMatchObject({ code: 'CIRCULAR_DEPENDENCY', details: { cycle: ['loop-a', 'loop-b', 'loop-a'] } });
  });

  it('lets only the first publisher version an id, and never a bundled id (403 module_id_taken)', async () => {
    const rival = await newDeveloper();
    const taken = await publish(rival, { manifest: manifest('notes-plus', '9.0.0'), bundle: systemBundle('notes-plus', 'rival') });
    expect([taken.statusCode, taken.json().error.code]).toEqual([403, 'module_id_taken']);
    const bundled = await publish(rival, { manifest: manifest('board', '9.0.0'), bundle: systemBundle('board') });
    expect([bundled.statusCode, bundled.json().error.code]).toEqual([403, 'module_id_taken']);
    expect((await marketplace(rival, 'GET', '/modules/notes-plus')).json().module.version).toBe('1.0.0');
  });

  it('gives a new id to exactly one of two publishers racing for it', async () => {
    const [first, second] = [await newDeveloper(), await newDeveloper()];
    const results = await Promise.all(
      [first, second].map((caller, index) =>
        publish(caller, { manifest: manifest('contested'), bundle: systemBundle('contested', String(index)) }),
      ),
    );
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 403]);
  });

  it('refuses a version that is not greater than the current one (409 version_not_greater)', async () => {
    for (const version of ['1.0.0', '0.9.0', '1.0.0-beta.1']) {
      const response = await publish(developer, { manifest: manifest('notes-plus', version), bundle: systemBundle('notes-plus', version) });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'version_not_greater',
        message: `Version ${version} must be greater than the current 1.0.0`,
        details: { current: '1.0.0' },
      });
    }
  });

  it('needs a signed-in user and a manifest and bundle', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/marketplace/developer/modules', payload: {} })).statusCode).toBe(401);
    expect((await publish(developer, { manifest: manifest('x-y-z') })).statusCode).toBe(400);
  });
});

describe('new versions and workspace updates', () => {
  const options1 = [
    { key: 'limit', type: 'number', default: 10, min: 1, max: 100 },
    { key: 'theme', type: 'enum', default: 'light', values: ['light', 'dark'] },
    { key: 'legacy', type: 'boolean', default: false },
  ];
  const options2 = [
    { key: 'limit', type: 'number', default: 10, min: 1, max: 20 },
    { key: 'theme', type: 'enum', default: 'light', values: ['light', 'dark'] },
    { key: 'compact', type: 'boolean', default: true, label: { ru: 'Компактный вид', en: 'Compact view' } },
  ];
  let admin: Caller;

  beforeAll(async () => {
    const first = await publish(developer, {
      manifest: manifest('planner', '1.0.0', { config: options1 }),
      bundle: systemBundle('planner', '1'),
    });
    expect(first.statusCode).toBe(201);
    await approve('planner');
    admin = await newCaller(app);
    await marketplace(admin, 'POST', '/modules/planner/enable', { config: { limit: 50, theme: 'dark', legacy: true } });
  });

  it('keeps a workspace on the version it enabled when a new one is published, and lists the update', async () => {
    const published = await publish(developer, {
      manifest: manifest('planner', '1.1.0', { config: options2 }),
      bundle: systemBundle('planner', '2'),
      changelog: ['Compact mode', 'Lower limit'],
    });
    expect(published.statusCode).toBe(201);
    expect(published.json().module.versions.map((version: { version: string }) => version.version)).toEqual(['1.1.0', '1.0.0']);

    const listed = await marketplace(admin, 'GET', '/workspace/modules');
    const planner = listed.json().modules.find((module: { moduleId: string }) => module.moduleId === 'planner');
    expect(planner).toMatchObject({ version: '1.0.0', url: published.json().module.versions[1].url });
    expect(planner.config).toEqual({ limit: 50, theme: 'dark', legacy: true });

    const catalog = await marketplace(admin, 'GET', '/modules/planner');
    expect(catalog.json().module).toMatchObject({ version: '1.1.0', installedVersion: '1.0.0', updateAvailable: true });

    const updates = await marketplace(admin, 'GET', '/updates');
    expect(updates.json()).toEqual({
      updates: [
        {
          moduleId: 'planner',
          name: 'Module planner',
          installedVersion: '1.0.0',
          latestVersion: '1.1.0',
          enabled: true,
          changelog: [{ version: '1.1.0', date: expect.any(String), changes: ['Compact mode', 'Lower limit'] }],
        },
      ],
    });
  });

  it('a workspace enabling it now gets the new version', async () => {
    const fresh = await newCaller(app);
    const enabled = await marketplace(fresh, 'POST', '/modules/planner/enable');
    expect(enabled.json().module).toMatchObject({ version: '1.1.0', config: { limit: 10, theme: 'light', compact: true } });
    expect((await marketplace(fresh, 'GET', '/updates')).json()).toEqual({ updates: [] });
  });

  it('updates, carrying the config over and re-validating it against the new options', async () => {
    const response = await marketplace(admin, 'POST', '/modules/planner/update');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      module: expect.objectContaining({
        moduleId: 'planner',
        version: '1.1.0',
        enabled: true,
        config: { limit: 10, theme: 'dark', compact: true },
      }),
      configChanges: [
        { key: 'limit', change: 'reset', previous: 50, value: 10 },
        { key: 'compact', change: 'added', value: true, label: 'Компактный вид' },
        { key: 'legacy', change: 'removed', previous: true },
      ],
    });
    const listed = await marketplace(admin, 'GET', '/workspace/modules');
    expect(listed.json().modules.find((module: { moduleId: string }) => module.moduleId === 'planner')).toMatchObject({ version: '1.1.0' });
    expect((await marketplace(admin, 'GET', '/updates')).json()).toEqual({ updates: [] });
    const again = await marketplace(admin, 'POST', '/modules/planner/update');
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'no_update_available']);
  });

  it('answers 404 module_not_installed for an update of a module the workspace does not have', async () => {
    const fresh = await newCaller(app);
    const response = await marketplace(fresh, 'POST', '/modules/planner/update');
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'module_not_installed']);
  });

  it("does not show or apply another workspace's updates", async () => {
    const pinned = await newCaller(app);
    await marketplace(pinned, 'POST', '/modules/notes-plus/enable');
    expect(
      (await publish(developer, { manifest: manifest('notes-plus', '1.0.1'), bundle: systemBundle('notes-plus', '101') })).statusCode,
    ).toBe(201);
    const stranger = await newCaller(app);
    const headers = { ...stranger.headers, 'x-workspace-id': pinned.workspaceId };
    expect((await app.inject({ method: 'GET', url: '/api/v1/marketplace/updates', headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/v1/marketplace/modules/notes-plus/update', headers })).statusCode).toBe(404);
    const own = (await marketplace(pinned, 'GET', '/updates')).json().updates;
    expect(own.map((update: { moduleId: string }) => update.moduleId)).toEqual(['notes-plus']);
  });
});
