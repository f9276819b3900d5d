/**
 * Partners module: the partner list of a workspace with 10,000 partners (issue 12 "Done when") — the first page
 * in Russian name order, a page deep in the list, and searches by a name fragment, an INN fragment and a
 * contact, long and of one or two characters, each over HTTP one request at a time (p50/p99).
 *
 * Self-contained: bundles the server with esbuild into server/dist/contragents-bench-<pid>.js (removed
 * afterwards), gives it a static folder holding only the contragents module descriptor (enabled by default),
 * starts it on a free loopback port with PGlite in a temporary DATA_DIR (or PostgreSQL when DATABASE_URL is
 * set), seeds the partners through the HTTP API, then reads.
 *
 * Seeding goes through the import route (500 partners a call), then a few contacts one by one.
 *
 * @bench-both-databases: with DATABASE_URL set, `npm run bench` runs it on PGlite and on PostgreSQL.
 * Settings (environment): BENCH_PARTNERS=10000  BENCH_SEED_CONCURRENCY=4  BENCH_REQUESTS=100  BENCH_TIMEOUT_S=900
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleServer, singleModuleStaticFolder, startBuiltServer, summary } from './benchSupport.mjs';
import { seedPartners } from './partnersSeed.mjs';

const settings = {
  partners: Number(process.env.BENCH_PARTNERS ?? 10_000),
  seedConcurrency: Number(process.env.BENCH_SEED_CONCURRENCY ?? 4),
  requests: Number(process.env.BENCH_REQUESTS ?? 100),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 900),
};
const log = (text) => console.log(`[contragents-partners] ${text}`);
const leftovers = { server: undefined, scratch: undefined, bundle: undefined };

async function measure(call, scenario, urls) {
  for (const url of urls.slice(0, 3)) await call('GET', url);
  const samples = [];
  let total = 0;
  for (let index = 0; index < settings.requests; index += 1) {
    const started = performance.now();
    const answer = await call('GET', urls[index % urls.length]);
    samples.push(performance.now() - started);
    total = answer.total;
  }
  const note = `${settings.partners} partners; last answer matched ${total}; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`;
  const row = { bench: 'contragents-partners', scenario, metric: 'response time', ...summary(samples), note };
  log(`${scenario}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${note}`);
  return row;
}

async function main() {
  const rows = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-contragents-'));
  leftovers.scratch = scratch;
  const timer = setTimeout(() => abandon(`over BENCH_TIMEOUT_S=${settings.timeoutSeconds}`), settings.timeoutSeconds * 1000);
  let server;
  try {
    server = await startBuiltServer({
      scratch,
      entry: (leftovers.bundle = await bundleServer('contragents')),
      staticDir: singleModuleStaticFolder(scratch, 'contragents'),
    });
    leftovers.server = server.child;
    const { call } = await seedPartners(server.base, { partners: settings.partners, concurrency: settings.seedConcurrency, log });
    const list = '/modules/contragents/partners';
    rows.push(await measure(call, 'list, first page of 50 by name', [`${list}?pageSize=50`]));
    rows.push(await measure(call, 'list, page 150 of 50 by name', [`${list}?pageSize=50&page=150`]));
    rows.push(
      await measure(
        call,
        'search by name fragment',
        ['ёлка', 'бетон', 'монолит-12', 'транс', 'ясень-9'].map((term) => `${list}?search=${encodeURIComponent(term)}`),
      ),
    );
    rows.push(
      await measure(
        call,
        'search by INN fragment',
        ['7710012', '77100', '0123', '55'].map((term) => `${list}?search=${term}`),
      ),
    );
    rows.push(
      await measure(
        call,
        'search by contact',
        ['менеджер', 'example.ru', 'номер'].map((term) => `${list}?search=${encodeURIComponent(term)}`),
      ),
    );
    // One or two characters match the start of a word (partnerMatch.ts): '7' starts every INN here, '55' a
    // hundred-odd names' numbers; 'ab' and 'аб' start nothing, 'ал' a fifteenth of the names, 'm1' a few e-mails, 'ме' the contacts' names.
    const short = (terms) => terms.map((term) => `${list}?search=${encodeURIComponent(term)}`);
    rows.push(await measure(call, "search by 1–2 INN characters ('55', '7', '77', '5')", short(['55', '7', '77', '5'])));
    rows.push(await measure(call, "search by 1–2 name characters ('ab', 'аб', 'ал', 'е')", short(['ab', 'аб', 'ал', 'е'])));
    rows.push(await measure(call, "search by 1–2 contact characters ('m1', 'ме')", short(['m1', 'ме'])));
  } finally {
    clearTimeout(timer);
    await server?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
    if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
    leftovers.scratch = undefined;
    if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows));
  }
}

function abandon(reason) {
  console.error(`[contragents-partners] ${reason}`);
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
