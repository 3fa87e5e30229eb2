// `npm run migrate -w @casino/api`: applies the migrations of apps/api/drizzle/ to the configured database.
// The server also migrates at every start; this is for deployments that migrate separately.
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';

const database = await openDatabase(loadConfig());
await database.close();
console.log(`Migrations applied (${database.kind}).`);
