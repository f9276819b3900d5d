/**
 * Kanban's server (issues 6 and 16): GET /api/v1/modules/kanban/boards/{id} of a board with 4,000 cards in 250
 * columns over HTTP — one client warm, revalidated with If-None-Match, right after a card move, and many
 * concurrent clients (p50, p99, req/s); the card move API one move after another; and the API hot path, an
 * authenticated GET /workspaces under concurrent load next to a Fastify hello-world measured in the same run.
 *
 * Self-contained, so it does not wait for or depend on the front-end build: bundles the server with esbuild
 * into server/dist/kanban-bench-<pid>.js (removed afterwards), gives it a static folder holding only the kanban
 * module descriptor (so the catalog has kanban, enabled by default in new workspaces), starts it on a free
 * loopback port with embedded PGlite in a temporary DATA_DIR (or PostgreSQL when DATABASE_URL is set: the
 * bench only adds a user with a unique e-mail there), seeds the board through the HTTP API, then reads it.
 * Bounded: BENCH_REQUESTS per concurrency level, and BENCH_TIMEOUT_S overall. Its rows carry issue 16's target
 * ids (targetTable.mjs); `npm run bench` runs it on PGlite and PostgreSQL when DATABASE_URL is set
 * (@bench-both-databases).
 *
 * Settings (environment): BENCH_COLUMNS=250  BENCH_CARDS=4000  BENCH_CONCURRENCY=1,50  BENCH_REQUESTS=1000
 * BENCH_MOVES=200  BENCH_HOT_PATH_REQUESTS=2000  BENCH_HOT_PATH_CONCURRENCY=16  BENCH_SEED_CONCURRENCY=4
 * BENCH_TIMEOUT_S=900
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleServer, inBatches, singleModuleStaticFolder, startBuiltServer, startHelloWorld, summary } from './benchSupport.mjs';
import { apiClient, seedKanbanBoard } from './kanbanSeed.mjs';

const settings = {
  columns: Number(process.env.BENCH_COLUMNS ?? 250),
  cards: Number(process.env.BENCH_CARDS ?? 4000),
  concurrency: (process.env.BENCH_CONCURRENCY ?? '1,50').split(',').map(Number),
  requests: Number(process.env.BENCH_REQUESTS ?? 1000),
  moves: Number(process.env.BENCH_MOVES ?? 200),
  hotPathRequests: Number(process.env.BENCH_HOT_PATH_REQUESTS ?? 2000),
  hotPathConcurrency: Number(process.env.BENCH_HOT_PATH_CONCURRENCY ?? 16),
  seedConcurrency: Number(process.env.BENCH_SEED_CONCURRENCY ?? 4),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 900),
};
const log = (text) => console.log(`[kanban] ${text}`);
const leftovers = { server: undefined, hello: undefined, scratch: undefined, bundle: undefined };

const authHeaders = (seeded) => ({ authorization: `Bearer ${seeded.token}`, 'x-workspace-id': seeded.workspaceId });

/**
 * Kept-alive connections, and bodies read as they come over the wire: fetch would also decompress every 2 MB
 * answer in this one process, which then measures the client's CPU rather than the server (a browser
 * decompresses on its own machine).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      let size = 0;
      response.on('data', (chunk) => (size += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode, size, etag: response.headers.etag ?? null, encoding: response.headers['content-encoding'] }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** `total` GETs of `url`, `concurrency` at a time: the times, req/s and the last body's size on the wire and ETag. */
async function getUnderLoad(url, headers, { total, concurrency, expect = 200 }) {
  const samples = [];
  let bytes = 0;
  let etag = null;
  let encoding;
  const started = performance.now();
  await inBatches([...Array(total).keys()], concurrency, async () => {
    const t0 = performance.now();
    const response = await get(url, headers);
    samples.push(performance.now() - t0);
    if (response.status !== expect) throw new Error(`GET ${url} answered ${response.status}, not ${expect}`);
    bytes = response.size;
    etag = response.etag;
    encoding = response.encoding ?? 'identity';
  });
  const seconds = (performance.now() - started) / 1000;
  return { samples, rps: total / seconds, bytes, etag, encoding };
}

/** Moves the first card of the first column to the second column and back, `total` times one after another. */
async function cardMoves(base, seeded, total, readBetween) {
  const call = apiClient(base, seeded.token, seeded.workspaceId);
  const view = await call('GET', `/modules/kanban/boards/${seeded.board.id}`);
  const [first, second] = view.columns;
  const card = view.cards.find((candidate) => candidate.columnId === first.id);
  const moves = [];
  const reads = [];
  for (let index = 0; index < total; index += 1) {
    const t0 = performance.now();
    await call('POST', `/modules/kanban/cards/${card.id}/move`, { columnId: index % 2 === 0 ? second.id : first.id });
    moves.push(performance.now() - t0);
    if (readBetween) reads.push(...(await readBetween()).samples);
  }
  return { moves, reads };
}

