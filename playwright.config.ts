import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tooling/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server keeps its database apart from the developer's .data/. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  // Two cores run the server, the browser and two workers: give assertions room under load.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${e2eDataDir} && node --import tsx tests/fixtures/e2e-database.ts && node --import tsx server/start.ts`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: e2eDataDir },
    stdout: 'pipe',
    timeout: 60_000,
  },
});
