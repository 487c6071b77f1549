import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from './scripts/find-chromium.mjs';

/** A free local port, chosen once in the runner and inherited by its workers through env. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
// A fresh database for each run: the server creates, migrates and seeds it on start.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'galant-e2e-'));
const port = Number(process.env.E2E_PORT);
const executablePath = findChromium();
if (!executablePath) throw new Error(INSTALL_HINT);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } } }],
  webServer: {
    // As `npm start` runs it: the server bundle (dist/runtime/server.js, with the packages it
    // carries), made again first if a source changed; the API tests cover the TypeScript sources.
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The provider's notification activates a paid account this long after the payment.
      PAYMENT_ACTIVATION_DELAY_MS: '1500',
      // As `npm start` runs: notifications and lifecycle jobs on the Postgres queue.
      JOBS_ENABLED: 'true',
    },
  },
});
