/**
 * Wiki search (issue 13 "Search"): the module's own search query (modules/wiki/server/search/searchArticles.ts)
 * over 100,000 articles of one workspace — p50, p95, p99 per kind of query. Goal: p95 ≤ 30 ms.
 *
 * It runs the data-layer function directly against the database, not through HTTP: the wiki's routes come
 * with the module contract, and the query is what the articles' number makes expensive. The function is
 * bundled with esbuild (into node_modules/.cache, removed afterwards) so the bench times exactly the code the
 * server runs. Embedded PGlite in memory by default; with DATABASE_URL, PostgreSQL, in a schema of its own
 * (wiki_bench_<pid>, dropped afterwards) so nothing of the database's own tables is touched. The migration
 * runs as the server runs it, over stand-ins of the platform's workspaces and users tables (keys only).
 *
 * Besides wall time, each scenario reports the CPU time one search takes (this process, which runs PGlite, plus
 * the PostgreSQL backend when it runs on this machine): on a machine shared with other work the wall time
 * includes waiting for a core, the CPU time does not.
 *
 * With DATABASE_URL set, `npm run bench` runs it on both databases (@bench-both-databases).
 *
 * Settings (environment): BENCH_ARTICLES=100000  BENCH_SAMPLES=200  BENCH_TIMEOUT_S=1200
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import esbuild from 'esbuild';
import { repoRoot } from './benchSupport.mjs';
import { wikiArticles } from './wikiSeed.mjs';

const settings = {
  articles: Number(process.env.BENCH_ARTICLES ?? 100_000),
  samples: Number(process.env.BENCH_SAMPLES ?? 200),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 1200),
};
const GOAL_P95_MS = 30;
const BATCH = 1000;
/** The migration's GIN indexes and the pending-list limit it gives them (0004_wiki_search_upkeep.sql). */
const GIN_INDEXES = ['wiki_articles_search_idx', 'wiki_articles_title_search_idx', 'wiki_articles_tags_idx'];
const SERVED_PENDING_LIST_KB = 64;
/** While seeding: a 64 kB list merges every ~15 articles, which made seeding 100,000 take longer than the searches. */
const SEEDING_PENDING_LIST_KB = 65_536;
const log = (text) => console.log(`[wiki-search] ${text}`);
const leftovers = { bundle: undefined };

/** What a user types, and the filters a search page sends. */
const SCENARIOS = [
  { scenario: "'договоров' (only inflected forms stored)", text: 'договоров' },
  { scenario: "'договоров согласования'", text: 'договоров согласования' },
  { scenario: "common word 'проект' (~25% of articles)", text: 'проект' },
  { scenario: "English 'deployments'", text: 'deployments' },
  { scenario: "Russian + English 'отчеты release'", text: 'отчеты release' },
  { scenario: "typing 'до'", text: 'до' },
  { scenario: "typing 'прое'", text: 'прое' },
  { scenario: "typing 'догов'", text: 'догов' },
  { scenario: "typing 'договор согл'", text: 'договор согл' },
  { scenario: "'проект' + tag 'финансы'", text: 'проект', tag: 'финансы' },
  { scenario: "'задачи' + author", text: 'задачи', author: true },
  { scenario: 'no match', text: 'несуществующееслово' },
];

