/**
 * Three instances on one PostgreSQL behind a sticky proxy (issue 33): BENCH_CLIENTS live clients over
 * BENCH_WORKSPACES workspaces, card moves and notifications at a steady rate, delivery time from the write to
 * every subscribed client on every instance; then `kill -9` of one instance: its clients reconnect through the
 * proxy to the others, resume from their last event id, and the bench counts every event each client should
 * have seen (workspace event ids are gap-free per workspace, notification ids come from the database).
 *
 * The database is DATABASE_URL when it names one containing 'test', else
 * postgres://postgres@127.0.0.1:5432/artel_cluster_bench_test; it is dropped and made afresh.
 *
 * Settings (environment): BENCH_CLIENTS=2000  BENCH_WORKSPACES=20  BENCH_USERS_PER_WORKSPACE=5
 * BENCH_MOVES_PER_S=20  BENCH_NOTIFICATIONS_PER_S=5  BENCH_STEADY_S=30  BENCH_AFTER_KILL_S=30
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  bundleServer,
  freePort,
  inBatches,
  repoRoot,
  singleModuleStaticFolder,
  sleep,
  startBuiltServer,
  summary,
} from './benchSupport.mjs';
import { BenchClient } from './cluster/benchClient.mjs';
import { seedWorkspaces } from './cluster/seedWorkspaces.mjs';

const settings = {
  clients: Number(process.env.BENCH_CLIENTS ?? 2000),
  workspaces: Number(process.env.BENCH_WORKSPACES ?? 20),
  usersPerWorkspace: Number(process.env.BENCH_USERS_PER_WORKSPACE ?? 5),
  movesPerSecond: Number(process.env.BENCH_MOVES_PER_S ?? 20),
  notificationsPerSecond: Number(process.env.BENCH_NOTIFICATIONS_PER_S ?? 5),
  steadySeconds: Number(process.env.BENCH_STEADY_S ?? 30),
  afterKillSeconds: Number(process.env.BENCH_AFTER_KILL_S ?? 30),
};
const INSTANCES = 3;
// Three servers starting at once on a shared 2-core machine take longer than one.
process.env.BENCH_START_TIMEOUT_S ??= '180';
const log = (text) => console.log(`[cluster] ${text}`);
const leftovers = { instances: [], proxy: undefined, clients: [], scratch: undefined, bundle: undefined };

function databaseUrl() {
  const given = process.env.DATABASE_URL;
  if (given && /test/i.test(new URL(given).pathname)) return given;
  return 'postgres://postgres@127.0.0.1:5432/artel_cluster_bench_test';
}

async function freshDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

async function startProxy(port, instancePorts) {
  const proxy = fork(path.join(repoRoot, 'scripts/bench/cluster/stickyProxy.mjs'), [String(port), ...instancePorts.map(String)], {
    stdio: 'inherit',
  });
  await new Promise((resolve, reject) => {
    proxy.once('message', resolve);
    proxy.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, proxy };
}

/** Posts at `perSecond`, each from `make(sequence)`; returns a stop that waits for the requests in flight. */
function steadyWriter(perSecond, make) {
  const inFlight = new Set();
  let sequence = 0;
  let failed = 0;
  const timer = setInterval(() => {
    const request = make(sequence++).catch(() => (failed += 1));
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }, 1000 / perSecond);
  return {
    get sent() {
      return sequence;
    },
    get failed() {
      return failed;
    },
    /** A request the killed instance held may never settle: it is given 10 s, then counted as failed. */
    async stop() {
      clearInterval(timer);
      const left = inFlight.size;
      const settled = await Promise.race([Promise.allSettled([...inFlight]).then(() => true), sleep(10_000).then(() => false)]);
      if (!settled) failed += Math.min(left, inFlight.size);
    },
  };
}

/** What each client should have seen, from the database once writing has stopped: per client, the ids it must hold. */
async function expectedIds(url, clients) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const counters = new Map(
      (await db.query('select workspace_id, last_id from workspace_event_counters')).rows.map((row) => [
        row.workspace_id,
        Number(row.last_id),
      ]),
    );
    const byUser = new Map();
    for (const row of (await db.query('select user_id, event_id from notifications where live')).rows) {
      if (!byUser.has(row.user_id)) byUser.set(row.user_id, []);
      byUser.get(row.user_id).push(Number(row.event_id));
    }
    return clients.map((client) => ({
      client,
      workspaceIds: Array.from(
        { length: Math.max(0, (counters.get(client.workspaceId) ?? 0) - client.startWorkspaceId) },
        (_, index) => client.startWorkspaceId + 1 + index,
      ),
      notificationIds: (byUser.get(client.userId) ?? []).filter((id) => id > client.startNotificationId),
    }));
  } finally {
    await db.end();
  }
}

