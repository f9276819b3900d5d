/**
 * Partners module, the list page in Chromium over a workspace of 10,000 partners (issue 12: "paging or
 * virtualisation for 10,000 partners"): from navigation to the first page of rows on screen, from a click on
 * «Следующая страница» to the next 50 rows, and from typing a search to its rows (this one includes the page's
 * 250 ms typing pause).
 *
 * Builds the front end and the server (under the shared build lock), starts the built server on a free loopback
 * port with embedded PGlite in a temporary DATA_DIR, seeds the partners through the HTTP API, then measures
 * BENCH_LOADS times in Debian's Chromium (/usr/bin/chromium through playwright-core; CHROMIUM_PATH overrides).
 *
 * Settings (environment): BENCH_PARTNERS=10000  BENCH_LOADS=5  BENCH_SEED_CONCURRENCY=4
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildFrontEndAndServer, launchChromium, logInThroughForm, startBuiltServer, summary } from './benchSupport.mjs';
import { BENCH_PASSWORD } from './kanbanSeed.mjs';
import { seedPartners } from './partnersSeed.mjs';

const settings = {
  partners: Number(process.env.BENCH_PARTNERS ?? 10_000),
  loads: Number(process.env.BENCH_LOADS ?? 5),
  seedConcurrency: Number(process.env.BENCH_SEED_CONCURRENCY ?? 4),
};
const log = (text) => console.log(`[contragents-list-render] ${text}`);
const leftovers = { server: undefined, scratch: undefined, browser: undefined };

/** One visit: the list opened, the next page, then a search typed. */
async function measureVisit(context, base) {
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${base}/modules/contragents/partners`, { waitUntil: 'commit' });
  await page.getByText(`1–50 из ${settings.partners}`).waitFor({ state: 'visible', timeout: 60_000 });
  const firstPage = performance.now() - started;
  const rows = await page.locator('.contragents-table tbody tr').count();

  const clicked = performance.now();
  await page.getByRole('button', { name: 'Следующая страница' }).click();
  await page.getByText(`51–100 из ${settings.partners}`).waitFor({ state: 'visible', timeout: 60_000 });
  const nextPage = performance.now() - clicked;

  const typed = performance.now();
  await page.getByRole('searchbox', { name: 'Поиск по названию, ИНН или контакту' }).fill('ёлка-1');
  await page
    .getByText(/^1–\d+ из \d+$/)
    .filter({ hasNotText: String(settings.partners) })
    .waitFor({ state: 'visible', timeout: 60_000 });
  const search = performance.now() - typed;
  await page.close();
  return { firstPage, nextPage, search, rows };
}

async function main() {
  const rows = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-contragents-list-'));
  leftovers.scratch = scratch;
  let server;
  try {
    buildFrontEndAndServer(log);
    server = await startBuiltServer({ scratch, frontEnd: 'copy', env: { DATABASE_URL: '' } });
    leftovers.server = server.child;
    const { email } = await seedPartners(server.base, { partners: settings.partners, concurrency: settings.seedConcurrency, log });
    const browser = await launchChromium();
    leftovers.browser = browser;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
    await logInThroughForm(context, server.base, email, BENCH_PASSWORD);
    const visits = [];
    for (let index = 0; index < settings.loads; index += 1) {
      const visit = await measureVisit(context, server.base);
      log(
        `visit ${index + 1}: first page ${visit.firstPage.toFixed(0)} ms, next page ${visit.nextPage.toFixed(0)} ms, search ${visit.search.toFixed(0)} ms; ${visit.rows} rows in the DOM`,
      );
      visits.push(visit);
    }
    const note = `${settings.partners} partners, PGlite; ${visits[0]?.rows} rows in the DOM; first visit cold (bundles not cached)`;
    rows.push({
      bench: 'contragents-list-render',
      scenario: 'partner list',
      metric: 'first page on screen',
      ...summary(visits.map((visit) => visit.firstPage)),
      note,
    });
    rows.push({
      bench: 'contragents-list-render',
      scenario: 'partner list',
      metric: 'next page on screen',
      ...summary(visits.map((visit) => visit.nextPage)),
      note,
    });
    rows.push({
      bench: 'contragents-list-render',
      scenario: 'partner list',
      metric: 'search typed → rows (incl. 250 ms pause)',
      ...summary(visits.map((visit) => visit.search)),
      note,
    });
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
  console.error(`[contragents-list-render] ${reason}`);
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
