#!/usr/bin/env node
/**
 * `npm test`: the boundary check, lint (ESLint and Prettier), build, type-check, every Jest project on PGlite, the server suites again on PostgreSQL when
 * DATABASE_URL is set, then the Playwright e2e suite against the real built server.
 * Prints one closing line 'N passed, N failed'.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'build', 'test-results');
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const started = Date.now();
let passed = 0;
let failed = 0;
let stepFailed = false;

function run(label, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`◀ ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (result.status !== 0) stepFailed = true;
  return result.status === 0;
}

function typeCheckedProjects() {
  const modules = existsSync(path.join(root, 'modules'))
    ? readdirSync(path.join(root, 'modules')).flatMap((id) => [
        path.join('modules', id, 'tsconfig.json'),
        path.join('modules', id, 'client', 'tsconfig.json'),
      ])
    : [];
  return ['sdk', 'shell', 'root-config', 'server', ...modules]
    .map((p) => (p.endsWith('.json') ? p : path.join(p, 'tsconfig.json')))
    .filter((p) => existsSync(path.join(root, p)));
}

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

const withoutDatabase = { DATABASE_URL: '' };
run('boundaries (dependency-cruiser: module imports, deep SDK imports, cycles)', 'node', ['scripts/checkBoundaries.mjs']);
run('lint (ESLint, Prettier)', 'node', ['scripts/lint.mjs']);
const buildOk = run('build', 'node', ['scripts/build.mjs'], { ARTEL_BUILD_FIXTURES: '1' });
if (buildOk) {
  for (const project of typeCheckedProjects()) run(`type-check ${project}`, bin('tsc'), ['-p', project]);
  const jestJson = path.join(resultsDir, 'jest.json');
  // Jest's default on 2 cores is one worker; the files wait on PGlite, sockets and timers often enough that two
  // finish the server suite in half the time.
  run('jest (PGlite)', bin('jest'), ['--ci', '--maxWorkers=2', '--json', `--outputFile=${jestJson}`], withoutDatabase);
  countJest(jestJson);
  if (process.env.DATABASE_URL) {
    const pgJson = path.join(resultsDir, 'jest-postgres.json');
    run('server and module server suites on PostgreSQL', bin('jest'), [
      '--ci',
      '--selectProjects',
      'server',
      'modules-server',
      '--maxWorkers=2',
      '--json',
      `--outputFile=${pgJson}`,
    ]);
    countJest(pgJson);
  }
  const pwJson = path.join(resultsDir, 'playwright.json');
  run('e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
    ...withoutDatabase,
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  countPlaywright(pwJson);
}

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (stepFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(stepFailed ? 1 : 0);
