import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  depositFunds,
  registerPlayer,
  SiteClient,
  startServer,
  stopServer,
  type ServerProcess,
} from '../../bench/server-process.ts';
import { gameRounds } from '../../src/wallet/schema.ts';
import { ROUND_PATH } from '../../src/wallet/round-route.ts';
import { playerIdOf, someEmail, someIp } from '../player-support.ts';
import { useProcessDatabase } from '../process-support.ts';
import { expectLedgerMatchesWallets } from '../wallet-support.ts';

const target = useProcessDatabase('shutdown');
const SITE = 'http://casino.test';
const GAME_ID = 1;
/** Each test starts a server process (a fresh PGlite folder takes seconds), so they get time on a busy machine. */
const SLOW = { timeout: 120_000 };
const email = someEmail();
const client = new SiteClient(SITE, someIp());
let funded = false;
const servers: ServerProcess[] = [];

/** The real server on the test database, with the player logged in and funded (once, by the first server). */
async function server(env: Record<string, string>): Promise<ServerProcess> {
  const started = await startServer({
    ...target.env,
    SITE_ORIGIN: SITE,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
    ...env,
  });
  servers.push(started);
  if (!funded) {
    await registerPlayer(started.origin, client, email);
    await depositFunds(started.origin, client, 1000);
    funded = true;
  }
  return started;
}

/**
 * A round whose request is in the server's hands but not complete: the headers are sent with
 * `Expect: 100-continue`, and the server's `100 Continue` shows it has read them. `finish` sends the body and answers
 * the final response, once the server ends the connection.
 */
async function heldRound({ origin }: ServerProcess) {
  const { hostname, port, host } = new URL(origin);
  const socket: Socket = connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
  const ended = once(socket, 'close');
  const body = JSON.stringify({ gameId: GAME_ID, bet: 0.5 });
  socket.write(
    [
      `POST ${ROUND_PATH} HTTP/1.1`,
      `Host: ${host}`,
      `Origin: ${SITE}`,
      `Cookie: ${client.cookie}`,
      'Content-Type: application/json',
      `Content-Length: ${body.length}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  while (!received.includes('100 Continue')) await once(socket, 'data');
  return {
    ended,
    async finish() {
      socket.write(body);
      await ended;
      const final = received.slice(received.indexOf('\r\n\r\n') + 4);
      return {
        status: Number(final.split(' ')[1]),
        body: JSON.parse(final.slice(final.indexOf('\r\n\r\n') + 4)) as { roundId: number },
      };
    },
  };
}

/** Resolves once connecting to `origin` is refused: the server no longer accepts. */
async function refusing(origin: string) {
  const { hostname, port } = new URL(origin);
  for (;;) {
    const socket = connect(Number(port), hostname);
    const outcome = await new Promise((resolve) => {
      socket.once('connect', () => resolve('accepted')).once('error', () => resolve('refused'));
    });
    socket.destroy();
    if (outcome === 'refused') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The ids of the player's booked rounds, read once no server holds the database. */
async function bookedRounds() {
  const database = await target.open();
  try {
    await expectLedgerMatchesWallets(database.db);
    const playerId = await playerIdOf(database.db, email);
    const rows = await database.db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(eq(gameRounds.playerId, playerId));
    return rows.map((row) => row.id).sort((x, y) => x - y);
  } finally {
    await database.close();
  }
}

/** A server that a failed test left running would hold the PGlite folder. */
afterEach(() => {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('SIGTERM', () => {
  it('stops accepting, answers the rounds in flight, books exactly the answered rounds, exits 0', SLOW, async () => {
    const running = await server({ SHUTDOWN_TIMEOUT_SECONDS: '120' });
    const answered: number[] = [];
    const others: number[] = [];
    let stop = false;
    /** Rounds one after another until the server stops answering (a refused or cut connection). */
    const stream = async () => {
      while (!stop) {
        const response = await client
          .post(running.origin, ROUND_PATH, { gameId: GAME_ID, bet: 0.5 }, true)
          .catch(() => undefined);
        if (!response) return;
        if (response.status === 200) answered.push(((await response.json()) as { roundId: number }).roundId);
        else {
          others.push(response.status);
          await response.text();
        }
      }
    };
    const streams = Array.from({ length: 4 }, stream);
    while (answered.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));

    const held = await heldRound(running);
    const exited = stopServer(running, 'SIGTERM');
    await refusing(running.origin);
    const round = await held.finish();
    expect(round.status).toBe(200);
    answered.push(round.body.roundId);
    expect(await exited).toBe(0);
    stop = true;
    await Promise.all(streams);

    // While closing, a request on a connection already open is refused with 503 and not played.
    expect(others.filter((status) => status !== 503)).toEqual([]);
    expect(await bookedRounds()).toEqual(answered.sort((x, y) => x - y));
  });

  it(
    'cuts a request still incomplete after SHUTDOWN_TIMEOUT_SECONDS, books nothing for it, exits 0',
    SLOW,
    async () => {
      const before = await bookedRounds();
      const running = await server({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
      const held = await heldRound(running);
      expect(await stopServer(running, 'SIGTERM')).toBe(0);
      await held.ended; // the server closed the connection of the request it never got the body of
      expect(await bookedRounds()).toEqual(before);
    },
  );
});
