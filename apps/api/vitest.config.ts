import { defineConfig } from 'vitest/config';

// Server tests: on embedded PGlite by default, on PostgreSQL when DATABASE_URL is set. Each test file works in a
// database of its own, copied from templates the global set-up makes once (test/database-templates.ts). Tests that
// start server processes on a new PGlite folder take a few seconds for it, hence the long hook timeout.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/database-templates.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
