/** `npm run dev:module`: a stable URL, CORS open, nothing cached, and each save rebuilt behind the same URL. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
let scratch: string;
let devModule: ChildProcess | undefined;

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-module-test-'));
});
afterEach(async () => {
  if (devModule && devModule.exitCode === null) {
    const exited = new Promise((resolve) => devModule!.once('exit', resolve));
    devModule.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(scratch, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, limitMs = 60_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value: ${String(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('serves the module at http://localhost:<port>/<id>.js with CORS and no caching, prints the override, and rebuilds on a save', async () => {
  expect(spawnSync(process.execPath, ['scripts/create-module.mjs', 'my-notes', '--dir', scratch], { cwd: repoRoot }).status).toBe(0);
  const directory = path.join(scratch, 'my-notes');
  const port = await freePort();
  devModule = spawn(process.execPath, ['scripts/dev-module.mjs', directory, '--port', String(port)], { cwd: repoRoot });
  let output = '';
  devModule.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  devModule.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const builds = () => output.split('\n').filter((line) => line.startsWith('✔')).length;
  await until(builds, (count) => count > 0);
  const url = `http://localhost:${port}/my-notes.js`;
  expect(output).toContain(`localStorage.setItem('import-map-override:@artel-module/my-notes', '${url}')`);

  const served = await fetch(url, { headers: { origin: 'http://127.0.0.1:3000' } });
  expect(served.status).toBe(200);
  expect(served.headers.get('access-control-allow-origin')).toBe('*');
  expect(served.headers.get('cache-control')).toBe('no-store');
  expect(await served.text()).toMatch(/^System\.register\(/);
  expect((await fetch(`http://localhost:${port}/missing.js`)).status).toBe(404);

  const translations = path.join(directory, 'client/translations.ts');
  fs.writeFileSync(translations, fs.readFileSync(translations, 'utf8').replace("title: 'Заметки'", "title: 'Заметки после правки'"));
  await until(builds, (count) => count > 1);
  expect(await (await fetch(url)).text()).toContain('Заметки после правки');
}, 120_000);
