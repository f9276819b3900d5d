/**
 * Flows engine (issue #14): how long from a kanban change to the end of the flow run it triggers, and how
 * many runs a minute one server works off. A flow "card created → add a checklist item to it" is enabled on
 * a board; cards are created over HTTP, BENCH_CONCURRENCY at a time; each card's run is then read back, and
 * its latency is the run's finish minus the card's creation (both server clocks).
 *
 * Self-contained: bundles the server into server/dist/flows-bench-<pid>.js (removed afterwards), serves only
 * the kanban module, starts it on a free loopback port with PGlite in a temporary DATA_DIR (or PostgreSQL
 * when DATABASE_URL is set). The per-flow rate limit (60 runs a minute) would refuse most of the runs of one
 * flow, so the cards are spread over BENCH_FLOWS flows on as many boards.
 *
 * Settings (environment): BENCH_CARDS=300  BENCH_FLOWS=10  BENCH_CONCURRENCY=4  BENCH_TIMEOUT_S=600
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleServer, inBatches, singleModuleStaticFolder, sleep, startBuiltServer, summary } from './benchSupport.mjs';
import { apiClient, BENCH_PASSWORD } from './kanbanSeed.mjs';

const settings = {
  cards: Number(process.env.BENCH_CARDS ?? 300),
  flows: Number(process.env.BENCH_FLOWS ?? 10),
  concurrency: Number(process.env.BENCH_CONCURRENCY ?? 4),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 600),
};
const log = (text) => console.log(`[flows] ${text}`);
const leftovers = { server: undefined, scratch: undefined, bundle: undefined };

async function setUp(base) {
  const email = `bench.flows.${Date.now()}.${process.pid}@example.test`;
  const signed = await apiClient(base)('POST', '/auth/register', { email, password: BENCH_PASSWORD, name: 'Bench' });
  const { workspaces } = await apiClient(base, signed.access_token)('GET', '/workspaces');
  const workspace = workspaces.find((candidate) => candidate.isPersonal) ?? workspaces[0];
  const call = apiClient(base, signed.access_token, workspace.id);
  const lanes = [];
  for (let index = 0; index < settings.flows; index += 1) {
    const board = await call('POST', `/workspaces/${workspace.id}/boards`, { name: `Bench ${index + 1}` });
    const { column } = await call('POST', `/modules/kanban/boards/${board.id}/columns`, { name: 'Todo' });
    const flow = await call('POST', `/workspaces/${workspace.id}/flows`, {
      name: `Checklist ${index + 1}`,
      state: 'enabled',
      definition: {
        trigger: { type: 'kanban.card.created', settings: { boardId: board.id } },
        conditions: null,
        steps: [
          { id: 'check', kind: 'action', action: 'kanban.create_checklist', settings: { cardId: '{{cardId}}', items: 'Check {{title}}' } },
        ],
      },
    });
    lanes.push({ column, flow });
  }
  return { call, workspaceId: workspace.id, lanes };
}

async function allRuns(call, workspaceId, flowId) {
  const runs = [];
  for (let offset = 0; ; offset += 100) {
    const page = await call('GET', `/workspaces/${workspaceId}/flows/${flowId}/runs?offset=${offset}&limit=100`);
    runs.push(...page.items);
    if (runs.length >= page.total || page.items.length === 0) return runs;
  }
}

async function measure(base) {
  const { call, workspaceId, lanes } = await setUp(base);
  const created = [];
  const started = performance.now();
  await inBatches([...Array(settings.cards).keys()], settings.concurrency, async (index) => {
    const lane = lanes[index % lanes.length];
    const { card } = await call('POST', `/modules/kanban/columns/${lane.column.id}/cards`, { title: `Card ${index + 1}` });
    created.push(card);
  });
  const posted = performance.now();
  const deadline = Date.now() + settings.timeoutSeconds * 1000;
  let runs;
  for (;;) {
    runs = (
      await Promise.all(
        lanes.map(async (lane) => (await allRuns(call, workspaceId, lane.flow.id)).map((run) => ({ ...run, flowId: lane.flow.id }))),
      )
    ).flat();
    if (runs.filter((run) => run.finishedAt).length >= settings.cards) break;
    if (Date.now() > deadline) throw new Error(`only ${runs.length} of ${settings.cards} runs finished within BENCH_TIMEOUT_S`);
    await sleep(200);
  }
  const drained = performance.now();
  const failed = runs.filter((run) => run.status !== 'succeeded');
  if (failed.length > 0) throw new Error(`${failed.length} runs did not succeed: ${JSON.stringify(failed[0])}`);
  const createdAt = new Map(created.map((card) => [card.id, Date.parse(card.createdAt)]));
  const latencies = [];
  await inBatches(runs, settings.concurrency, async (run) => {
    const { event } = await call('GET', `/workspaces/${workspaceId}/flows/${run.flowId}/runs/${run.id}`);
    latencies.push(Date.parse(run.finishedAt) - createdAt.get(event.cardId));
  });
  return {
    cards: settings.cards,
    flows: settings.flows,
    createSeconds: ((posted - started) / 1000).toFixed(1),
    allRunsDoneSeconds: ((drained - started) / 1000).toFixed(1),
    runsPerMinute: Math.round((settings.cards / (drained - started)) * 60_000),
    latencyMs: summary(latencies),
  };
}

async function main() {
  const rows = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-flows-bench-'));
  leftovers.scratch = scratch;
  let server;
  try {
    log(`bundling the server; ${settings.cards} cards over ${settings.flows} flows, ${settings.concurrency} requests at a time`);
    server = await startBuiltServer({
      scratch,
      entry: (leftovers.bundle = await bundleServer('flows')),
      staticDir: singleModuleStaticFolder(scratch, 'kanban'),
    });
    leftovers.server = server.child;
    const result = await measure(server.base);
    log(JSON.stringify(result));
    rows.push({
      bench: 'flows',
      scenario: `${result.cards} cards over ${result.flows} flows, ${settings.concurrency} at a time`,
      metric: 'card created → its run finished (ms)',
      ...result.latencyMs,
      note: `${result.runsPerMinute} runs/min; all done in ${result.allRunsDoneSeconds} s`,
    });
  } finally {
    await server?.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
    if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
    leftovers.scratch = undefined;
    if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows));
  }
}

process.on('exit', () => {
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
});

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
