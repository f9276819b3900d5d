/**
 * Notification delivery (issue 4, SPEC §9): time from `POST /notifications` to receipt, over WebSockets
 * with 1,000 and 5,000 sockets connected, and over long polling with 200 and 1,000 pollers waiting.
 *
 * Starts the server, bundled here on its own (benchSupport's bundleServer), on a free loopback port: embedded PGlite in a temporary DATA_DIR, or PostgreSQL when DATABASE_URL is set (the
 * bench only adds users with unique e-mails there; it empties nothing). Everything is bounded: counts by
 * the settings below, time by BENCH_TIMEOUT_S.
 *
 * Sockets are spread over BENCH_USERS users (5,000 sockets over 1,000 users = 5 tabs each); a notification
 * counts as received when it reaches every socket of its user, and each socket's receipt is one sample.
 * Each poller is its own user. Open files: 5,000 sockets need 5,000 descriptors in this process and in the
 * server; `ulimit -n` must allow that (it is checked below).
 *
 * Settings (environment): BENCH_SOCKETS=1000,5000  BENCH_POLLERS=200,1000  BENCH_USERS=1000
 * BENCH_NOTIFICATIONS=300 (per scenario)  BENCH_POST_CONCURRENCY=4  BENCH_TIMEOUT_S=900
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { bundleServer, inBatches, sleep, startBuiltServer, summary } from './benchSupport.mjs';

const list = (value, fallback) => (value ? value.split(',').map(Number) : fallback);
const settings = {
  sockets: list(process.env.BENCH_SOCKETS, [1000, 5000]),
  pollers: list(process.env.BENCH_POLLERS, [200, 1000]),
  users: Number(process.env.BENCH_USERS ?? 1000),
  notifications: Number(process.env.BENCH_NOTIFICATIONS ?? 300),
  postConcurrency: Number(process.env.BENCH_POST_CONCURRENCY ?? 4),
  timeoutSeconds: Number(process.env.BENCH_TIMEOUT_S ?? 900),
};
/** A receipt later than this counts as lost. */
const RECEIPT_TIMEOUT_MS = 15_000;
const CONNECT_CONCURRENCY = 100;
const REGISTER_CONCURRENCY = 8;

const leftovers = { server: undefined, scratch: undefined, bundle: undefined };
const log = (text) => console.log(`[notifications] ${text}`);

function checkOpenFilesLimit(needed) {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (Number.isFinite(limit) && limit < needed) {
    throw new Error(`ulimit -n is ${limit}; ${needed} sockets need more: run 'ulimit -n ${needed + 1000}' first (or lower BENCH_SOCKETS)`);
  }
}

function requestJson(agent, base, method, url, token, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode >= 400) reject(new Error(`${method} ${url} answered ${response.statusCode}: ${text}`));
          else resolve(text ? JSON.parse(text) : undefined);
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
    return request;
  });
}

