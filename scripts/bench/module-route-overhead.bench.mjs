/**
 * The cost of a module route next to a platform route of the same work (issue 33): one signed-in member, in one
 * run against the built server, times
 * - `GET /api/v1/modules/wiki/tags`: the module host's guard (membership, module enabled, its config), the wiki's
 *   permission check, one small query (the tags of a few articles);
 * - `GET /api/v1/workspaces/:id/members`: the platform's membership check and one small query (its one member);
 * - a Fastify hello-world in its own process, the yardstick for this machine at this moment;
 * first one request at a time (the latency a person sees), then `BENCH_CONCURRENCY` at a time, each with the
 * serving process's CPU time per request (which a shared machine's other work does not inflate). Goal: the
 * module route within 2× the platform route.
 *
 * @bench-both-databases: with DATABASE_URL set, `npm run bench` runs it on PGlite and on PostgreSQL.
 * Settings (environment): BENCH_REQUESTS=500  BENCH_CONCURRENCY=16  BENCH_TIMEOUT_S=600
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleServer, inBatches, singleModuleStaticFolder, startBuiltServer, startHelloWorld, summary } from './benchSupport.mjs';
import { apiClient, BENCH_PASSWORD } from './kanbanSeed.mjs';

const settings = {
  requests: Number(process.env.BENCH_REQUESTS ?? 500),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 16),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 600),
};
const GOAL_RATIO = 2;
const log = (text) => console.log(`[module-route-overhead] ${text}`);
const leftovers = { server: undefined, hello: undefined, scratch: undefined, bundle: undefined };
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const CLOCK_TICK_MS = 10;

/** The CPU time (ms) the process has used: on a shared machine the wall time includes waiting for a core. */
function processCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

/**
 * `total` GETs, `concurrency` at a time, after a warm-up of the same size: the times, requests a second, and the
 * serving process's CPU time per request.
 */
async function timed(url, headers, pid, concurrency, total = settings.requests) {
  const once = async (samples) => {
    const t0 = performance.now();
    const status = await get(url, headers);
    samples?.push(performance.now() - t0);
    if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
  };
  await inBatches([...Array(total).keys()], concurrency, () => once());
  const samples = [];
  const started = performance.now();
  const cpuBefore = processCpuMs(pid);
  await inBatches([...Array(total).keys()], concurrency, () => once(samples));
  return { ...summary(samples), rps: total / ((performance.now() - started) / 1000), cpu: (processCpuMs(pid) - cpuBefore) / total };
}

/** A member with a few tagged articles in their personal workspace. */
async function seed(base) {
  const email = `bench.overhead.${Date.now()}.${process.pid}@example.test`;
  const signed = await apiClient(base)('POST', '/auth/register', { email, password: BENCH_PASSWORD, name: 'Bench' });
  const { workspaces } = await apiClient(base, signed.access_token)('GET', '/workspaces');
  const workspace = workspaces.find((candidate) => candidate.isPersonal) ?? workspaces[0];
  const call = apiClient(base, signed.access_token, workspace.id);
  for (let index = 0; index < 5; index += 1) {
    await call('POST', '/modules/wiki/articles', {
      title: `Статья ${index + 1}`,
      body: 'Текст статьи.',
      tags: ['процессы', `тег-${index % 3}`],
      status: 'published',
    });
  }
  return { token: signed.access_token, workspaceId: workspace.id };
}

async function main() {
  const rows = [];
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-overhead-'));
  leftovers.scratch = scratch;
  const timer = setTimeout(() => abandon(`over BENCH_TIMEOUT_S=${settings.timeoutSeconds}`), settings.timeoutSeconds * 1000);
  let server;
  let hello;
  try {
    server = await startBuiltServer({
      scratch,
      entry: (leftovers.bundle = await bundleServer('overhead')),
      staticDir: singleModuleStaticFolder(scratch, 'wiki'),
    });
    leftovers.server = server.child;
    hello = await startHelloWorld();
    leftovers.hello = hello.child;
    const seeded = await seed(server.base);
    const headers = { authorization: `Bearer ${seeded.token}`, 'x-workspace-id': seeded.workspaceId };
    const routes = [
      ['module: GET /modules/wiki/tags', `${server.base}/api/v1/modules/wiki/tags`, headers, server.child.pid],
      [
        'platform: GET /workspaces/:id/members',
        `${server.base}/api/v1/workspaces/${seeded.workspaceId}/members`,
        headers,
        server.child.pid,
      ],
      ['Fastify hello-world (own process)', `${hello.base}/`, {}, hello.child.pid],
    ];
    for (const concurrency of [1, settings.concurrency]) {
      const measured = [];
      for (const [scenario, url, routeHeaders, pid] of routes) measured.push([scenario, await timed(url, routeHeaders, pid, concurrency)]);
      const [module, platform] = measured.map(([, figures]) => figures);
      const ratio = module.p50 / platform.p50;
      for (const [scenario, figures] of measured) {
        const note = `${concurrency === 1 ? 'one at a time' : `${concurrency} concurrent`}; ${figures.rps.toFixed(0)} req/s; server CPU ${figures.cpu.toFixed(2)} ms/request; ${database}${
          figures === module
            ? `; module/platform p50 ${ratio.toFixed(2)}× (${ratio <= GOAL_RATIO ? 'within' : 'OVER'} the ${GOAL_RATIO}× goal)`
            : ''
        }`;
        log(`${scenario}: p50 ${figures.p50.toFixed(2)} ms, p95 ${figures.p95.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms; ${note}`);
        const { rps: _rps, cpu: _cpu, ...row } = figures;
        rows.push({ bench: 'module-route-overhead', scenario, metric: 'response time', ...row, note });
      }
    }
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
  console.error(`[module-route-overhead] ${reason}`);
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  if (leftovers.hello?.exitCode === null) leftovers.hello.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  process.exit(1);
}
process.once('SIGINT', () => abandon('interrupted'));

await main().catch((error) => abandon(error.stack ?? String(error)));
