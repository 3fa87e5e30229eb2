import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import type { Database } from '../db/database.ts';
import { runAdminCommand, type AdminCommand } from './commands.ts';

/**
 * A running server on PGlite holds its data folder alone (a second process would lose writes), so the admin command
 * reaches it through a Unix socket beside the folder, readable and writable by the server's user only.
 */
export const adminSocketPath = (dataDir: string) => `${dataDir}.admin.sock`;

/**
 * Listens for admin commands (one JSON line each, answered with one JSON line); `onDone` runs after each command
 * carried out (the server forgets the pages it rendered). Returns the server to close.
 */
export function listenForAdminCommands(db: Database, path: string, onDone: () => void = () => {}): Promise<Server> {
  rmSync(path, { force: true }); // left by a server that is gone: the data folder lock guarantees it is not ours
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      input += chunk;
      if (!input.includes('\n')) return;
      runAdminCommand(db, JSON.parse(input) as AdminCommand)
        .then((status) => {
          onDone();
          socket.end(`${JSON.stringify({ status })}\n`);
        })
        .catch((error: Error) => socket.end(`${JSON.stringify({ error: error.message })}\n`));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      chmodSync(path, 0o600);
      resolve(server);
    });
  });
}

/** Sends a command to the server listening on `path` and answers its status. */
export function sendAdminCommand(path: string, command: AdminCommand): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let output = '';
    const socket = createConnection(path, () => socket.write(`${JSON.stringify(command)}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (output += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = JSON.parse(output) as { status?: unknown; error?: string };
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.status);
    });
  });
}
