/**
 * Worker threads of the modules' server halves: each `<name>.worker.ts` under `modules/<id>/server` is bundled
 * on its own into `<outdir>/workers/<id>-<name>.js`, beside the server bundle, where the module looks for it
 * (a worker thread needs a file of its own; the server bundle holds everything else). Used by scripts/build.mjs
 * and by the benches that bundle the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKER_SUFFIX = '.worker.ts';

function workerSources() {
  const modulesRoot = path.join(repoRoot, 'modules');
  const found = [];
  for (const moduleId of fs.readdirSync(modulesRoot)) {
    const serverRoot = path.join(modulesRoot, moduleId, 'server');
    if (!fs.existsSync(serverRoot)) continue;
    for (const file of fs.readdirSync(serverRoot, { recursive: true })) {
      if (String(file).endsWith(WORKER_SUFFIX)) {
        found.push({ source: path.join(serverRoot, String(file)), name: `${moduleId}-${path.basename(String(file), WORKER_SUFFIX)}` });
      }
    }
  }
  return found;
}

/** Builds every module worker into `<outdir>/workers/`; returns their paths. */
export async function buildServerWorkers(outdir) {
  const workers = workerSources();
  await Promise.all(
    workers.map(({ source, name }) =>
      esbuild.build({
        entryPoints: [source],
        bundle: true,
        platform: 'node',
        packages: 'external',
        format: 'cjs',
        outfile: path.join(outdir, 'workers', `${name}.js`),
        logLevel: 'warning',
      }),
    ),
  );
  return workers.map(({ name }) => path.join(outdir, 'workers', `${name}.js`));
}