async function main() {
  const rows = [];
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-kanban-read-'));
  leftovers.scratch = scratch;
  const timer = setTimeout(() => abandon(`over BENCH_TIMEOUT_S=${settings.timeoutSeconds}`), settings.timeoutSeconds * 1000);
  let server;
  let hello;
  const row = (scenario, samples, note, marks = {}) => {
    const entry = { bench: 'kanban', scenario, metric: 'response time', ...summary(samples), note: `${note}; ${database}`, ...marks };
    if (marks.target) entry.database = database;
    log(`${scenario}: p50 ${entry.p50.toFixed(1)} ms, p99 ${entry.p99.toFixed(1)} ms, ${entry.note}`);
    rows.push(entry);
  };
  try {
    server = await startBuiltServer({
      scratch,
      entry: (leftovers.bundle = await bundleServer('kanban')),
      staticDir: singleModuleStaticFolder(scratch, 'kanban'),
    });
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
    const boardUrl = `${server.base}/api/v1/modules/kanban/boards/${seeded.board.id}`;
    const headers = authHeaders(seeded);
    const size = `${settings.cards} cards in ${settings.columns} columns`;
    await getUnderLoad(boardUrl, headers, { total: 20, concurrency: 2 }); // warm-up: caches, the first plans
    // A process that just started answers its first hundreds of requests before the JIT has compiled the hot
    // path: reported on its own, and the rows with targets measure the server as it runs from then on.
    const busiest = Math.max(...settings.concurrency);
    const fresh = await getUnderLoad(boardUrl, headers, { total: settings.requests, concurrency: busiest });
    row(
      `GET board, ${busiest} concurrent, fresh process`,
      fresh.samples,
      `${fresh.rps.toFixed(1)} req/s; the first ${settings.requests} reads at this concurrency`,
    );
    for (const concurrency of settings.concurrency) {
      const { samples, rps, bytes, etag, encoding } = await getUnderLoad(boardUrl, headers, { total: settings.requests, concurrency });
      const marks = { 1: { target: 'board-read-warm' }, 50: { target: 'board-read-50', rps: Math.round(rps) } }[concurrency] ?? {};
      row(
        `GET board, ${concurrency} concurrent${concurrency === 1 ? ' (warm)' : ''}`,
        samples,
        `${rps.toFixed(1)} req/s; ${size}; ${(bytes / 1024).toFixed(0)} KB ${encoding}`,
        marks,
      );
      if (concurrency === 1 && etag) {
        const revalidated = await getUnderLoad(
          boardUrl,
          { ...headers, 'if-none-match': etag },
          { total: settings.requests, concurrency, expect: 304 },
        );
        row('GET board, 1 client, If-None-Match', revalidated.samples, `${revalidated.rps.toFixed(1)} req/s; 304 Not Modified`);
      }
    }
    const { moves, reads } = await cardMoves(server.base, seeded, settings.moves, () =>
      getUnderLoad(boardUrl, headers, { total: 1, concurrency: 1 }),
    );
    row('GET board, 1 client, right after a card move', reads, size, { target: 'board-read-after-write' });
    row('POST card move (one client)', moves, 'between two columns, one after another', { target: 'card-move' });

    const workspaces = await getUnderLoad(`${server.base}/api/v1/workspaces`, headers, {
      total: settings.hotPathRequests,
      concurrency: settings.hotPathConcurrency,
    });
    hello = await startHelloWorld();
    leftovers.hello = hello.child;
    await getUnderLoad(`${hello.base}/`, {}, { total: 200, concurrency: settings.hotPathConcurrency });
    const yardstick = await getUnderLoad(
      `${hello.base}/`,
      {},
      { total: settings.hotPathRequests, concurrency: settings.hotPathConcurrency },
    );
    const share = `${((workspaces.rps / yardstick.rps) * 100).toFixed(0)}% of hello-world`;
    row(`GET /workspaces, ${settings.hotPathConcurrency} concurrent`, workspaces.samples, `${workspaces.rps.toFixed(0)} req/s, ${share}`, {
      target: 'workspaces-vs-hello',
      figure: `${share.replace(' of hello-world', '')} (${workspaces.rps.toFixed(0)} vs ${yardstick.rps.toFixed(0)} req/s)`,
    });
    row(`Fastify hello-world, ${settings.hotPathConcurrency} concurrent`, yardstick.samples, `${yardstick.rps.toFixed(0)} req/s, same run`);
  } finally {
    clearTimeout(timer);
    agent.destroy();
    hello?.stop();
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
  if (leftovers.hello?.exitCode === null) leftovers.hello.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
