/** What every bench file needs: percentiles, bounded concurrency, and the built server on a free loopback port. */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { bundleOwnPackages } from '../bundleOwnPackages.mjs';
import { buildServerWorkers } from '../serverWorkers.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted, fraction) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
  };
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function inBatches(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts server/dist/main.js on a free loopback port with its data in `scratch`. `frontEnd: 'copy'` serves a
 * copy of build/public (a rebuild elsewhere must not change the files under a measurement); otherwise an
 * empty static folder, or `staticDir` as given. `entry` replaces the server bundle; `env` adds or overrides
 * settings. Resolves once /api/v1/health answers.
 */
export async function startBuiltServer({ scratch, frontEnd = 'none', staticDir: ownStaticDir, entry, env = {} }) {
  const port = await freePort();
  const staticDir = ownStaticDir ?? path.join(scratch, 'public');
  if (frontEnd === 'copy') fs.cpSync(path.join(repoRoot, 'build/public'), staticDir, { recursive: true });
  else fs.mkdirSync(staticDir, { recursive: true });
  // BENCH_SERVER_NODE_ARGS: node flags for the server alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/profiles'.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry ?? path.join(repoRoot, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(scratch, 'data'),
      STATIC_DIR: staticDir,
      PASSWORD_HASH_COST: '10',
      ACCESS_TOKEN_TTL: '7200',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_S ?? 60) * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer /api/v1/health within BENCH_START_TIMEOUT_S (60 s unless set)');
    }
    await sleep(100);
  }
  return { base, child, stop };
}

/** The yardstick: helloFastify.mjs in its own process on a free port. */
export async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/bench/helloFastify.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the hello-world server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') };
}

/**
 * The server bundled on its own, so a bench neither waits for nor depends on the front-end build:
 * server/dist/<name>-bench-<pid>.js, which the caller removes afterwards, with the modules' workers beside it.
 */
export async function bundleServer(name) {
  const outfile = path.join(repoRoot, 'server/dist', `${name}-bench-${process.pid}.js`);
  await esbuild.build({
    entryPoints: [path.join(repoRoot, 'server/src/main.ts')],
    bundle: true,
    platform: 'node',
    packages: 'external',
    plugins: [bundleOwnPackages],
    format: 'cjs',
    outfile,
    logLevel: 'warning',
  });
  await buildServerWorkers(path.dirname(outfile));
  return outfile;
}

/** A static folder whose only module is `moduleId`, described as the build would (so it is in the catalog). */
export function singleModuleStaticFolder(scratch, moduleId) {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'modules', moduleId, 'manifest.json'), 'utf8'));
  const folder = path.join(scratch, 'public/static/modules', moduleId);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'module.json'),
    JSON.stringify({ manifest, url: `/static/modules/${moduleId}/${moduleId}.0000000000000000.js`, integrity: 'sha384-bench' }),
  );
  return path.join(scratch, 'public');
}

/**
 * `npm run build` under the lock other benches and helpers share, so two builds never write build/ at once.
 * BENCH_REUSE_BUILD=1 measures the build already in build/ and server/dist/ (a rerun on the same sources).
 */
export function buildFrontEndAndServer(log) {
  if (process.env.BENCH_REUSE_BUILD === '1') {
    log('BENCH_REUSE_BUILD=1: measuring the existing build');
    return;
  }
  const started = performance.now();
  execFileSync('flock', ['/tmp/artel-build.lock', 'npm', 'run', 'build', '--silent'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  log(`built the front end and the server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Debian's Chromium (CHROMIUM_PATH overrides) with the background traffic that would disturb a timing switched off. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * An init script (`context.addInitScript(noteFirstFrameShowing, { selector, text })`) that notes in the page the
 * first animation frame with an element matching `selector` (and, when given, of exactly that `text`) in the DOM
 * and index.html's loading cover (#artel-loading) gone: the frame that paints it, on the page's own clock (from
 * the navigation's start), as `window.artelBenchShownAt`. Playwright's polling shares the cores with the page and
 * would see it later.
 */
export function noteFirstFrameShowing({ selector, text }) {
  const check = () => {
    const shown = [...document.querySelectorAll(selector)].some((element) => text === undefined || element.textContent === text);
    if (shown && !document.getElementById('artel-loading')) window.artelBenchShownAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Signs in through the real form once; the pages opened later in the context share its stored session. */
export async function logInThroughForm(context, base, email, password) {
  const page = await context.newPage();
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  await page.close();
}
