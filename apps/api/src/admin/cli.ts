// `npm run admin -w @casino/api -- maintenance on --message-fi "..."`: the operator's commands (see adminUsage).
// On PostgreSQL it writes to the database directly; on PGlite, when a server holds the data folder, it asks that
// server through its admin socket. The server reads the status per request, so no restart is needed either way.
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { parseAdminCommand, runAdminCommand, type AdminCommand } from './commands.ts';
import { adminSocketPath, sendAdminCommand } from './socket.ts';

let command: AdminCommand;
try {
  command = parseAdminCommand(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const config = loadConfig();
const socket = adminSocketPath(config.dataDir);

/** Through the running server's socket; undefined when no server listens there (a socket left by a crash). */
async function viaServer(): Promise<unknown> {
  if (config.databaseUrl || !existsSync(socket)) return undefined;
  return sendAdminCommand(socket, command).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') return undefined;
    throw error;
  });
}

async function direct(): Promise<unknown> {
  // Opening PGlite on a folder that is not there would make a new, empty database and switch maintenance on in it,
  // where no server reads it: a mistyped DATA_DIR would look like success.
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    console.error(`No database at ${config.dataDir}: set DATA_DIR to the server's data folder (or DATABASE_URL).`);
    process.exit(1);
  }
  const database = await openDatabase(config);
  try {
    return await runAdminCommand(database.db, command);
  } finally {
    await database.close();
  }
}

console.log(JSON.stringify((await viaServer()) ?? (await direct()), null, 2));
