import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @casino/api` writes a new migration into drizzle/ after a change to the schema files.
// Generating needs no database; the migrations run unchanged on PGlite and PostgreSQL (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  // Each domain's tables are in its folder's schema.ts.
  schema: './src/*/schema.ts',
  out: './drizzle',
});
