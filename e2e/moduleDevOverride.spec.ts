/**
 * Issue 27: README "Write a module", step 4, as a developer follows it. A module scaffolded outside the
 * repository and published once runs from `npm run dev:module` through an import-map override, shows an edit
 * after a reload, and a bundle that cannot run says why, in Russian and in English.
 */
import { expect, type Page, test } from '@playwright/test';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { api } from './support/api';
import { onOwnInstance } from './support/ownInstance';
import { signUp } from './support/users';

const repoRoot = path.resolve(__dirname, '..');

/** `npm run dev:module -- <dir> --port <port>`, resolved once its first build is served; `builds()` counts them. */
async function devModule(directory: string, port: number): Promise<{ process: ChildProcess; builds: () => number }> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/dev-module.mjs'), directory, '--port', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const builds = () => output.split('\n').filter((line) => line.startsWith('✔')).length;
  await expect.poll(builds, { timeout: 60_000 }).toBeGreaterThan(0);
  expect(output).toContain(`localStorage.setItem('import-map-override:@artel-module/`);
  return { process: child, builds };
}

/** A developer's server that is not dev:module: plain files, some without the CORS header; a 404 with it. */
async function handMadeServer(files: Record<string, { body: string; cors: boolean }>): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    response.writeHead(200, {
      'content-type': 'text/javascript',
      'cache-control': 'no-store',
      ...(file.cors && { 'access-control-allow-origin': '*' }),
    });
    response.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return server;
}

const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

async function freePort(): Promise<number> {
  const probe = await handMadeServer({});
  const port = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Scaffolds, builds and publishes a module the way README steps 1–3 do, and enables it in the workspace. */
async function publishedModule(page: Page, parent: string, id: string): Promise<string> {
  execFileSync(process.execPath, ['scripts/create-module.mjs', id, '--dir', parent, '--name', 'Заметки разработчика'], { cwd: repoRoot });
  const directory = path.join(parent, id);
  execFileSync('npm', ['run', 'build'], { cwd: directory, stdio: 'pipe' });
  const dist = path.join(directory, 'dist');
  const bundle = fs.readdirSync(dist).find((file) => file.endsWith('.js'))!;
  await api(page, 'POST', '/api/v1/marketplace/developer/modules', {
    manifest: JSON.parse(fs.readFileSync(path.join(dist, 'manifest.json'), 'utf8')),
    bundle: fs.readFileSync(path.join(dist, bundle)).toString('base64'),
  });
  await api(page, 'POST', `/api/v1/marketplace/modules/${id}/enable`, {});
  return directory;
}

async function override(page: Page, id: string, url: string) {
  await page.evaluate(
    ([name, value]) => {
      localStorage.setItem('devtools', 'true');
      localStorage.setItem(`import-map-override:${name}`, value!);
    },
    [`@artel-module/${id}`, url],
  );
  await page.goto(`/modules/${id}`);
}

onOwnInstance('dev:module serves a module through an import-map override, and a reload runs each rebuild', async ({ page }) => {
  test.setTimeout(180_000);
  const id = `dev-notes-${Date.now().toString(36)}`;
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-e2e-dev-'));
  let served: ChildProcess | undefined;
  try {
    await signUp(page, 'Дина');
    const directory = await publishedModule(page, parent, id);
    const port = await freePort();
    const dev = await devModule(directory, port);
    served = dev.process;
    // The platform admin allows the developer's origin at run time: no restart, no environment variable.
    await api(page, 'PUT', '/api/v1/admin/settings', { devScriptOrigins: [`http://localhost:${port}`] });

    await override(page, id, `http://localhost:${port}/${id}.js`);
    await expect(page.getByRole('heading', { name: 'Заметки', exact: true })).toBeVisible();
    expect(
      await page.evaluate(
        (name) => (window as unknown as { System: { resolve(n: string): string } }).System.resolve(name),
        `@artel-module/${id}`,
      ),
    ).toBe(`http://localhost:${port}/${id}.js`);

    const translations = path.join(directory, 'client/translations.ts');
    const before = dev.builds();
    fs.writeFileSync(translations, fs.readFileSync(translations, 'utf8').replace("title: 'Заметки'", "title: 'Заметки после правки'"));
    await expect.poll(dev.builds, { timeout: 60_000 }).toBeGreaterThan(before);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Заметки после правки', exact: true })).toBeVisible();
  } finally {
    served?.kill('SIGTERM');
    fs.rmSync(parent, { recursive: true, force: true });
  }
});

const failedPanel = (page: Page) => page.getByRole('alert').filter({ hasText: /Заметки разработчика/ });

onOwnInstance(
  'a module that cannot load says why: 404, CSP, CORS, no install, its code threw; in Russian and English',
  async ({ page }) => {
    test.setTimeout(240_000);
    const id = `dev-broken-${Date.now().toString(36)}`;
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-e2e-dev-'));
    const files = {
      '/no-cors.js': { body: 'System.register([], function () { return { execute: function () {} }; });', cors: false },
      '/not-a-module.js': {
        body: `System.register([], function (_export) { return { execute: function () { _export('definition', { id: '${id}' }); } }; });`,
        cors: true,
      },
      '/throws.js': {
        body: "System.register([], function () { return { execute: function () { throw new TypeError('notes.map is not a function'); } }; });",
        cors: true,
      },
    };
    const developer = await handMadeServer(files);
    const origin = `http://localhost:${portOf(developer)}`;
    const unlisted = `http://localhost:${await freePort()}`;
    try {
      await signUp(page, 'Дина');
      await publishedModule(page, parent, id);
      await api(page, 'PUT', '/api/v1/admin/settings', { devScriptOrigins: [origin] });

      const cases = [
        {
          url: `${origin}/missing.js`,
          ru: `Модуль ${id} не загрузился: файла ${origin}/missing.js нет (404).`,
          en: `Module ${id} did not load: there is no file at ${origin}/missing.js (404).`,
        },
        {
          url: `${unlisted}/${id}.js`,
          ru: `политика безопасности страницы (Content-Security-Policy) не разрешает скрипты с ${unlisted}`,
          en: `the page's Content-Security-Policy does not allow scripts from ${unlisted}`,
        },
        {
          url: `${origin}/no-cors.js`,
          ru: `сервер ${origin} не разрешает загружать с него скрипты на другой сайт (нет заголовка Access-Control-Allow-Origin)`,
          en: `the server ${origin} does not let other sites load its scripts (no Access-Control-Allow-Origin header)`,
        },
        {
          url: `${origin}/not-a-module.js`,
          ru: `${origin}/not-a-module.js — не модуль: Module does not provide install function.`,
          en: `${origin}/not-a-module.js is not a module: Module does not provide install function.`,
        },
        {
          url: `${origin}/throws.js`,
          ru: `Модуль ${id} загрузился, но его код выбросил ошибку: notes.map is not a function`,
          en: `Module ${id} loaded, but its code threw an error: notes.map is not a function`,
        },
      ];
      for (const language of ['ru', 'en'] as const) {
        if (language === 'en') {
          await api(page, 'PUT', '/api/v1/profile', { language: 'en' });
          await page.evaluate(() => localStorage.setItem('artel.language', 'en'));
        }
        for (const failure of cases) {
          await override(page, id, failure.url);
          await expect(failedPanel(page)).toContainText(failure[language], { timeout: 30_000 });
        }
      }
    } finally {
      await new Promise((resolve) => developer.close(resolve));
      fs.rmSync(parent, { recursive: true, force: true });
    }
  },
);