function countMissed(expectations) {
  let expected = 0;
  let missedEvents = 0;
  let missedNotifications = 0;
  for (const { client, workspaceIds, notificationIds } of expectations) {
    expected += workspaceIds.length + notificationIds.length;
    missedEvents += workspaceIds.filter((id) => !client.workspaceIds.has(id)).length;
    missedNotifications += notificationIds.filter((id) => !client.notificationIds.has(id)).length;
  }
  return { expected, missed: missedEvents + missedNotifications, missedEvents, missedNotifications };
}

/** Deliveries lag on a loaded machine: waits until nothing is missing, or until DRAIN_MS pass without progress. */
async function drain(expectations) {
  const DRAIN_MS = 30_000;
  const started = performance.now();
  let last = countMissed(expectations);
  let progressAt = performance.now();
  while (last.missed > 0 && performance.now() - progressAt < DRAIN_MS) {
    await sleep(500);
    const now = countMissed(expectations);
    if (now.missed < last.missed) progressAt = performance.now();
    last = now;
  }
  return { ...last, drainedIn: performance.now() - started };
}

/** Seconds since `from`, for the log. */
const secondsSince = (from) => ((performance.now() - from) / 1000).toFixed(1);

/** Waits until every client is connected, or until 20 s pass with none coming back. */
async function everyoneBack(clients) {
  const PATIENCE_MS = 20_000;
  let waiting = clients.filter((client) => !client.connected).length;
  let progressAt = performance.now();
  while (waiting > 0 && performance.now() - progressAt < PATIENCE_MS) {
    await sleep(200);
    const now = clients.filter((client) => !client.connected).length;
    if (now < waiting) progressAt = performance.now();
    waiting = now;
  }
}

