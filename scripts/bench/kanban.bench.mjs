/**
 * Kanban board read (issue 6 "Measure"): GET /api/v1/modules/kanban/boards/{id} of a board with 4,000 cards in
 * 250 columns over HTTP under concurrent load — requests per second, p50, p99.
 *
 * Self-contained, so it does not wait for or depend on the front-end build: bundles the server with esbuild
 * into server/dist/kanban-bench-<pid>.js (removed afterwards), gives it a static folder holding only the kanban
 * module descriptor (so the catalog has kanban, enabled by default in new workspaces), starts it on a free
 * loopback port with embedded PGlite in a temporary DATA_DIR (or PostgreSQL when DATABASE_URL is set: the
 * bench only adds a user with a unique e-mail there), seeds the board through the HTTP API, then reads it.
 * Bounded: BENCH_REQUESTS per concurrency level, and BENCH_TIMEOUT_S overall.
 *
 * Settings (environment): BENCH_COLUMNS=250  BENCH_CARDS=4000  BENCH_CONCURRENCY=1,8,32  BENCH_REQUESTS=200
 * BENCH_SEED_CONCURRENCY=4  BENCH_TIMEOUT_S=600
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import esbuild from 'esbuild';
import { inBatches, repoRoot, startBuiltServer, summary } from './benchSupport.mjs';
import { seedKanbanBoard } from './kanbanSeed.mjs';

const settings = {
  columns: Number(process.env.BENCH_COLUMNS ?? 250),
  cards: Number(process.env.BENCH_CARDS ?? 4000),
  concurrency: (process.env.BENCH_CONCURRENCY ?? '1,8,32').split(',').map(Number),
  requests: Number(process.env.BENCH_REQUESTS ?? 200),
  seedConcurrency: Number(process.env.BENCH_SEED_CONCURRENCY ?? 4),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 600),
};
const log = (text) => console.log(`[kanban] ${text}`);
const leftovers = { server: undefined, scratch: undefined, bundle: undefined };




async function bundleServer() {
  const outfile = path.join(repoRoot, 'server/dist', `kanban-bench-${process.pid}.js`);
  leftovers.bundle = outfile;
  await esbuild.build({
    entryPoints: [path.join(repoRoot, 'server/src/main.ts')],
    bundle: true,
    platform: 'node',
    packages: 'external',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/** A static folder whose only module is kanban, as the build would describe it. */
function staticFolder(scratch) {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'modules/kanban/manifest.json'), 'utf8'));
  const folder = path.join(scratch, 'public/static/modules/kanban');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'module.json'),
    JSON.stringify({ manifest, url: '/static/modules/kanban/kanban.0000000000000000.js', integrity: 'sha384-bench' }),
  );
  return path.join(scratch, 'public');
}




async function readUnderLoad(base, seeded, concurrency) {
  const url = `${base}/api/v1/modules/kanban/boards/${seeded.board.id}`;
  const headers = { authorization: `Bearer ${seeded.token}`, 'x-workspace-id': seeded.workspaceId };
  const samples = [];
  let bytes = 0;
  const started = performance.now();
  await inBatches([...Array(settings.requests).keys()], concurrency, async () => {
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    samples.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(`GET board answered ${response.status}`);
    bytes = body.byteLength;
  });
  const seconds = (performance.now() - started) / 1000;
  return { samples, rps: settings.requests / seconds, bytes };
}

async function main() {
  const rows = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-kanban-read-'));
  leftovers.scratch = scratch;
  const timer = setTimeout(() => abandon(`over BENCH_TIMEOUT_S=${settings.timeoutSeconds}`), settings.timeoutSeconds * 1000);
  let server;
  try {
    server = await startBuiltServer({ scratch, entry: await bundleServer(), staticDir: staticFolder(scratch) });
    leftovers.server = server.child;
    const seeded = await seedKanbanBoard(server.base, {
      columns: settings.columns,
      cards: settings.cards,
      concurrency: settings.seedConcurrency,
      cardFields: (index, user, label) => ({
        title: `Card ${index + 1}: a title of ordinary length`,
        priority: ['low', 'medium', 'high', 'urgent'][index % 4],
        assigneeIds: [user.id],
        labelIds: index % 3 === 0 ? [label.id] : [],
        dueDate: new Date(Date.UTC(2026, 0, 1 + (index % 60))).toISOString(),
      }),
      log,
    });
    await readUnderLoad(server.base, seeded, 2); // warm-up: JIT, caches, the first PGlite plans
    for (const concurrency of settings.concurrency) {
      const { samples, rps, bytes } = await readUnderLoad(server.base, seeded, concurrency);
      const note = `${rps.toFixed(1)} req/s; ${settings.cards} cards in ${settings.columns} columns; ${(bytes / 1024).toFixed(0)} KB JSON; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`;
      const row = { bench: 'kanban', scenario: `GET board, ${concurrency} concurrent`, metric: 'response time', ...summary(samples), note };
      log(`${row.scenario}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${note}`);
      rows.push(row);
    }
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
  console.error(`[kanban] ${reason}`);
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
