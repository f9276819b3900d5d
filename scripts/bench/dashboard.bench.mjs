/**
 * The signed-in dashboard in Chromium: how many bytes of JavaScript it loads (over the wire, as the server sends
 * them precompressed, and decoded) and how long until its heading is on screen, cold and warm (cached) loads.
 *
 * Builds (under the shared build lock), starts the built server on a copy of build/public with a temporary
 * PGlite (or the PostgreSQL of DATABASE_URL when set), signs a new user up through the API (kanban is enabled
 * by default, so its widgets count too), then loads /dashboard BENCH_LOADS times in Debian's Chromium
 * (CHROMIUM_PATH overrides).
 *
 * The heading is on screen in the first animation frame with it in the DOM and index.html's loading cover
 * (#artel-loading) gone, timed in the page from the navigation's start (not the load event, which would hold the
 * figure until every module bundle and widget chunk had arrived). The load event's time is in the note.
 *
 * The JavaScript row (issue 16's 'dashboard-js') counts the scripts fetched before the heading was on screen:
 * what the first paint waits for, in gzip bytes (the target's unit: the size of the build's .gz beside each file)
 * and as Chromium received them (brotli). The scripts fetched after it (module bundles, widgets) are in its note.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium, noteFirstFrameShowing, repoRoot, startBuiltServer, summary } from './benchSupport.mjs';

const loads = Number(process.env.BENCH_LOADS ?? 5);
const log = (text) => console.log(`[dashboard] ${text}`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function signUp(base) {
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench.${Date.now()}@example.test`, password: 'bench password 123', name: 'Bench' }),
  });
  if (!response.ok) throw new Error(`register answered ${response.status}`);
  const body = await response.json();
  return {
    tokens: { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: Date.now() + body.expires_in * 1000 },
    user: body.user,
  };
}

/** One load of /dashboard in `page`: time to the heading on screen, the load event, and the scripts it fetched. */
async function loadDashboard(page, base) {
  await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Рабочий стол' }).waitFor();
  await page.locator('#artel-loading').waitFor({ state: 'detached' });
  await page.waitForFunction(() => window.artelBenchShownAt !== undefined);
  await page.waitForLoadState('networkidle');
  const { headingMs, scripts, loadEventMs } = await page.evaluate(() => ({
    headingMs: window.artelBenchShownAt,
    loadEventMs: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        startTime: entry.startTime,
        encoded: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
      })),
  }));
  return { headingMs, loadEventMs, scripts: scripts.map((script) => ({ ...script, beforeHeading: script.startTime < headingMs })) };
}

/** The page clears storage on a version it has not seen (SPEC §4), so the saved session must carry it. */
function builtVersion() {
  const html = fs.readFileSync(path.join(repoRoot, 'build/public/index.html'), 'utf8');
  const version = /<meta name="artel-version" content="([^"]+)"/.exec(html)?.[1];
  if (!version) throw new Error('build/public/index.html has no artel-version');
  return version;
}

async function main() {
  execFileSync('flock', ['/tmp/artel-build.lock', 'npm', 'run', 'build', '--silent'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const version = builtVersion();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-dashboard-'));
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const server = await startBuiltServer({ scratch, frontEnd: 'copy', env: { DATABASE_URL: process.env.DATABASE_URL ?? '' } });
  const staticDir = path.join(scratch, 'public');
  const browser = await launchChromium();
  try {
    const session = { ...(await signUp(server.base)), version };
    const cold = [];
    const warm = [];
    const loadEvents = [];
    let weight;
    for (let index = 0; index < loads; index += 1) {
      const context = await browser.newContext({ locale: 'ru-RU' });
      await context.addInitScript((saved) => {
        localStorage.setItem('artel.tokens', JSON.stringify(saved.tokens));
        localStorage.setItem('artel.user', JSON.stringify(saved.user));
        localStorage.setItem('artel.appVersion', saved.version);
      }, session);
      await context.addInitScript(noteFirstFrameShowing, { selector: 'h1', text: 'Рабочий стол' });
      const page = await context.newPage();
      const first = await loadDashboard(page, server.base);
      cold.push(first.headingMs);
      loadEvents.push(first.loadEventMs);
      weight ??= first.scripts;
      warm.push((await loadDashboard(page, server.base)).headingMs);
      await context.close();
    }
    const critical = weight.filter((script) => script.beforeHeading);
    const later = weight.filter((script) => !script.beforeHeading);
    const sent = (scripts) => scripts.reduce((sum, script) => sum + script.encoded, 0);
    const decoded = (scripts) => scripts.reduce((sum, script) => sum + script.decoded, 0);
    // The build writes a .gz beside every file over 1 KiB; a smaller one is sent as it is.
    const gzipBytes = (script) => {
      const file = path.join(staticDir, script.name);
      return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : script.decoded;
    };
    const gzip = (scripts) => scripts.reduce((sum, script) => sum + gzipBytes(script), 0);
    const describe = (scripts) =>
      `${scripts.length} scripts, ${kib(gzip(scripts))} gzip (${kib(sent(scripts))} as sent, br; ${kib(decoded(scripts))} decoded)`;
    log(`before the heading: ${describe(critical)}; after it: ${describe(later)}`);
    log(`load event (cold): p50 ${summary(loadEvents).p50.toFixed(0)} ms`);
    const note = `${database}; ${describe(weight)} in all; load event p50 ${summary(loadEvents).p50.toFixed(0)} ms`;
    const rows = [
      {
        bench: 'dashboard',
        target: 'dashboard-cold',
        database,
        scenario: 'signed-in /dashboard, cold cache',
        metric: 'heading on screen',
        ...summary(cold),
        note,
      },
      {
        bench: 'dashboard',
        target: 'dashboard-warm',
        database,
        scenario: 'signed-in /dashboard, warm cache',
        metric: 'heading on screen',
        ...summary(warm),
        note: database,
      },
      {
        bench: 'dashboard',
        target: 'dashboard-js',
        database,
        scenario: 'signed-in /dashboard, cold cache',
        metric: 'JS before the heading (KiB gzip, requests)',
        samples: 1,
        kib: Number((gzip(critical) / 1024).toFixed(1)),
        requests: critical.length,
        figure: describe(critical),
        note: `${database}; before the heading ${describe(critical)}; after it ${describe(later)}`,
      },
    ];
    if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows));
    for (const row of rows.filter((entry) => entry.p50 !== undefined))
      log(`${row.scenario}: p50 ${row.p50.toFixed(0)} ms, max ${row.max.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
