import './support/nativeModules';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { inlineScriptHashes } from '../src/http/securityHeaders';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';

const BOOT = 'window.booted=true;';
const START = "\n      System.import('@artel/root-config');\n    ";
const PAGE = `<!doctype html><html><head>
<script>${BOOT}</script>
<script type="systemjs-importmap">{"imports":{"a":"/static/a.js"}}</script>
<script src="/static/vendor/system.js"></script>
</head><body><script>${START}</script></body></html>`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let database: Database;
let staticDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-csp-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), PAGE);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function appWith(overrides: Parameters<typeof createTestApp>[1] = {}): Promise<FastifyInstance> {
  const app = await createTestApp(database, { staticDir, ...overrides });
  apps.push(app);
  return app;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers (issue 10)', () => {
  it('gives the page a CSP that runs only its own scripts and the inline ones by hash, and forbids framing', async () => {
    const app = await appWith();
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
    });
    const policy = directives(String(page.headers['content-security-policy']));
    expect(policy.get('script-src')).toEqual(["'self'", sha(BOOT), sha(START)]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'blob:']);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('sends nosniff, DENY and the referrer policy with API answers and files too', async () => {
    const app = await appWith();
    for (const url of ['/api/v1/health', '/api/v1/nothing-here']) {
      expect((await app.inject({ method: 'GET', url })).headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
    }
  });

  it('follows a new build: changed inline scripts get new hashes', async () => {
    const app = await appWith();
    const other = path.join(staticDir, 'index.html');
    fs.writeFileSync(other, PAGE.replace(BOOT, 'window.booted=2;'));
    try {
      fs.utimesSync(other, new Date(), new Date(Date.now() + 5000));
      const policy = directives(String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']));
      expect(policy.get('script-src')).toContain(sha('window.booted=2;'));
    } finally {
      fs.writeFileSync(other, PAGE);
    }
  });

  it('allows a module developer’s local origin only when DEV_SCRIPT_ORIGINS names it', async () => {
    const app = await appWith({ devScriptOrigins: ['http://localhost:8500'] });
    const policy = directives(String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']));
    expect(policy.get('script-src')).toContain('http://localhost:8500');
  });
});

describe('avatar lookup is an instance setting, off by default (issue 10)', () => {
  it('tells the browser it is off and keeps the avatar service out of the CSP', async () => {
    const app = await appWith();
    const settings = await app.inject({ method: 'GET', url: '/api/v1/instance' });
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ avatarLookup: false });
  });

  it('when AVATAR_LOOKUP is on, says so and lets the page load pictures from the avatar service', async () => {
    const app = await appWith({ avatarLookup: true });
    expect((await app.inject({ method: 'GET', url: '/api/v1/instance' })).json()).toMatchObject({ avatarLookup: true });
    const policy = directives(String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']));
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://www.gravatar.com']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes classic and module inline scripts, and skips data blocks and external scripts', () => {
    const html =
      '<script type="module">a()</script><script type="application/json">{}</script><script src="x.js"></script><script TYPE="text/javascript">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});
