import { defineConfig } from 'vitest/config';

// Server tests: on embedded PGlite by default, on PostgreSQL when DATABASE_URL is set. Each test file works in a
// database of its own, copied from templates the global set-up makes once (test/database-templates.ts). Tests that
// start server processes on a new PGlite folder take a few seconds for it, hence the long hook timeout.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/database-templates.ts'],
    pool: 'forks',
    // Two files at a time, and a worker's files in one process: each builds its own app on its own database, so
    // nothing but the loaded modules is shared (about 0.6 s a file). On the 2-core machine, PGlite 190 -> 102 s and
    // PostgreSQL 172 -> 82 s (one file at a time, each in a new process, before).
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
