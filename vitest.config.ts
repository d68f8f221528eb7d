import { defineConfig } from 'vitest/config';

// One run covers the pure packages, the web unit tests and the API tests. Browser tests live in
// e2e/ with their own config because they need a built app.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker, which ran every file in turn. The API
    // tests mostly wait (on the database thread, PostgreSQL or a spawned server), so three workers
    // overlap that waiting: 549 -> 368 s for the PGlite pass on the 2-core CI machine.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'seed-data',
          include: ['apps/server/src/db/seed/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/db/seed/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup-env.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
