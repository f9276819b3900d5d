#!/usr/bin/env node
/**
 * The boundary check of `npm test`: dependency-cruiser with .dependency-cruiser.cjs over the packages, minus the
 * known violations listed in .dependency-cruiser-known-violations.json (ones another change is removing).
 * `node scripts/checkBoundaries.mjs [--cwd DIR]`: exits 1 and names each new violation. Once a known violation
 * is gone, shrink the list: `npx depcruise --config .dependency-cruiser.cjs --output-type baseline
 * sdk shell root-config server/src server/test modules > .dependency-cruiser-known-violations.json`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCANNED = ['sdk', 'shell', 'root-config', 'server/src', 'server/test', 'modules'];
const KNOWN = '.dependency-cruiser-known-violations.json';

/** The global fetch is no import, so dependency-cruiser cannot see it: a module's server source is read for it. */
const RAW_FETCH = /(^|[^.\w])(globalThis\.)?fetch\s*\(/m;
const isTestFile = (file) => /\.test\.tsx?$|\/(test|testing)\//.test(file);

function rawFetchViolations(cwd) {
  const modules = path.join(cwd, 'modules');
  if (!existsSync(modules)) return [];
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .map((file) => `modules/${file.split(path.sep).join('/')}`)
    .filter((file) => /^modules\/[^/]+\/server\/.*\.tsx?$/.test(file) && !isTestFile(file) && !file.includes('/node_modules/'));
  return files
    .filter((file) => RAW_FETCH.test(readFileSync(path.join(cwd, file), 'utf8')))
    .map((file) => `  error module-no-raw-fetch: ${file} calls fetch; use the SDK's services.outbound.fetch\n`);
}

/** Runs the check in `cwd` (the repository, or a copy a test planted violations in). */
export function checkBoundaries(cwd = repoRoot) {
  const scanned = SCANNED.filter((folder) => existsSync(path.join(cwd, folder)));
  const args = ['--config', path.join(repoRoot, '.dependency-cruiser.cjs'), '--output-type', 'err', ...scanned];
  if (existsSync(path.join(cwd, KNOWN))) args.unshift('--ignore-known', KNOWN);
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
  });
  const fetches = rawFetchViolations(cwd);
  return { ok: result.status === 0 && fetches.length === 0, output: `${result.stdout}${result.stderr}${fetches.join('')}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--cwd');
  const { ok, output } = checkBoundaries(at > 0 ? path.resolve(process.argv[at + 1]) : repoRoot);
  process.stdout.write(output || 'no boundary violations\n');
  process.exit(ok ? 0 : 1);
}
