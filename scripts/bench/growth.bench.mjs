/**
 * Memory and growth (issue 33, "Deliver" 4): the server's resident memory with many workspaces of data, and how
 * each hot route's latency grows as the table it reads grows from 1,000 to 10,000 to 100,000 rows.
 *
 * Self-contained: bundles the server (server/dist/growth-bench-<pid>.js, removed afterwards) with kanban, wiki and
 * partners in its catalog, starts it on a free loopback port on PGlite in a temporary DATA_DIR, or with
 * DATABASE_URL set on a PostgreSQL database of its own made beside that one (artel_growth_<pid>, dropped
 * afterwards). It signs up BENCH_WORKSPACES owners through the API, each with a personal workspace and a board,
 * then grows the data in stages with bulk SQL (growth/growthSeed.mjs), the server stopped meanwhile (PGlite has
 * one process's data folder) and started again on it:
 *
 *   stage        cards, articles, partners, notifications, workspaces (rows in all, dealt over the workspaces)
 *   1k, 10k      each table at that many rows; then every route is timed
 *   named        50 × (1,000 cards, 2,000 articles, 2,000 partners): memory only
 *   100k         each table at 100,000 rows; every route timed
 *
 * At every stage: the server's VmRSS (/proc/<pid>/status) right after it starts, and after a warm-up of the hot
 * routes in every workspace (peak VmHWM in the note). Then, as the first workspace's owner, one request at a time,
 * BENCH_REQUESTS of each: board read, card move, wiki search, wiki article read, partner list, partner search,
 * notifications list, workspace list (the dashboard's). Prints a growth table of p50 / p99 per stage.
 *
 * @bench-both-databases: with DATABASE_URL set, `npm run bench` runs it on PGlite and on PostgreSQL.
 * Settings (environment): BENCH_GROWTH_STAGES=1000,10000,100000  BENCH_WORKSPACES=50  BENCH_REQUESTS=200
 * BENCH_TIMEOUT_S=900; for a short look at one route, BENCH_GROWTH_ROUTES='card move' (route names, comma-separated:
 * only those are timed) and BENCH_GROWTH_MEMORY=0 (no named memory stage, whose seeding takes minutes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleServer, inBatches, singleModuleStaticFolder, sleep, startBuiltServer, summary } from './benchSupport.mjs';
import { openForSeeding, scratchPostgres } from './growth/growthDatabase.mjs';
import { giveColumns, GROWN_TABLES, measuredIds, topUp } from './growth/growthSeed.mjs';
import { apiClient, BENCH_PASSWORD } from './kanbanSeed.mjs';

const settings = {
  stages: (process.env.BENCH_GROWTH_STAGES ?? '1000,10000,100000').split(',').map(Number),
  workspaces: Number(process.env.BENCH_WORKSPACES ?? 50),
  requests: Number(process.env.BENCH_REQUESTS ?? 200),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 900),
  routes: process.env.BENCH_GROWTH_ROUTES ? process.env.BENCH_GROWTH_ROUTES.split(',').map((name) => name.trim()) : undefined,
  memoryStage: process.env.BENCH_GROWTH_MEMORY !== '0',
};
const MODULES = ['kanban', 'wiki', 'contragents'];
const NAMED_PER_WORKSPACE = { cards: 1000, articles: 2000, partners: 2000 };
const log = (text) => console.log(`[growth] ${text}`);
const leftovers = { server: undefined, scratch: undefined, bundle: undefined, postgres: undefined };
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

/** VmRSS and VmHWM of a process, in kB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))[1]);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** The bench's workspaces: an owner each (signed up), their personal workspace and a board (its columns come with the seeding). */
async function makeWorkspaces(base) {
  const workspaces = [];
  await inBatches([...Array(settings.workspaces).keys()], 4, async (index) => {
    const email = `bench.growth.${index}.${Date.now()}.${process.pid}@example.test`;
    const signed = await apiClient(base)('POST', '/auth/register', { email, password: BENCH_PASSWORD, name: `Growth ${index}` });
    const workspaceId = signed.user.preferredWorkspaceId;
    const call = apiClient(base, signed.access_token, workspaceId);
    const board = await call('POST', `/workspaces/${workspaceId}/boards`, { name: 'Growth' });
    workspaces[index] = { id: workspaceId, ownerId: signed.user.id, token: signed.access_token, boardId: board.id, columnIds: [] };
  });
  return workspaces;
}

