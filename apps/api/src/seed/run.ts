// `npm run seed -w @casino/api`: writes the demo content into the configured database (PGlite or DATABASE_URL).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { demoGames, demoProviders } from './catalogue.ts';
import { seedDemoContent } from './seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedDemoContent(database.db);
  console.log(
    `Seeded ${demoGames.length} games from ${demoProviders.length} providers, the groups, pages, articles, ` +
      `affiliates, countries, avatars and pictures (${database.kind}).`,
  );
} finally {
  await database.close();
}
