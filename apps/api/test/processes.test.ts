import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  depositFunds,
  registerPlayer,
  SiteClient,
  startServer,
  stopServer,
  type ServerProcess,
} from '../bench/server-process.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { payments } from '../src/payments/schema.ts';
import { gameRounds } from '../src/wallet/schema.ts';
import { CALLBACK_PATH, SIGNATURE_HEADER, signCallback } from '../src/payments/simulated.ts';
import { ROUND_PATH } from '../src/wallet/round-route.ts';
import { playerIdOf, someEmail, someIp } from './player-support.ts';
import { useProcessDatabase } from './process-support.ts';
import { expectLedgerMatchesWallets, someGameId } from './wallet-support.ts';

/** Both processes serve one site, as behind one proxy; each is also reached directly on its own port. */
const SITE = 'http://casino.test';
const SECRET = 'processes-callback-secret';
const CACHE_SECONDS = 2;
const PASSWORD = 'secret11';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorCodeOf = async (response: Response) => ((await response.json()) as { errorCode?: number }).errorCode;

describe('WORKERS', () => {
  it('refuses more than one worker on PGlite, whose folder serves one process', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, WORKERS: '2', DATABASE_URL: '', DATA_DIR: '/nonexistent/never-opened' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(stderr).toContain('WORKERS=2 needs DATABASE_URL');
  });
});

describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const target = useProcessDatabase('processes');
  let a: ServerProcess;
  let b: ServerProcess;
  let database: DatabaseHandle;
  const env = () => ({
    ...target.env,
    SITE_ORIGIN: SITE,
    TRUST_PROXY: 'true',
    PAYMENT_CALLBACK_SECRET: SECRET,
    SESSION_CACHE_SECONDS: String(CACHE_SECONDS),
    LOG_LEVEL: 'error',
  });

  beforeAll(async () => {
    // Started together on the empty database: the startup lock lets one migrate and seed, the other then finds it done.
    [a, b] = await Promise.all([startServer(env()), startServer(env())]);
    database = await target.open();
  });
  afterAll(async () => {
    await database?.close();
    const codes = await Promise.all([a, b].flatMap((server) => (server ? [stopServer(server)] : [])));
    expect(codes).toEqual([0, 0]);
  });
  afterEach(() => expectLedgerMatchesWallets(database.db));

  /** A new player logged in through process `via`, calling from an address of its own. */
  async function newPlayer(via = a) {
    const client = new SiteClient(SITE, someIp());
    const email = someEmail();
    await registerPlayer(via.origin, client, email, PASSWORD);
    return { client, email };
  }

  it('counts wrong logins together: the sixth attempt is refused by whichever process answers', async () => {
    const { email } = await newPlayer();
    const attacker = new SiteClient(SITE, someIp());
    for (const server of [a, b, a, b, a]) {
      const wrong = await attacker.post(server.origin, '/player-api/login', { email, password: 'wrong111' });
      expect(wrong.status).toBe(401);
      expect(await errorCodeOf(wrong)).toBe(104);
    }
    for (const server of [b, a]) {
      const sixth = await attacker.post(server.origin, '/player-api/login', { email, password: PASSWORD });
      expect(sixth.status).toBe(429);
      expect(await errorCodeOf(sixth)).toBe(429);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The count is per client and e-mail: the player from another address still gets in.
    const player = new SiteClient(SITE, someIp());
    expect((await player.post(b.origin, '/player-api/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('a logout on one process ends the session on the other within SESSION_CACHE_SECONDS', async () => {
    const { client } = await newPlayer(a);
    // B reads the session now and trusts it for CACHE_SECONDS from this read, which ends before `loggedOut`.
    expect((await client.get(b.origin, '/player-api/player')).status).toBe(200);
    const cookie = client.cookie;
    const loggedOut = Date.now();
    expect((await client.post(a.origin, '/player-api/logout', {})).status).toBe(200);
    client.cookie = cookie; // the old cookie, as a copy of it would be sent
    const onA = await client.get(a.origin, '/player-api/player');
    expect(onA.status).toBe(401);
    expect(await errorCodeOf(onA)).toBe(115);
    await sleep(loggedOut + CACHE_SECONDS * 1000 - Date.now());
    const onB = await client.get(b.origin, '/player-api/player');
    expect(onB.status).toBe(401);
    expect(await errorCodeOf(onB)).toBe(115);
  });

  it('a cool-off set on one process refuses play with the old cookie on the other at once', async () => {
    const { client, email } = await newPlayer(a);
    await depositFunds(a.origin, client, 50);
    const gameId = await someGameId(database.db);
    expect((await client.post(b.origin, ROUND_PATH, { gameId, bet: 1 }, true)).status).toBe(200);
    expect((await client.get(b.origin, `/player-api/game/real/${gameId}`)).status).toBe(200);

    const coolOff = await client.post(a.origin, '/player-api/player/limit/coolOff', {
      coolOffDays: 1,
      password: PASSWORD,
    });
    expect(coolOff.status).toBe(200);
    const round = await client.post(b.origin, ROUND_PATH, { gameId, bet: 1 }, true);
    expect([round.status, await errorCodeOf(round)]).toEqual([403, 217]);
    const launch = await client.get(b.origin, `/player-api/game/real/${gameId}`);
    expect(await errorCodeOf(launch)).toBe(217);
    const login = await new SiteClient(SITE, someIp()).post(b.origin, '/player-api/login', {
      email,
      password: PASSWORD,
    });
    expect(await errorCodeOf(login)).toBe(217);
  });

  it('50 parallel withdrawals of 10 from 100 over both processes: exactly 10 succeed', async () => {
    const { client } = await newPlayer();
    await depositFunds(a.origin, client, 100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const server = index % 2 === 0 ? a : b;
        const response = await client.post(server.origin, '/player-api/payment/withdraw', {
          amount: 10,
          method: 'trustly',
        });
        return (await errorCodeOf(response)) ?? 'ok';
      }),
    );
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(10);
    expect(new Set(answers.filter((answer) => answer !== 'ok'))).toEqual(new Set([121]));
    const balance = (await (await client.get(b.origin, '/player-api/player/balance')).json()) as { cash: number };
    expect(balance.cash).toBe(0);
  });

  it('50 parallel rounds against a daily loss limit over both processes: no booked round crossed it', async () => {
    const { client, email } = await newPlayer();
    await depositFunds(a.origin, client, 500);
    expect((await client.post(b.origin, '/player-api/player/limit/loss', { dailyAmount: 30 })).status).toBe(200);
    const gameId = await someGameId(database.db);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const server = index % 2 === 0 ? a : b;
        const response = await client.post(server.origin, ROUND_PATH, { gameId, bet: 7 }, true);
        return response.status === 200 ? 200 : await errorCodeOf(response);
      }),
    );
    expect(statuses.every((status) => status === 200 || status === 122)).toBe(true);

    // The rounds in the order their transactions held the wallet: each had to fit in what the ones before left.
    const playerId = await playerIdOf(database.db, email);
    const rounds = await database.db
      .select({ bet: gameRounds.bet, win: gameRounds.win })
      .from(gameRounds)
      .where(eq(gameRounds.playerId, playerId))
      .orderBy(asc(gameRounds.id));
    expect(rounds).toHaveLength(statuses.filter((status) => status === 200).length);
    let net = 0;
    for (const { bet, win } of rounds) {
      expect(Math.max(net, 0) + bet).toBeLessThanOrEqual(3000);
      net += bet - win;
    }
    // Four losing bets of 7 fit in 30 whatever the outcomes, so at least four were booked.
    expect(rounds.length).toBeGreaterThanOrEqual(4);
    const limits = (await (await client.get(a.origin, '/player-api/player/limits')).json()) as {
      limits: { usedAmount: number }[];
    };
    expect(limits.limits[0]!.usedAmount).toBe(Math.max(net, 0) / 100);
  });

  it('the same signed callback delivered 10 times at once to both processes credits once', async () => {
    const { client } = await newPlayer();
    const started = await client.post(a.origin, '/player-api/payment/initDeposit', {
      country: 'FIN',
      amount: 40,
      method: 'trustly',
      currency: 'EUR',
    });
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const reference = new URL(redirectUrl).searchParams.get('reference')!;
    const body = JSON.stringify({ reference, outcome: { approved: true } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        fetch(`${(index % 2 === 0 ? a : b).origin}${CALLBACK_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(SECRET, body) },
          body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const balance = (await (await client.get(b.origin, '/player-api/player/balance')).json()) as { cash: number };
    expect(balance.cash).toBe(40);
    const [row] = await database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row?.status).toBe('ok');
  });
});

/** The pids of the processes whose parent is `pid`. */
const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // After the command name in parentheses: state, then the parent's pid.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // it ended while we looked
      }
    })
    .map(Number);

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(process.env.DATABASE_URL)('WORKERS=2 on PostgreSQL', () => {
  const target = useProcessDatabase('workers');

  it(
    'serves from two worker processes on one port and stops them all on SIGTERM, exiting 0',
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ ...target.env, WORKERS: '2', LOG_LEVEL: 'error' });
      const workers = childrenOf(server.child.pid!);
      try {
        expect(workers).toHaveLength(2);
        expect((await fetch(`${server.origin}/content/status`)).status).toBe(200);
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
      expect(workers.filter(isRunning)).toEqual([]);
    },
  );
});
