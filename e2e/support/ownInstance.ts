import { test } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const STARTUP_LIMIT_MS = 60_000;

export interface OwnInstance {
  baseURL: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

function serverEnv(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EXTRA_MODULES_DIR: path.join(repoRoot, 'build', 'e2e-modules'),
    DATABASE_URL: '',
    RATE_LIMIT_REGISTER: '1000',
    RATE_LIMIT_LOGIN: '1000',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/** Starts the built server on `dataDir` and resolves once it answers /api/v1/health; `stop` ends it. */
async function startServer(dataDir: string, env: Record<string, string>, onStopped: () => void): Promise<OwnInstance> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: serverEnv(port, dataDir, env),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited(child);
    onStopped();
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${child.exitCode} while starting`);
    }
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) return { baseURL, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/v1/health within ${STARTUP_LIMIT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let emptyDataDir: Promise<string> | null = null;

/**
 * A data directory with the embedded database created and migrated but no account in it, made once per
 * worker by starting and stopping the server on it. Creating the database is most of a server's start
 * (PGlite's initdb); each instance starts on a copy instead.
 */
function initialisedEmptyDataDir(): Promise<string> {
  emptyDataDir ??= (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-e2e-template-'));
    process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer(dataDir, {}, () => {});
    await server.stop();
    return dataDir;
  })();
  return emptyDataDir;
}

/**
 * The built server on its own port and empty database, so that the first account signed up on it is its
 * platform admin and what that admin blocks platform-wide touches no other spec. Same settings as the
 * shared e2e server (playwright.config.ts), fixture modules included; `env` adds or overrides variables
 * (a short ACCESS_TOKEN_TTL, say).
 */
export async function startOwnInstance(env: Record<string, string> = {}): Promise<OwnInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-e2e-own-'));
  fs.cpSync(await initialisedEmptyDataDir(), dataDir, { recursive: true });
  return startServer(dataDir, env, () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * A test on its own instance (one per test, not per worker: two such tests in one worker would otherwise
 * share it, and the second one's first sign-up would not be the platform admin), whose first sign-up is
 * therefore the platform admin: the one who may block modules platform-wide, and who holds the developer
 * permission to publish.
 */
export const onOwnInstance = test.extend<{ ownBaseURL: string }>({
  ownBaseURL: [
    async ({}, use) => {
      const instance = await startOwnInstance();
      try {
        await use(instance.baseURL);
      } finally {
        await instance.stop();
      }
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ ownBaseURL }, use) => use(ownBaseURL),
});