async function registerUsers(agent, base, count) {
  const started = performance.now();
  const stamp = Date.now().toString(36);
  const users = new Array(count);
  await inBatches([...Array(count).keys()], REGISTER_CONCURRENCY, async (index) => {
    const body = { email: `bench.${stamp}.${index}@example.test`, password: 'bench password 123', name: `Bench ${index}` };
    const signed = await requestJson(agent, base, 'POST', '/api/v1/auth/register', undefined, body);
    users[index] = { id: signed.user.id, token: signed.access_token };
  });
  log(`registered ${count} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return users;
}

/** Waiting receipts keyed by notification title: each resolves when every expected copy has arrived. */
class Receipts {
  constructor() {
    this.pending = new Map();
    this.latencies = [];
    this.lost = 0;
  }

  expect(title, copies) {
    return new Promise((resolve) => {
      const entry = { started: performance.now(), copies, resolve };
      entry.timer = setTimeout(() => {
        this.lost += entry.copies;
        this.pending.delete(title);
        resolve();
      }, RECEIPT_TIMEOUT_MS);
      this.pending.set(title, entry);
    });
  }

  received(title) {
    const entry = this.pending.get(title);
    if (!entry) return;
    this.latencies.push(performance.now() - entry.started);
    entry.copies -= 1;
    if (entry.copies === 0) {
      clearTimeout(entry.timer);
      this.pending.delete(title);
      entry.resolve();
    }
  }
}

/** Posts `count` notifications, `postConcurrency` at a time, round-robin over `targets`; waits for each receipt. */
async function postAndAwait({ agent, base, targets, count, receipts, copiesFor, label }) {
  const postTimes = [];
  await inBatches([...Array(count).keys()], settings.postConcurrency, async (index) => {
    const target = targets[index % targets.length];
    const title = `${label} ${index}`;
    const arrived = receipts.expect(title, copiesFor(target));
    const started = performance.now();
    await requestJson(agent, base, 'POST', '/api/v1/notifications', target.token, { type: 'info', title, message: 'bench' });
    postTimes.push(performance.now() - started);
    await arrived;
  });
  return postTimes;
}

function openSocket(base, user) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/v1/notifications/ws?token=${encodeURIComponent(user.token)}`);
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`socket closed while opening: ${code} ${reason}`)));
    socket.on('message', function first(data) {
      if (JSON.parse(data.toString()).type !== 'ready') return;
      socket.off('message', first);
      socket.removeAllListeners('close');
      resolve(socket);
    });
  });
}

