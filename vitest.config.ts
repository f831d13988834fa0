import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure functions and components rendered on the server, milliseconds) and
// `integration` (real builds of project copies, PGlite and PostgreSQL, spawned servers: seconds to
// minutes). The browser tests are Playwright's (tests/e2e); shared helpers live in tests/fixtures.
export default defineConfig({
  test: {
    projects: [
      {
        // Components import their vanilla-extract styles.
        plugins: [vanillaExtractPlugin()],
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'components/**/*.test.{ts,tsx}'], testTimeout: 60_000 },
      },
      { test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } },
    ],
  },
});
