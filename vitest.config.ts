import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; server integration tests (real databases) under
// packages/server/test/. `npm test` runs the integration project once per metadata store.
export default defineConfig({
  test: {
    projects: [
      // The repository's own rules (scripts/): the lint boundaries, the test runner.
      { test: { name: 'repo', include: ['scripts/**/*.test.mjs'], testTimeout: 30000 } },
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { test: { name: 'charts', include: ['packages/charts/src/**/*.test.ts'] } },
      { test: { name: 'server-unit', include: ['packages/server/src/**/*.test.ts'] } },
      {
        // Run once per metadata store (TESSERA_TEST_STORE=sqlite|postgres).
        test: {
          name: 'server-api',
          include: ['packages/server/test/api/**/*.test.ts'],
          // The example database loaded once for the run (test/support/examplesTemplate.ts).
          globalSetup: ['packages/server/test/support/examplesTemplate.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'server-integration',
          include: ['packages/server/test/**/*.test.ts'],
          exclude: ['packages/server/test/api/**'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      { test: { name: 'web', include: ['packages/web/src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['packages/server/test/support/examplesTemplate.ts'],
          // No retries: each browser test opens its own page and stands alone, so a failure is
          // a failure (scripts/testTally.mjs would list a test that passed only on a retry).
          testTimeout: 60000,
          hookTimeout: 180000,
          // A page may take seconds to show what a poll waits for on a loaded 2-core machine:
          // polls wait on what the page shows for up to 15 s (Vitest's default is 1 s).
          expect: { poll: { timeout: 15000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
