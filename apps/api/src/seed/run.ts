// `npm run seed -w @casino/api`: writes the demo content into the configured database (PGlite or DATABASE_URL), with
// SEED_GAMES games (by default the demo's 648; SEED_GAMES=5000 for a catalogue at an operator's size).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { catalogueOfSize } from './catalogue.ts';
import { seedDemoContent, seedGameCount } from './seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
const { games, providers } = catalogueOfSize(seedGameCount());
try {
  await seedDemoContent(database.db, new Date(), games.length);
  console.log(
    `Seeded ${games.length} games from ${providers.length} providers, the groups, pages, articles, ` +
      `affiliates, countries, avatars and pictures (${database.kind}).`,
  );
} finally {
  await database.close();
}
