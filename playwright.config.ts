import { defineConfig, devices } from '@playwright/test';
import { factsChoiceOf } from './content/facts';
import { chromiumFlags, chromiumPath } from './tooling/chromium';
import { buildOutDirFor } from './tooling/project';
import type { FontState } from './tests/fixtures/e2e-fonts';

/**
 * The browser tests run once per fact set (content/facts.ts), each on its own build, server and
 * database: `playwright test` on the company's facts (dist/), `FACTS=example playwright test` on
 * the example company's (dist-example/, the launch rehearsal), where only the tests whose outcome
 * depends on the facts run (tagged @facts). Each run has two font states, made explicit rather than
 * left to when the font arrives (tests/fixtures/e2e-fonts.ts): `brand`, every test with the brand
 * face there from the first paint; `fallback`, the web font refused, for the tests of layout
 * (tagged @layout), which must hold in the metric-matched fallback face as well.
 */
const facts = factsChoiceOf(process.env.FACTS);
const example = facts === 'example';
const port = Number(process.env.E2E_PORT ?? (example ? 4174 : 4173));
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server keeps its database apart from the developer's .data/. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? (example ? '.data-e2e-example' : '.data-e2e');
// The tests read the build they are served (budgets, headers, valid HTML): this run's.
process.env.DIST_DIR ??= `${buildOutDirFor(facts)}/client`;

/** Titles that hold both tags, in either order. */
const both = (a: string, b: string) => new RegExp(`(?=.*${a})(?=.*${b})`);

const chromiumProject = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig<object, { fontState: FontState }>({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? (example ? 'test-results-example' : 'test-results'),
  fullyParallel: true,
  workers: 2,
  // A test's own budget: two cores run the server, the browser and two workers (and CI may be busier).
  timeout: 60_000,
  // Two cores run the server, the browser and two workers: give assertions room under load.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic'],
    },
  },
  projects: [
    { name: `${facts}, brand face`, use: { ...chromiumProject, fontState: 'brand' satisfies FontState }, ...(example ? { grep: /@facts/ } : {}) },
    { name: `${facts}, fallback face`, use: { ...chromiumProject, fontState: 'fallback' satisfies FontState }, grep: example ? both('@layout', '@facts') : /@layout/ },
  ],
  webServer: {
    command: `rm -rf ${e2eDataDir} && node --import tsx tests/fixtures/e2e-database.ts && node --import tsx server/start.ts`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    env: { PORT: String(port), DATA_DIR: e2eDataDir, DIST_DIR: process.env.DIST_DIR },
    stdout: 'pipe',
    // PGlite applies every migration first: slow on a busy machine.
    timeout: 180_000,
  },
});