async function socketScenarios(base, agent, users, rows) {
  const sockets = [];
  const socketsPerUser = new Map();
  const receipts = new Receipts();
  try {
    for (const total of settings.sockets) {
      const started = performance.now();
      const adding = [...Array(total - sockets.length).keys()].map((offset) => users[(sockets.length + offset) % users.length]);
      await inBatches(adding, CONNECT_CONCURRENCY, async (user) => {
        const socket = await openSocket(base, user);
        socket.on('message', (data) => {
          const frame = JSON.parse(data.toString());
          if (frame.type === 'notification') receipts.received(frame.notification.title);
        });
        sockets.push(socket);
        socketsPerUser.set(user.id, (socketsPerUser.get(user.id) ?? 0) + 1);
      });
      log(`${sockets.length} sockets open (${socketsPerUser.size} users) after ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const targets = users.filter((user) => socketsPerUser.has(user.id));
      receipts.latencies = [];
      receipts.lost = 0;
      const postTimes = await postAndAwait({
        agent,
        base,
        targets,
        count: settings.notifications,
        receipts,
        copiesFor: (user) => socketsPerUser.get(user.id),
        label: `socket-${total}`,
      });
      const tabs = Math.round(total / socketsPerUser.size);
      rows.push({
        bench: 'notifications',
        scenario: `WebSocket, ${total} sockets`,
        metric: 'POST → socket receipt',
        ...summary(receipts.latencies),
        note: `${settings.notifications} notifications × ${tabs} socket(s) of the user; lost ${receipts.lost}`,
      });
      rows.push({ bench: 'notifications', scenario: `WebSocket, ${total} sockets`, metric: 'POST response', ...summary(postTimes) });
      log(
        `WebSocket ${total}: p50 ${summary(receipts.latencies).p50?.toFixed(1)} ms, p99 ${summary(receipts.latencies).p99?.toFixed(1)} ms, lost ${receipts.lost}`,
      );
    }
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

/** One user's long-poll loop, as the SDK runs it but without the pause, so every poller is waiting. */
function startPoller(base, agent, user, receipts) {
  const poller = { settled: false, stopped: false, request: undefined };
  // Real clients start at random moments; pollers started together would all time out together every 30 s
  // and measure that thundering herd instead. So the first wait is 1-30 s, and every later one 30 s.
  let firstWait = 1 + Math.floor(Math.random() * 30);
  const loop = async () => {
    let cursor = 0;
    while (!poller.stopped) {
      const timeout = poller.settled && firstWait ? firstWait : 30;
      if (poller.settled) firstWait = 0;
      const answer = await new Promise((resolve) => {
        const url = `/api/v1/notifications/poll?userId=${user.id}&lastEventId=${cursor}&timeout=${timeout}`;
        poller.request = http.request(`${base}${url}`, { agent, headers: { authorization: `Bearer ${user.token}` } }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(response.statusCode === 200 ? JSON.parse(text) : undefined));
          response.on('error', () => resolve(undefined));
        });
        poller.request.on('error', () => resolve(undefined));
        poller.request.end();
      });
      if (!answer) {
        if (!poller.stopped) await sleep(200);
        continue;
      }
      for (const notification of answer.notifications) receipts.received(notification.title);
      cursor = answer.eventId;
      if (!answer.hasMore) poller.settled = true;
    }
  };
  poller.done = loop();
  poller.stop = () => {
    poller.stopped = true;
    poller.request?.destroy();
  };
  return poller;
}

async function pollScenarios(base, users, rows) {
  for (const total of settings.pollers) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const postAgent = new http.Agent({ keepAlive: true, maxSockets: settings.postConcurrency * 2 });
    const receipts = new Receipts();
    const pollerUsers = users.slice(0, total);
    const pollers = pollerUsers.map((user) => startPoller(base, agent, user, receipts));
    try {
      const deadline = Date.now() + 120_000;
      while (pollers.some((poller) => !poller.settled)) {
        if (Date.now() > deadline) throw new Error('pollers did not catch up within 120 s');
        await sleep(100);
      }
      // Every poller has re-polled after catching up; give the last requests time to reach the server.
      await sleep(1000);
      const postTimes = await postAndAwait({
        agent: postAgent,
        base,
        targets: pollerUsers,
        count: settings.notifications,
        receipts,
        copiesFor: () => 1,
        label: `poll-${total}`,
      });
      rows.push({
        bench: 'notifications',
        scenario: `long poll, ${total} pollers`,
        metric: 'POST → poll answer',
        ...summary(receipts.latencies),
        note: `${settings.notifications} notifications; lost ${receipts.lost}`,
      });
      rows.push({ bench: 'notifications', scenario: `long poll, ${total} pollers`, metric: 'POST response', ...summary(postTimes) });
      log(
        `long poll ${total}: p50 ${summary(receipts.latencies).p50?.toFixed(1)} ms, p99 ${summary(receipts.latencies).p99?.toFixed(1)} ms, lost ${receipts.lost}`,
      );
    } finally {
      for (const poller of pollers) poller.stop();
      await Promise.all(pollers.map((poller) => poller.done));
      agent.destroy();
      postAgent.destroy();
    }
  }
}

async function main() {
  checkOpenFilesLimit(Math.max(...settings.sockets, ...settings.pollers) + 200);
  const users = Math.max(settings.users, ...settings.pollers);
  log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite in a temporary DATA_DIR'}; ${os.cpus().length} CPUs`,
  );
  leftovers.bundle = await bundleServer('notifications');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-notifications-'));
  leftovers.scratch = scratch;
  const server = await startBuiltServer({
    scratch,
    entry: leftovers.bundle,
    env: { RATE_LIMIT_REGISTER: '1000000', RATE_LIMIT_LOGIN: '1000000' },
  });
  leftovers.server = server.child;
  const rows = [];
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: settings.postConcurrency * 2 });
    const registered = await registerUsers(agent, server.base, users);
    await socketScenarios(server.base, agent, registered, rows);
    await pollScenarios(server.base, registered, rows);
    agent.destroy();
  } finally {
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
    fs.rmSync(leftovers.bundle, { force: true });
    if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows));
  }
}

/** Stopped even when the bench is cut short: the time limit or Ctrl-C must not leave a server running. */
function abandon(reason) {
  console.error(`[notifications] ${reason}`);
  if (leftovers.server?.exitCode === null) leftovers.server.kill('SIGKILL');
  if (leftovers.scratch) fs.rmSync(leftovers.scratch, { recursive: true, force: true });
  if (leftovers.bundle) fs.rmSync(leftovers.bundle, { force: true });
  process.exit(1);
}

const overall = setTimeout(() => abandon(`gave up after ${settings.timeoutSeconds} s (BENCH_TIMEOUT_S)`), settings.timeoutSeconds * 1000);
overall.unref();
process.once('SIGINT', () => abandon('interrupted'));
process.once('SIGTERM', () => abandon('terminated'));

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
