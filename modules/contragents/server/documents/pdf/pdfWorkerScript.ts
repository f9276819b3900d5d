/**
 * Where the PDF worker's script is. The built server has it next to its bundle (scripts/serverWorkers.mjs
 * builds each `<name>.worker.ts` under `modules/<id>/server` into `server/dist/workers/<id>-<name>.js`); running
 * from the sources (Jest, a TypeScript runner) it is this folder's `pdf.worker.ts`, which a worker thread
 * cannot run as TypeScript, so it is bundled once per process with esbuild, the build's own bundler.
 */
import fs from 'node:fs';
import path from 'node:path';

const BUILT_NAME = 'contragents-pdf.js';

export function pdfWorkerScript(): string {
  const built = path.join(__dirname, 'workers', BUILT_NAME);
  if (fs.existsSync(built)) return built;
  const source = path.join(__dirname, 'pdf.worker.ts');
  if (!fs.existsSync(source)) throw new Error(`the PDF worker is neither built (${built}) nor beside its source (${source})`);
  return bundledFromSource(source);
}

function bundledFromSource(source: string): string {
  // In the node_modules that holds the worker's packages, so that its require()s find them as the server's do.
  const nodeModules = path.dirname(path.dirname(require.resolve('pdfmake/package.json')));
  const outfile = path.join(nodeModules, '.cache', 'artel-workers', `contragents-pdf-${process.pid}.js`);
  // esbuild is a development dependency: only the sources need it, the built server never gets here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only here, never by the built server.
  const esbuild = require('esbuild') as typeof import('esbuild');
  esbuild.buildSync({
    entryPoints: [source],
    bundle: true,
    platform: 'node',
    packages: 'external',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
  });
  process.once('exit', () => fs.rmSync(outfile, { force: true }));
  return outfile;
}
