#!/usr/bin/env node
/**
 * Runs one of the detector's TypeScript scripts (detect, eval, train): esbuild bundles it with the
 * detector into node_modules/.cache (a fraction of a second), then Node runs the bundle.
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
if (!['detect', 'eval', 'train', 'misses', 'check'].includes(name)) {
  process.stderr.write('usage: node modules/telegram/scripts/run.mjs detect|eval|train|misses|check [args]\n');
  process.exit(2);
}
// One bundle per run: two runs at once (an eval beside a train) never execute each other's half-written file.
const outfile = resolve(here, '../../../node_modules/.cache/artel-telegram', `${name}-${process.pid}.cjs`);
await build({
  entryPoints: [resolve(here, `${name}.ts`)],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile,
  // train.ts finds the repository from its own folder, not from the bundle's.
  define: { __dirname: JSON.stringify(here) },
  logLevel: 'warning',
});
const { status } = spawnSync(process.execPath, [outfile, ...args], { stdio: 'inherit' });
rmSync(outfile, { force: true });
process.exit(status ?? 1);