/** The hot routes as a workspace's owner on the server at `base` (a new port each start): [name, table, request(index)]. */
function hotRoutes(base, workspace, ids) {
  const { boardId, columnIds } = workspace;
  const call = apiClient(base, workspace.token, workspace.id);
  const cycle = (list, index) => list[index % list.length];
  return [
    ['board read', 'cards', () => call('GET', `/modules/kanban/boards/${boardId}`)],
    ['card move', 'cards', (index) => call('POST', `/modules/kanban/cards/${ids.cardId}/move`, { columnId: columnIds[index % 2] })],
    [
      'wiki search',
      'articles',
      (index) => call('GET', `/modules/wiki/search?q=${encodeURIComponent(cycle(['проект', 'договоров', 'deployments', 'до'], index))}`),
    ],
    ['wiki article read', 'articles', (index) => call('GET', `/modules/wiki/articles/${cycle(ids.articleIds, index)}`)],
    ['partner list, first page', 'partners', () => call('GET', '/modules/contragents/partners?pageSize=50')],
    [
      'partner search',
      'partners',
      (index) => call('GET', `/modules/contragents/partners?search=${encodeURIComponent(cycle(['бетон', '7710', '7', 'ал'], index))}`),
    ],
    ['notifications list', 'notifications', () => call('GET', '/notifications?limit=20')],
    ['workspace list (dashboard)', 'workspaces', () => call('GET', '/workspaces')],
  ];
}

/** A few reads of every hot route in every workspace, so each workspace's caches are as a day's use leaves them. */
async function warmUp(base, world, ids) {
  await inBatches(world.workspaces, 2, async (workspace) => {
    for (const [name, , request] of hotRoutes(base, workspace, ids)) {
      if (workspace !== world.workspaces[0] && (name === 'card move' || name === 'wiki article read')) continue;
      for (let index = 0; index < 2; index += 1) await request(index);
    }
  });
}

async function timeRoutes(base, workspace, ids, counts, database) {
  const rows = [];
  for (const [name, table, request] of hotRoutes(base, workspace, ids)) {
    if (settings.routes && !settings.routes.includes(name)) continue;
    for (let index = 0; index < 5; index += 1) await request(index);
    const samples = [];
    for (let index = 0; index < settings.requests; index += 1) {
      const started = performance.now();
      await request(index);
      samples.push(performance.now() - started);
    }
    const figures = summary(samples);
    // The load at the time: under other work a route's time follows the CPU it needs, not the rows it reads.
    const note = `${GROWN_TABLES[table]} ${counts[table]} rows over ${settings.workspaces} workspaces; one at a time; load ${os.loadavg()[0].toFixed(1)}; ${database}`;
    log(`${name}: p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms; ${note}`);
    rows.push({
      bench: 'growth',
      scenario: `${name}, ${counts[table]} rows`,
      metric: 'response time',
      ...figures,
      note,
      database,
      route: name,
      rowsRead: counts[table],
    });
  }
  return rows;
}

/** The stages in order: every measured size, and the named memory check before the first size beyond it. */
function stagePlan() {
  const named = Object.fromEntries(Object.entries(NAMED_PER_WORKSPACE).map(([table, count]) => [table, count * settings.workspaces]));
  const sizes = [...settings.stages].sort((a, b) => a - b);
  const plan = sizes.map((size) => ({
    label: `${size} rows a table`,
    targets: Object.fromEntries(Object.keys(GROWN_TABLES).map((table) => [table, size])),
    timed: true,
  }));
  if (!settings.memoryStage) return plan;
  const before = plan.findIndex((stage) => Object.entries(named).some(([table, count]) => stage.targets[table] > count));
  plan.splice(before < 0 ? plan.length : before, 0, {
    label: `${settings.workspaces} workspaces × (1,000 cards, 2,000 articles, 2,000 partners)`,
    targets: named,
    timed: false,
  });
  return plan;
}

