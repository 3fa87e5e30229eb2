import { defineConfig } from 'vitest/config';

// Server tests: on embedded PGlite by default, on PostgreSQL when DATABASE_URL is set (each test file then works in
// a fresh database of its own). Creating a PGlite database takes a few seconds, hence the long hook timeout.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