async function bundleModule() {
  const outfile = path.join(repoRoot, 'node_modules/.cache', `wiki-search-bench-${process.pid}.mjs`);
  leftovers.bundle = outfile;
  await esbuild.build({
    stdin: {
      contents: [
        `export { searchArticles } from ${JSON.stringify(path.join(repoRoot, 'modules/wiki/server/search/searchArticles.ts'))};`,
        `export { snippetText } from ${JSON.stringify(path.join(repoRoot, 'modules/wiki/server/search/snippetText.ts'))};`,
        "export { drizzle as drizzlePglite } from 'drizzle-orm/pglite';",
        "export { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';",
      ].join('\n'),
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    external: ['@electric-sql/pglite', 'pg'],
    outfile,
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

function migrationStatements() {
  const folder = path.join(repoRoot, 'modules/wiki/server/migrations');
  return (
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .flatMap((name) => fs.readFileSync(path.join(folder, name), 'utf8').split('--> statement-breakpoint'))
      // The bench's PostgreSQL tables live in a schema of their own: references name no schema.
      .map((statement) => statement.replaceAll('"public".', '').trim())
      .filter(Boolean)
  );
}

/** { run(sql, params), orm, engine, close } over PGlite in memory or a schema of its own in PostgreSQL. */
async function openDatabase(bundle) {
  const url = process.env.DATABASE_URL || undefined;
  if (url) {
    const { default: pg } = await import('pg');
    const schema = `wiki_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    // One connection, so one backend process whose CPU time the bench can read.
    const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    const { rows } = await pool.query('select pg_backend_pid() as pid');
    return {
      engine: 'PostgreSQL',
      backendPid: rows[0].pid,
      orm: bundle.drizzlePostgres({ client: pool }),
      run: (text, params) => pool.query(text, params),
      async close() {
        await pool.end();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create();
  return {
    engine: 'PGlite',
    orm: bundle.drizzlePglite({ client }),
    run: (text, params) => client.query(text, params),
    close: () => client.close(),
  };
}

/**
 * The platform tables the wiki's migration references, reduced to their keys: the bench measures the wiki's
 * query, not the platform, and needs no signed-up users to do it.
 */
async function platformKeys(database, workspaceId, authorIds) {
  await database.run('create table workspaces (id uuid primary key)');
  await database.run('create table users (id uuid primary key)');
  await database.run('insert into workspaces (id) values ($1)', [workspaceId]);
  await database.run('insert into users (id) select unnest($1::uuid[])', [authorIds]);
}

async function seed(database, bundle, workspaceId, authorIds) {
  await platformKeys(database, workspaceId, authorIds);
  for (const statement of migrationStatements()) await database.run(statement);
  const pendingListLimit = async (kilobytes) => {
    for (const index of GIN_INDEXES) await database.run(`alter index ${index} set (gin_pending_list_limit = ${kilobytes})`);
  };
  await pendingListLimit(SEEDING_PENDING_LIST_KB);
  const started = performance.now();
  let batch = [];
  const flush = async () => {
    const columns = [[], [], [], [], [], [], []];
    for (const article of batch) {
      columns[0].push(article.title);
      columns[1].push(article.title.toLocaleLowerCase('ru'));
      columns[2].push(article.body);
      // A text[][] parameter must be rectangular, so the tags travel as one joined text each.
      columns[3].push(article.tags.join(','));
      columns[4].push(authorIds[article.authorIndex]);
      columns[5].push(new Date(Date.UTC(2026, 0, 1) + article.index * 60_000).toISOString());
      // As a save writes it (articleWrites.ts).
      columns[6].push(bundle.snippetText(article.body));
    }
    await database.run(
      `insert into wiki_articles (workspace_id, title, title_key, body, body_text, tags, status, author_id, updated_by_id, updated_at, published_at)
       select $1, t.title, t.title_key, t.body, t.body_text, string_to_array(t.tags, ','), 'published', t.author_id, t.author_id, t.updated_at, t.updated_at
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::timestamptz[], $8::text[])
         as t(title, title_key, body, tags, author_id, updated_at, body_text)`,
      [workspaceId, ...columns],
    );
    batch = [];
  };
  let index = 0;
  for (const article of wikiArticles(settings.articles)) {
    batch.push({ ...article, index });
    index += 1;
    if (batch.length === BATCH) {
      await flush();
      if (index % 10_000 === 0) log(`seeded ${index} articles (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  if (batch.length > 0) await flush();
  // The searches then read merged indexes with the limit the server keeps, as after the server's own upkeep.
  for (const index of GIN_INDEXES) await database.run(`select gin_clean_pending_list('${index}'::regclass)`);
  await pendingListLimit(SERVED_PENDING_LIST_KB);
  await database.run('analyze wiki_articles');
  return (performance.now() - started) / 1000;
}

const CLOCK_TICK_MS = 10;

/** The CPU time (ms) a process on this machine has used, or null when it is not here (a remote database). */
function processCpuMs(pid) {
  if (pid === undefined) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return null;
  }
}

function cpuMs(database) {
  const own = process.cpuUsage();
  const backend = processCpuMs(database.backendPid);
  return backend === null ? null : (own.user + own.system) / 1000 + backend;
}

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
  return { samples: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) };
}

async function main() {
  const rows = [];
  const timer = setTimeout(() => abandon(`over BENCH_TIMEOUT_S=${settings.timeoutSeconds}`), settings.timeoutSeconds * 1000);
  const bundle = await bundleModule();
  const database = await openDatabase(bundle);
  try {
    const workspaceId = randomUUID();
    const authorIds = Array.from({ length: 20 }, () => randomUUID());
    const seconds = await seed(database, bundle, workspaceId, authorIds);
    log(
      `seeded ${settings.articles} articles on ${database.engine} in ${seconds.toFixed(0)} s; load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}`,
    );
    for (const { scenario, text, tag, author } of SCENARIOS) {
      const search = { workspaceId, viewerId: authorIds[0], text, tag, authorId: author ? authorIds[3] : undefined, limit: 20 };
      const first = await bundle.searchArticles(database.orm, search);
      for (let warm = 0; warm < 5; warm += 1) await bundle.searchArticles(database.orm, search);
      const samples = [];
      const cpuBefore = cpuMs(database);
      for (let sample = 0; sample < settings.samples; sample += 1) {
        const t0 = performance.now();
        await bundle.searchArticles(database.orm, search);
        samples.push(performance.now() - t0);
      }
      const cpuAfter = cpuMs(database);
      const cpu =
        cpuBefore === null || cpuAfter === null
          ? 'CPU not measured'
          : `CPU ${((cpuAfter - cpuBefore) / settings.samples).toFixed(1)} ms/search`;
      const figures = percentiles(samples);
      const verdict = figures.p95 <= GOAL_P95_MS ? 'within' : 'OVER';
      const note = `p95 ${figures.p95.toFixed(1)} ms (${verdict} the ${GOAL_P95_MS} ms goal); ${cpu}; ${first.hits.length}${first.hasMore ? '+' : ''} hits on page 1; ${settings.articles} articles; ${database.engine}; SQL directly, no HTTP`;
      log(`${scenario}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms; ${note}`);
      rows.push({
        bench: 'wiki-search',
        scenario,
        metric: 'search time',
        samples: figures.samples,
        p50: figures.p50,
        p95: figures.p95,
        p99: figures.p99,
        max: figures.max,
        note,
      });
    }
  } finally {
    clearTimeout(timer);
    await database.close();
    if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
    if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows));
  }
}

function abandon(reason) {
  console.error(`[wiki-search] ${reason}`);
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
