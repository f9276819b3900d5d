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

/**
 * The built server on its own port and empty database, so that the first account signed up on it is its
 * platform admin and what that admin blocks platform-wide touches no other spec. Same settings as the
 * shared e2e server (playwright.config.ts), fixture modules included; `env` adds or overrides variables
 * (a short ACCESS_TOKEN_TTL, say).
 */
export async function startOwnInstance(env: Record<string, string> = {}): Promise<OwnInstance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-e2e-own-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
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