function printGrowthTable(rows, database) {
  const stages = [...new Set(rows.map((row) => row.rowsRead))];
  const routes = [...new Set(rows.map((row) => row.route))];
  const cell = (route, size) => {
    const row = rows.find((candidate) => candidate.route === route && candidate.rowsRead === size);
    return row ? `${row.p50.toFixed(1)} / ${row.p99.toFixed(1)}` : '';
  };
  const header = ['route (p50 / p99 ms)', ...stages.map((size) => `${size} rows`), 'p50 last/first'];
  const lines = routes.map((route) => {
    const own = rows.filter((row) => row.route === route);
    return [route, ...stages.map((size) => cell(route, size)), `${(own.at(-1).p50 / own[0].p50).toFixed(1)}×`];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  console.log(`\nGrowth on ${database} (rows of the table each route reads, over ${settings.workspaces} workspaces):`);
  for (const line of [header, widths.map((width) => '-'.repeat(width)), ...lines])
    console.log(line.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join('  '));
}

async function main() {
  const rows = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-growth-'));
  leftovers.scratch = scratch;
  const timer = setTimeout(() => abandon(`over BENCH_TIMEOUT_S=${settings.timeoutSeconds}`), settings.timeoutSeconds * 1000);
  const started = performance.now();
  let server;
  try {
    const postgres = process.env.DATABASE_URL ? (leftovers.postgres = await scratchPostgres(process.env.DATABASE_URL)) : undefined;
    const database = postgres ? 'PostgreSQL' : 'PGlite';
    const entry = (leftovers.bundle = await bundleServer('growth'));
    let staticDir;
    for (const moduleId of MODULES) staticDir = singleModuleStaticFolder(scratch, moduleId);
    const start = async () => {
      const begun = performance.now();
      server = await startBuiltServer({
        scratch,
        entry,
        staticDir,
        env: { RATE_LIMIT_REGISTER: '100000', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
      });
      leftovers.server = server.child;
      return (performance.now() - begun) / 1000;
    };
    const stop = async () => {
      await server.stop();
      server = undefined;
    };
    // Kanban refuses a 101st card in a column unless configured: at most ~50 a column at the largest stage.
    const columnsPerBoard = Math.max(
      2,
      Math.ceil(Math.max(...settings.stages, NAMED_PER_WORKSPACE.cards * settings.workspaces) / settings.workspaces / 50),
    );
    await start();
    const world = { workspaces: await makeWorkspaces(server.base) };
    log(`signed up ${settings.workspaces} workspace owners with a board each`);
    await stop();
    for (const stage of stagePlan()) {
      const db = await openForSeeding({ dataDir: path.join(scratch, 'data'), databaseUrl: postgres?.url });
      await giveColumns(db, world, columnsPerBoard);
      const counts = await topUp(db, world, stage.targets, log);
      const ids = await measuredIds(db, world.workspaces[0]);
      await db.close();
      const startSeconds = await start();
      // The moments after /health answers still load module halves and caches: a second for them.
      await sleep(1000);
      const afterStart = memoryOf(server.child.pid);
      await warmUp(server.base, world, ids);
      const afterWarmUp = memoryOf(server.child.pid);
      const sizes = Object.entries(counts)
        .map(([table, count]) => `${count} ${table}`)
        .join(', ');
      const note = `after start ${mb(afterStart.rss)}, after warm-up ${mb(afterWarmUp.rss)} (peak ${mb(afterWarmUp.peak)}); ${sizes}; started in ${startSeconds.toFixed(1)} s; ${database}`;
      log(`server RSS, ${stage.label}: ${note}`);
      rows.push({ bench: 'growth', scenario: `server RSS, ${stage.label}`, metric: 'memory', note, database });
      if (stage.timed) rows.push(...(await timeRoutes(server.base, world.workspaces[0], ids, counts, database)));
      await stop();
    }
    printGrowthTable(
      rows.filter((row) => row.route),
      database,
    );
    log(
      `done in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}`,
    );
  } finally {
    clearTimeout(timer);
    await server?.stop();
    await cleanUp();
    if (process.env.BENCH_RESULTS)
      fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows.map(({ route: _route, rowsRead: _rows, ...row }) => row)));
  }
}

async function cleanUp() {
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  await leftovers.postgres?.drop().catch((error) => console.error(`[growth] could not drop the scratch database: ${error.message}`));
  leftovers.scratch = leftovers.bundle = leftovers.postgres = undefined;
}

async function abandon(reason) {
  console.error(`[growth] ${reason}`);
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  await cleanUp();
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
