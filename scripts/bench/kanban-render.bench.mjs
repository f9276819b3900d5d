/**
 * Kanban board page (issue 6 "Measure"): the time until a board of 4,000 cards in 250 columns is interactive
 * in Chromium, from navigation start to the first cards on screen with the main thread free again (a click on
 * a card opens its dialog within the same measurement).
 *
 * The first cards are on screen in the first animation frame with a card in the DOM and index.html's loading
 * cover gone, timed in the page from the navigation's start, as the dashboard bench times its heading
 * (benchSupport's noteFirstFrameShowing). Playwright's polling sees them later (it shares the two cores with the
 * page), by 30–130 ms on this machine and up to 350 ms on a first load: that figure is a row of its own, "first
 * cards seen by Playwright", timed from before the navigation was asked for.
 *
 * Builds the front end and the server (under the shared build lock), starts the built server on a free loopback
 * port with embedded PGlite in a temporary DATA_DIR (or the PostgreSQL of DATABASE_URL when set), seeds the board through the HTTP API as a new user (kanban is
 * enabled by default in their personal workspace), then loads the page BENCH_LOADS times in Debian's Chromium
 * (/usr/bin/chromium through playwright-core; CHROMIUM_PATH overrides).
 *
 * Each load is measured twice: on the loopback (browser and server share this machine's two cores) and through
 * Chromium's network emulation of a typical office link (80 ms round trip, 50 Mbit/s down), where the route preload
 * and compressed answers pay off.
 *
 * Settings (environment): BENCH_COLUMNS=250  BENCH_CARDS=4000  BENCH_LOADS=5  BENCH_SEED_CONCURRENCY=4
 * BENCH_SCREENSHOT=<file.png> keeps a picture of the page with the card's dialog open.
 *
 * The loopback row of the first cards on screen is issue 16's 'board-cold-page' target (the first list filled
 * on a page opened afresh, not a navigation inside the app).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  buildFrontEndAndServer,
  launchChromium,
  logInThroughForm,
  noteFirstFrameShowing,
  startBuiltServer,
  summary,
} from './benchSupport.mjs';
import { BENCH_PASSWORD, seedKanbanBoard } from './kanbanSeed.mjs';

const settings = {
  columns: Number(process.env.BENCH_COLUMNS ?? 250),
  cards: Number(process.env.BENCH_CARDS ?? 4000),
  loads: Number(process.env.BENCH_LOADS ?? 5),
  seedConcurrency: Number(process.env.BENCH_SEED_CONCURRENCY ?? 4),
};
const log = (text) => console.log(`[kanban-render] ${text}`);
const leftovers = { server: undefined, scratch: undefined, browser: undefined };
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const OFFICE_LINK = { offline: false, latency: 80, downloadThroughput: 50e6 / 8, uploadThroughput: 20e6 / 8 };

/** One page load: navigation start → the first card on screen → a card's dialog opened by a click. */
async function measureLoad(context, url, network) {
  const page = await context.newPage();
  if (network) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', network);
  }
  const started = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  const firstCard = page.locator('.kanban-card').first();
  try {
    await firstCard.waitFor({ state: 'visible', timeout: 60_000 });
  } catch (error) {
    const screenshot = path.join(os.tmpdir(), `kanban-render-failure-${Date.now()}.png`);
    await page.screenshot({ path: screenshot });
    log(`no card on screen after 60 s at ${page.url()}; screenshot: ${screenshot}`);
    throw error;
  }
  const cardsSeen = performance.now() - started;
  await page.waitForFunction(() => window.artelBenchShownAt !== undefined);
  const cardsVisible = await page.evaluate(() => window.artelBenchShownAt);
  await firstCard.click();
  await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 60_000 });
  const interactive = performance.now() - started;
  const rendered = await page.locator('.kanban-card').count();
  const boardData = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/api\/v1\/modules\/kanban\/boards\/[^/?]+$/.test(resource.name));
    return entry ? { requested: entry.startTime, received: entry.responseEnd, bytes: entry.encodedBodySize } : null;
  });
  if (boardData) {
    log(
      `  board data asked for at ${boardData.requested.toFixed(0)} ms, received at ${boardData.received.toFixed(0)} ms (${Math.round(boardData.bytes / 1024)} KiB on the wire)`,
    );
  }
  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
  await page.close();
  return { cardsVisible, cardsSeen, interactive, rendered };
}

async function main() {
  const rows = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-kanban-'));
  leftovers.scratch = scratch;
  let server;
  try {
    buildFrontEndAndServer(log);
    log(`database: ${database}`);
    server = await startBuiltServer({ scratch, frontEnd: 'copy', env: { DATABASE_URL: process.env.DATABASE_URL ?? '' } });
    leftovers.server = server.child;
    const { email, board } = await seedKanbanBoard(server.base, {
      columns: settings.columns,
      cards: settings.cards,
      concurrency: settings.seedConcurrency,
      log,
    });
    const browser = await launchChromium();
    leftovers.browser = browser;
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'ru-RU' });
    await logInThroughForm(context, server.base, email, BENCH_PASSWORD);
    await context.addInitScript(noteFirstFrameShowing, { selector: '.kanban-card' });
    const url = `${server.base}/modules/kanban/boards/${board.id}`;
    for (const [scenario, network] of [
      ['board page, loopback', null],
      ['board page, 80 ms / 50 Mbit/s link', OFFICE_LINK],
    ]) {
      const loads = [];
      for (let index = 0; index < settings.loads; index += 1) {
        const load = await measureLoad(context, url, network);
        log(
          `${scenario}, load ${index + 1}: cards on screen ${load.cardsVisible.toFixed(0)} ms (seen by Playwright ${load.cardsSeen.toFixed(0)} ms), interactive (a card's dialog open) ${load.interactive.toFixed(0)} ms; ${load.rendered} card elements in the DOM`,
        );
        loads.push(load);
      }
      const note = `${database}; ${settings.cards} cards in ${settings.columns} columns; ${network ? 'bundles from the cache' : 'first load cold (bundles not cached)'}; ${loads[0]?.rendered} of ${settings.cards} cards in the DOM`;
      const target = network ? {} : { target: 'board-cold-page' };
      rows.push({
        bench: 'kanban-render',
        ...target,
        database,
        scenario,
        metric: 'first cards on screen',
        ...summary(loads.map((load) => load.cardsVisible)),
        note,
      });
      rows.push({
        bench: 'kanban-render',
        database,
        scenario,
        metric: 'first cards seen by Playwright',
        ...summary(loads.map((load) => load.cardsSeen)),
        note,
      });
      rows.push({
        bench: 'kanban-render',
        database,
        scenario,
        metric: 'interactive (click opens a card)',
        ...summary(loads.map((load) => load.interactive)),
        note,
      });
    }
    await browser.close();
    leftovers.browser = undefined;
  } finally {
    await server?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
    leftovers.scratch = undefined;
    if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows));
  }
}

function abandon(reason) {
  console.error(`[kanban-render] ${reason}`);
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