async function main() {
  const started = performance.now();
  const phases = [];
  const timed = (name, from) => phases.push(`${name} ${secondsSince(from)} s`);
  const url = databaseUrl();
  const scratch = (leftovers.scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-cluster-bench-')));
  const [entry] = await Promise.all([bundleServer('cluster'), freshDatabase(url)]);
  leftovers.bundle = entry;
  const staticDir = singleModuleStaticFolder(scratch, 'kanban');
  const env = (index) => ({
    DATABASE_URL: url,
    DATA_DIR: path.join(scratch, `data-${index}`),
    JWT_SECRET: 'cluster-bench-secret-shared-by-every-instance',
    RATE_LIMIT_REGISTER: '100000',
    RATE_LIMIT_LOGIN: '100000',
  });
  // All three start together (migrations take turns under the core's advisory lock); seeding goes through
  // whichever answers first while the others are still starting.
  const starting = [1, 2, 3].map((index) =>
    startBuiltServer({ scratch, staticDir, entry, env: env(index) }).then((instance) => {
      leftovers.instances[index - 1] = instance;
      return instance;
    }),
  );
  const first = await Promise.race(starting);
  timed('first instance up', started);
  const proxyPort = await freePort();
  const liveBase = `http://127.0.0.1:${proxyPort}`;
  const seedStarted = performance.now();
  const seeding = seedWorkspaces({ base: first.base, liveBase }, url, settings, log);
  // Awaited below; a failure before then must not end the process before the instances are stopped.
  seeding.catch(() => undefined);
  const instances = await Promise.all(starting);
  timed('all instances up', started);
  const instancePorts = instances.map((instance) => Number(new URL(instance.base).port));
  const { base, proxy } = await startProxy(proxyPort, instancePorts);
  leftovers.proxy = proxy;
  log(`${INSTANCES} instances (ports ${instancePorts.join(', ')}) behind the proxy at ${base}, started in ${secondsSince(started)} s`);
  const workspaces = await seeding;
  timed('seeding', seedStarted);

  const moveSent = new Map();
  const notificationSent = new Map();
  const phase = { killedAt: null };
  const samples = { move: [], notification: [], moveAfterKill: [], notificationAfterKill: [] };
  const onFrame = (_client, frame) => {
    const now = performance.now();
    const afterKill = phase.killedAt !== null;
    if (frame.type === 'workspace_event' && frame.event.kind === 'kanban.card.moved') {
      const sent = moveSent.get(`${frame.event.cardId}:${frame.event.columnId}`);
      if (sent !== undefined) (afterKill ? samples.moveAfterKill : samples.move).push(now - sent);
    } else if (frame.type === 'notification') {
      const sent = notificationSent.get(frame.notification.title);
      if (sent !== undefined) (afterKill ? samples.notificationAfterKill : samples.notification).push(now - sent);
    }
  };

  const perWorkspace = Math.ceil(settings.clients / settings.workspaces);
  const clients = (leftovers.clients = []);
  for (let index = 0; index < settings.clients; index += 1) {
    const workspace = workspaces[index % workspaces.length];
    const member = workspace.members[Math.floor(index / workspaces.length) % workspace.members.length];
    clients.push(new BenchClient({ base, token: member.token, userId: member.userId, workspaceId: workspace.id, onFrame }));
  }
  const connectStarted = performance.now();
  await inBatches(clients, 100, (client) => client.connect());
  log(
    `${clients.filter((client) => client.connected).length} clients connected (${perWorkspace} per workspace) in ${secondsSince(connectStarted)} s`,
  );
  timed('connecting', connectStarted);
  const runStarted = performance.now();

  const allMembers = workspaces.flatMap((workspace) => workspace.members.map((member) => ({ ...member, workspace })));
  const moves = steadyWriter(settings.movesPerSecond, async (sequence) => {
    const workspace = workspaces[sequence % workspaces.length];
    const round = Math.floor(sequence / workspaces.length);
    const card = workspace.cards[round % workspace.cards.length];
    const column = workspace.columns[(Math.floor(round / workspace.cards.length) + 1) % 2];
    moveSent.set(`${card.id}:${column.id}`, performance.now());
    await workspace.owner.call('POST', `/modules/kanban/cards/${card.id}/move`, { columnId: column.id });
  });
  const notifications = steadyWriter(settings.notificationsPerSecond, async (sequence) => {
    const member = allMembers[sequence % allMembers.length];
    const title = `Bench ${sequence}`;
    notificationSent.set(title, performance.now());
    await member.call('POST', '/notifications', { type: 'info', title, message: 'cluster bench', data: { clickable: false } });
  });

  await sleep(settings.steadySeconds * 1000);
  const victim = leftovers.instances[INSTANCES - 1];
  phase.killedAt = performance.now();
  victim.child.kill('SIGKILL');
  log(`kill -9 of instance 3 after ${settings.steadySeconds} s of steady load`);
  await sleep(1000);
  const dropped = clients.filter((client) => !client.connected).length;
  await sleep(settings.afterKillSeconds * 1000 - 1000);
  await Promise.all([moves.stop(), notifications.stop()]);
  timed(`writing (${settings.steadySeconds} s, kill, ${settings.afterKillSeconds} s)`, runStarted);
  log('writes stopped; waiting for every client to be connected again');
  const settleStarted = performance.now();
  await everyoneBack(clients);
  timed('last reconnects', settleStarted);
  const reconnected = clients.filter((client) => client.reconnects > 0);
  const recovery = reconnected.length ? Math.max(...reconnected.map((client) => client.readyAt - phase.killedAt)) : 0;
  log(`${clients.filter((client) => client.connected).length} of ${clients.length} clients connected; counting`);
  const countStarted = performance.now();
  const { expected, missed, missedEvents, missedNotifications, drainedIn } = await drain(await expectedIds(url, clients));
  timed('counting', countStarted);
  const resyncs = clients.reduce((sum, client) => sum + client.resyncs, 0);

  const rows = [];
  const row = (scenario, metric, values, note) =>
    rows.push({ bench: 'cluster', scenario, metric, ...summary(values), note, database: 'PostgreSQL' });
  const scale = `${settings.clients} clients, ${settings.workspaces} workspaces, 3 instances`;
  row(scale, 'card move → every client', samples.move, `${settings.movesPerSecond}/s, before the kill`);
  row(scale, 'notification → every socket of its user', samples.notification, `${settings.notificationsPerSecond}/s, before the kill`);
  row(scale, 'card move → every client, after kill -9', samples.moveAfterKill, `resumed ones included`);
  row(scale, 'notification → its sockets, after kill -9', samples.notificationAfterKill, `resumed ones included`);
  const ms = (value) => value.toFixed(1);
  for (const { metric, p50, p99, samples: count } of rows)
    log(`${metric}: p50 ${ms(p50 ?? 0)} ms, p99 ${ms(p99 ?? 0)} ms (${count} receipts)`);
  log(`writes: ${moves.sent} card moves (${moves.failed} failed), ${notifications.sent} notifications (${notifications.failed} failed)`);
  log(
    `killed instance's clients: ${dropped} dropped, ${reconnected.length} reconnected to the others within ${ms(recovery / 1000)} s; ${resyncs} told to re-read`,
  );
  log(
    `events each client should have seen: ${expected} in all; the last arrived ${ms(drainedIn / 1000)} s after writing stopped and every client was back`,
  );
  console.log(`events missed: ${missed}`);
  if (missed > 0) log(`of which workspace events ${missedEvents}, notifications ${missedNotifications}`);
  log(`wall time: ${phases.join(', ')}`);
  log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}, ${os.cpus().length} cores, ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  );
  if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows));
  if (missed > 0) process.exitCode = 1;
}

async function cleanUp() {
  for (const client of leftovers.clients) client.close();
  leftovers.proxy?.kill();
  await Promise.all(leftovers.instances.map((instance) => instance.stop()));
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
