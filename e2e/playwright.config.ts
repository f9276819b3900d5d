import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOT_API_STAND_IN_PORT } from './support/botApiPort';
import { SMTP_SINK_PORT } from './support/smtpSinkPort';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = mkdtempSync(path.join(tmpdir(), 'artel-e2e-'));

/** Debian's Chromium, never a downloaded browser (ARCHITECTURE §6). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, 'build', 'test-results', 'playwright.json') }],
  ],
  outputDir: path.join(root, 'build', 'e2e-output'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'ru-RU',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Recording every test's trace costs time; CI retries once, and the retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node server/dist/main.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EXTRA_MODULES_DIR: path.join(root, 'build', 'e2e-modules'),
      DATABASE_URL: '',
      // Every spec signs people up from one address; the production limits would throttle the suite itself.
      RATE_LIMIT_REGISTER: '1000',
      RATE_LIMIT_LOGIN: '1000',
      // The specs' Bot API stand-in (support/telegramBot.ts): the instance's setting, as a platform admin sets it.
      TELEGRAM_API_ROOT: `http://127.0.0.1:${BOT_API_STAND_IN_PORT}`,
      // «Забыли пароль?» mails through the onboarding spec's sink (support/smtpSinkPort.ts); with no sink
      // listening a mail just fails in the background, which no other spec looks at.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_SINK_PORT),
      SMTP_FROM: 'Artel <artel@example.test>',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  },
});
