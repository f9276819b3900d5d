#!/usr/bin/env node
/**
 * `npm run lint`: ESLint over the repository and Prettier's check of its formatting; `npm run format` writes
 * Prettier's formatting instead. Both tools live in tools/lint with their own lock file (see its package.json),
 * installed here on first use and again whenever that lock file changes (`--install` only installs them).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tools = path.join(root, 'tools', 'lint');
const write = process.argv.includes('--write');

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  return result.status === 0;
}

function installTools() {
  const lock = readFileSync(path.join(tools, 'package-lock.json'));
  const stamp = path.join(tools, 'node_modules', '.lock-hash');
  const hash = createHash('sha256').update(lock).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return true;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (!run(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], tools)) return false;
  writeFileSync(stamp, hash);
  return true;
}

if (!installTools()) process.exit(1);
if (process.argv.includes('--install')) process.exit(0);
const bin = (name) => path.join(tools, 'node_modules', '.bin', name);
const runAlongside = (command, args) =>
  new Promise((resolve) => spawn(command, args, { cwd: root, stdio: 'inherit' }).on('exit', (code) => resolve(code === 0)));
// Each tool keeps one core busy: side by side they take the time of the slower one.
const [prettierOk, eslintOk] = await Promise.all([
  runAlongside(bin('prettier'), [write ? '--write' : '--check', '--log-level=warn', '.']),
  write ? Promise.resolve(true) : runAlongside(bin('eslint'), ['--max-warnings=0', '.']),
]);
if (write && !run(bin('eslint'), ['--max-warnings=0', '.'])) process.exit(1);
process.exit(prettierOk && eslintOk ? 0 : 1);
