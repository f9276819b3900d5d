/**
 * npm run dev:module -- <module folder> [--port 8500]   (in a scaffolded module: npm run dev)
 *
 * Works on a module against the live app: rebuilds it on every change and serves it with CORS and no caching
 * at a URL that never changes, http://localhost:<port>/<id>.js, then prints the import-map override to set
 * once in the app's browser. See "Write a module", step 4, in the README.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEV_MODULE_PORT } from './devModule/devOrigins.mjs';
import { serveBundle } from './devModule/serveBundle.mjs';
import { watchModule } from './devModule/watchModule.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entryNames = ['index.tsx', 'index.ts'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: String(DEV_MODULE_PORT) } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run dev:module -- <module folder> [--port 8500]');
  process.exit(1);
}
const directory = path.resolve(positionals[0]);
const entry = entryNames.map((name) => path.join(directory, 'client', name)).find((file) => fs.existsSync(file));
if (!entry || !fs.existsSync(path.join(directory, 'manifest.json'))) {
  console.error(`${directory} has no manifest.json and client/index.ts(x): not a module folder.`);
  process.exit(1);
}
const port = Number(values.port);
const outputDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-dev-module-'));

let announced = false;
const watcher = watchModule({
  repoRoot,
  module: { directory, entry },
  outputDirectory,
  onBuilt(result) {
    if (!result.ok) return console.error(`✖ build failed:\n${result.errors}`);
    const url = `http://localhost:${port}/${watcher.file}`;
    console.log(`✔ ${url} built in ${result.ms} ms`);
    if (announced) return;
    announced = true;
    console.log(`
Serving ${url} (CORS open, never cached), rebuilt on every change: reload the app to run the new build.
Once, in the app's browser console (the module must be enabled in the workspace; devtools turns overrides on):
  localStorage.setItem('devtools', 'true'); localStorage.setItem('import-map-override:@artel-module/${watcher.id}', '${url}'); location.reload()
The app's server must allow http://localhost:${port} as a script origin: npm run dev does; elsewhere a platform
administrator adds it in /admin/settings, "Module development". To stop overriding:
  localStorage.removeItem('import-map-override:@artel-module/${watcher.id}'); location.reload()`);
  },
});
const server = await serveBundle({ directory: outputDirectory, port });

const stop = async () => {
  await watcher.close();
  await server.close();
  fs.rmSync(outputDirectory, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
