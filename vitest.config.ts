import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; server integration tests (real databases) under
// packages/server/test/. `npm test` runs the integration project once per metadata store.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { test: { name: 'charts', include: ['packages/charts/src/**/*.test.ts'] } },
      { test: { name: 'server-unit', include: ['packages/server/src/**/*.test.ts'] } },
      {
        // Run once per metadata store (TESSERA_TEST_STORE=sqlite|postgres).
        test: {
          name: 'server-api',
          include: ['packages/server/test/api/**/*.test.ts'],
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
          // A browser flow that fails once is retried once; a second failure fails the run.
          retry: 1,
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
});
