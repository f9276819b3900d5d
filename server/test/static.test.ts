import './support/nativeModules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { createTestApp, fixturesDir } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';

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

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });
const IMMUTABLE = 'public, max-age=31536000, immutable';
const indexHtml = fs.readFileSync(path.join(fixturesDir, 'public/index.html'), 'utf8');

describe('serving the built front end', () => {
  it('serves content-hashed files as immutable for a year', async () => {
    const response = await get('/static/app.0123abcd.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toContain('System.register');
  });

  it('serves files without a hash, and index.html, with no-cache', async () => {
    for (const url of ['/static/plain.js', '/static/modules/notes/module.json', '/index.html']) {
      const response = await get(url);
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
  });

  it('serves module folders of EXTRA_MODULES_DIR under /static/modules/<id>/', async () => {
    const response = await get('/static/modules/hello/hello.fedcba98.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/dashboard', '/auth/login?redirect=%2Fdashboard', '/modules/kanban/board/1', '/workspaces/'])(
    'answers the page route %s with index.html (SPA fallback), never cached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('answers HEAD like GET', async () => {
    const response = await get('/dashboard', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a missing asset with a 404, not with the page', async () => {
    for (const url of ['/static/missing.0123abcd.js', '/static/modules/hello/missing.js', '/static/modules/nobody/x.js']) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('answers other methods on page routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('never serves files from outside the served folders', async () => {
    for (const url of [
      '/static/../../package.json',
      '/static/%2e%2e/%2e%2e/package.json',
      '/static/modules/hello/..%2f..%2fpublic/index.html',
    ]) {
      const response = await get(url);
      expect([url, response.statusCode === 200 && response.body.includes('"name"')]).toEqual([url, false]);
      expect(response.body).not.toContain('@artel/server');
    }
  });
});

describe('before the front end is built', () => {
  let bare: FastifyInstance;
  let emptyDir: string;

  beforeAll(async () => {
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-no-front-end-'));
    bare = await createTestApp(database, { staticDir: emptyDir, extraModulesDir: undefined });
  });

  afterAll(async () => {
    await bare.close();
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  it("answers page routes with a plain 503 'Front end not built: run npm run build'", async () => {
    const response = await bare.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Front end not built: run npm run build');
  });

  it('keeps the API working', async () => {
    expect((await bare.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'GET', url: '/api/v1/nope' })).json().error.code).toBe('not_found');
  });
});
