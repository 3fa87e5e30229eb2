// `npm start -w @casino/api`: the casino server (services, and the app when STATIC_DIR is set) on one origin.
import type { Server } from 'node:net';
import { adminSocketPath, listenForAdminCommands } from './admin/socket.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadConfig();
const database = await openDatabase(config).catch((error: Error) => {
  console.error(`Cannot open the database: ${error.message}`);
  process.exit(1);
});
// APP_DEV=true (`npm run dev`): the app through Vite with hot reload instead of its build.
const dev = process.env.APP_DEV === 'true' ? await (await import('./http/dev-pages.ts')).devPages() : {};
const app = await buildApp({ db: database.db, config, ...dev });

/** On PGlite the admin command reaches this server through a socket (see src/admin/socket.ts). */
let adminSocket: Server | undefined;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    adminSocket?.close();
    await app.close();
  } finally {
    await database.close();
  }
}

try {
  if (await seedIfEmpty(database.db)) app.log.info('Seeded the demo content into the empty database');
  if (!config.databaseUrl) adminSocket = await listenForAdminCommands(database.db, adminSocketPath(config.dataDir));
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error(error);
  await stop('startup failure');
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stop(signal).then(() => process.exit(0)));

const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(
  `Casino running at ${config.siteOrigin} (database: ${where}${config.staticDir ? `; app from ${config.staticDir}` : ''})`,
);
