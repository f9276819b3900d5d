#!/usr/bin/env node
/**
 * The boundary check of `npm test`: dependency-cruiser with .dependency-cruiser.cjs over the packages, minus the
 * known violations listed in .dependency-cruiser-known-violations.json (ones another change is removing).
 * `node scripts/checkBoundaries.mjs [--cwd DIR]`: exits 1 and names each new violation. Once a known violation
 * is gone, shrink the list: `npx depcruise --config .dependency-cruiser.cjs --output-type baseline
 * sdk shell root-config server/src server/test modules > .dependency-cruiser-known-violations.json`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SCANNED = ['sdk', 'shell', 'root-config', 'server/src', 'server/test', 'modules'];
const KNOWN = '.dependency-cruiser-known-violations.json';

/** Runs the check in `cwd` (the repository, or a copy a test planted violations in). */
export function checkBoundaries(cwd = repoRoot) {
  const scanned = SCANNED.filter((folder) => existsSync(path.join(cwd, folder)));
  const args = ['--config', path.join(repoRoot, '.dependency-cruiser.cjs'), '--output-type', 'err', ...scanned];
  if (existsSync(path.join(cwd, KNOWN))) args.unshift('--ignore-known', KNOWN);
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--cwd');
  const { ok, output } = checkBoundaries(at > 0 ? path.resolve(process.argv[at + 1]) : repoRoot);
  process.stdout.write(output || 'no boundary violations\n');
  process.exit(ok ? 0 : 1);
}
