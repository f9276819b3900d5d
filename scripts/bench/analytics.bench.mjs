/**
 * Analytics (issue 14): every report of /analytics for a workspace of 50,000 cards with a year of activity,
 * over HTTP one request at a time (p50/p95; the goal is p95 ≤ 200 ms): the whole workspace for the last 365
 * days, one board, and one member.
 *
 * Self-contained: bundles the server with esbuild into server/dist/analytics-bench-<pid>.js (removed
 * afterwards), gives it a static folder holding only the kanban module descriptor, starts it on a free
 * loopback port with PGlite in a temporary DATA_DIR (or PostgreSQL when DATABASE_URL is set: the bench adds
 * its own users there), makes the users, boards and columns through the HTTP API, then writes the cards and
 * their history in SQL (analyticsSeed.sql) through the kanban activity log, whose trigger builds the card
 * flow: with PGlite the server is stopped for that and started again on the same data.
 *
 * Settings (environment): BENCH_CARDS=50000  BENCH_BOARDS=10  BENCH_MEMBERS=10  BENCH_REQUESTS=40  BENCH_TIMEOUT_S=1500
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { bundleServer, percentile, repoRoot, singleModuleStaticFolder, startBuiltServer, summary } from './benchSupport.mjs';
import { apiClient, BENCH_PASSWORD } from './kanbanSeed.mjs';

const settings = {
  cards: Number(process.env.BENCH_CARDS ?? 50_000),
  boards: Number(process.env.BENCH_BOARDS ?? 10),
  members: Number(process.env.BENCH_MEMBERS ?? 10),
  requests: Number(process.env.BENCH_REQUESTS ?? 40),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 1500),
};
const COLUMNS = ['Бэклог', 'К работе', 'В работе', 'Проверка', 'Готово'];
const log = (text) => console.log(`[analytics] ${text}`);
const leftovers = { server: undefined, scratch: undefined, bundle: undefined };
const usesPostgres = Boolean(process.env.DATABASE_URL);

/** The owner's workspace with its boards and columns, and members who only need to exist (made in SQL). */
async function prepare(base) {
  const stamp = `${Date.now()}.${process.pid}`;
  const signed = await apiClient(base)('POST', '/auth/register', {
    email: `bench.analytics.${stamp}@example.test`,
    password: BENCH_PASSWORD,
    name: 'Bench',
  });
  const { workspaces } = await apiClient(base, signed.access_token)('GET', '/workspaces');
  const workspace = workspaces.find((candidate) => candidate.isPersonal) ?? workspaces[0];
  const call = apiClient(base, signed.access_token, workspace.id);
  const boards = [];
  for (let index = 0; index < settings.boards; index += 1) {
    const board = await call('POST', `/workspaces/${workspace.id}/boards`, { name: `Доска ${index + 1}` });
    for (const name of COLUMNS) await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name });
    boards.push(board);
  }
  const members = [];
  for (let index = 1; index < settings.members; index += 1) {
    const member = await apiClient(base)('POST', '/auth/register', {
      email: `bench.analytics.${stamp}.${index}@example.test`,
      password: BENCH_PASSWORD,
      name: `Участник ${index}`,
    });
    members.push(member.user.id);
  }
  return { token: signed.access_token, ownerId: signed.user.id, workspaceId: workspace.id, boards, members };
}

function seedStatements(prepared) {
  const text = fs
    .readFileSync(path.join(repoRoot, 'scripts/bench/analyticsSeed.sql'), 'utf8')
    .replaceAll(':workspace', `'${prepared.workspaceId}'`)
    .replaceAll(':owner', `'${prepared.ownerId}'`)
    .replaceAll(':cards', String(settings.cards));
  const joins = prepared.members.map((id) => `('${prepared.workspaceId}', '${id}', 'member')`).join(', ');
  return `BEGIN;\nINSERT INTO workspace_members (workspace_id, user_id, role) VALUES ${joins};\n${text}\nCOMMIT;\nANALYZE;`;
}

async function seedInSql(prepared, scratch) {
  const started = performance.now();
  const statements = seedStatements(prepared);
  if (usesPostgres) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statements);
    } finally {
      await client.end();
    }
  } else {
    const database = await PGlite.create({ dataDir: path.join(scratch, 'data', 'pglite') });
    try {
      await database.exec(statements);
    } finally {
      await database.close();
    }
  }
  log(`seeded ${settings.cards} cards with a year of activity in SQL in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const measure = (call, prepared, report, scenario, query) =>
  measureUrl(call, `${report}, ${scenario}`, `/workspaces/${prepared.workspaceId}/analytics/reports/${report}?${query}`);

async function measureUrl(call, scenario, url) {
  const first = await call('GET', url);
  await call('GET', url);
  const samples = [];
  for (let index = 0; index < settings.requests; index += 1) {
    const started = performance.now();
    await call('GET', url);
    samples.push(performance.now() - started);
  }
  const p95 = percentile(
    [...samples].sort((a, b) => a - b),
    0.95,
  );
  const note = `p95 ${p95.toFixed(1)} ms; ${first.rows?.length ?? first.reports.length} rows; ${settings.cards} cards; ${usesPostgres ? 'PostgreSQL' : 'PGlite'}`;
  const row = { bench: 'analytics', scenario, metric: 'response time', ...summary(samples), note };
  log(`${row.scenario}: p50 ${row.p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${note}`);
  return row;
}

async function main() {
  const rows = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-analytics-'));
  leftovers.scratch = scratch;
  const timer = setTimeout(() => abandon(`over BENCH_TIMEOUT_S=${settings.timeoutSeconds}`), settings.timeoutSeconds * 1000);
  let server;
  const start = async () => {
    server = await startBuiltServer({ scratch, entry: leftovers.bundle, staticDir: singleModuleStaticFolder(scratch, 'kanban') });
    leftovers.server = server.child;
  };
  try {
    leftovers.bundle = await bundleServer('analytics');
    await start();
    const prepared = await prepare(server.base);
    if (!usesPostgres) await server.stop();
    await seedInSql(prepared, scratch);
    if (!usesPostgres) await start();
    const call = apiClient(server.base, prepared.token, prepared.workspaceId);
    const { reports } = await call('GET', `/workspaces/${prepared.workspaceId}/analytics/reports`);
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const year = `from=${yearAgo}&to=${today}&timeZone=Europe/Moscow`;
    rows.push(
      await measureUrl(
        call,
        'the catalogue of reports (routing, sign-in and permission alone)',
        `/workspaces/${prepared.workspaceId}/analytics/reports`,
      ),
    );
    for (const report of reports) {
      rows.push(await measure(call, prepared, report.id, 'workspace, 365 days', year));
      if (report.filters.includes('board'))
        rows.push(await measure(call, prepared, report.id, 'one board, 365 days', `${year}&boardId=${prepared.boards[0].id}`));
      if (report.filters.includes('member'))
        rows.push(await measure(call, prepared, report.id, 'one member, 365 days', `${year}&memberId=${prepared.members[0]}`));
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
  console.error(`[analytics] ${reason}`);
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
