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
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const settings = {
  columns: Number(process.env.BENCH_COLUMNS ?? 250),
  cards: Number(process.env.BENCH_CARDS ?? 4000),
  concurrency: (process.env.BENCH_CONCURRENCY ?? '1,8,32').split(',').map(Number),
  requests: Number(process.env.BENCH_REQUESTS ?? 200),
  seedConcurrency: Number(process.env.BENCH_SEED_CONCURRENCY ?? 4),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 600),
};
const log = (text) => console.log(`[kanban] ${text}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const leftovers = { server: undefined, scratch: undefined, bundle: undefined };

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) };
}

async function inBatches(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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

async function startServer(bundle, scratch) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(scratch, 'data'),
    STATIC_DIR: staticFolder(scratch),
    PASSWORD_HASH_COST: '10',
    ACCESS_TOKEN_TTL: '7200',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [bundle], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  leftovers.server = child;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /api/v1/health within 60 s');
    await sleep(100);
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

function client(base, token, workspaceId) {
  return async (method, url, body) => {
    const response = await fetch(`${base}/api/v1${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

async function seed(base) {
  const started = performance.now();
  const signed = await client(base)('POST', '/auth/register', {
    email: `bench.kanban.read.${Date.now()}@example.test`,
    password: 'bench password 123',
    name: 'Bench',
  });
  const { workspaces } = await client(base, signed.access_token)('GET', '/workspaces');
  const workspace = workspaces.find((candidate) => candidate.isPersonal) ?? workspaces[0];
  const call = client(base, signed.access_token, workspace.id);
  const board = await call('POST', `/workspaces/${workspace.id}/boards`, { name: 'Bench board' });
  const label = (await call('POST', `/modules/kanban/boards/${board.id}/labels`, { name: 'Bench', color: 'blue' })).label;
  const columns = [];
  for (let index = 0; index < settings.columns; index += 1) {
    columns.push((await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name: `Column ${index + 1}` })).column);
  }
  await inBatches([...Array(settings.cards).keys()], settings.seedConcurrency, async (index) => {
    const column = columns[index % columns.length];
    await call('POST', `/modules/kanban/columns/${column.id}/cards`, {
      title: `Card ${index + 1}: a title of ordinary length`,
      priority: ['low', 'medium', 'high', 'urgent'][index % 4],
      assigneeIds: [signed.user.id],
      labelIds: index % 3 === 0 ? [label.id] : [],
      dueDate: new Date(Date.UTC(2026, 0, 1 + (index % 60))).toISOString(),
    });
  });
  log(`seeded ${settings.columns} columns and ${settings.cards} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { token: signed.access_token, workspaceId: workspace.id, boardId: board.id };
}

async function readUnderLoad(base, seeded, concurrency) {
  const url = `${base}/api/v1/modules/kanban/boards/${seeded.boardId}`;
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
    server = await startServer(await bundleServer(), scratch);
    const seeded = await seed(server.base);
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
