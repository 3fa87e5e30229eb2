import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  depositFunds,
  registerPlayer,
  SiteClient,
  startServer,
  stopServer,
  type ServerProcess,
} from '../../bench/server-process.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { payments } from '../../src/payments/schema.ts';
import { gameRounds } from '../../src/wallet/schema.ts';
import { readBalance } from '../../src/wallet/wallet.ts';
import { CALLBACK_PATH, SIGNATURE_HEADER, signCallback } from '../../src/payments/simulated.ts';
import { ROUND_PATH } from '../../src/wallet/round-route.ts';
import { playerIdOf, someEmail, someIp } from '../player-support.ts';
import { useProcessDatabase } from '../process-support.ts';
import { expectLedgerMatchesWallets, someGameId } from '../wallet-support.ts';

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
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
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

  it('a logout on one process ends the session for reads on the other within SESSION_CACHE_SECONDS', async () => {
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

  /**
   * What `client` (its session ended on A just before, at `ended`) tries on B: a round, a withdrawal and two account
   * changes, each refused with 115 while B's cache would still have trusted the session; nothing is booked.
   */
  async function expectEndedOnB(client: SiteClient, email: string, ended: number) {
    const playerId = await playerIdOf(database.db, email);
    const balance = await readBalance(database.db, playerId);
    const rounds = await database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));
    const gameId = await someGameId(database.db);
    const attempts: [string, string, Record<string, string | number>][] = [
      ['a round', ROUND_PATH, { gameId, bet: 1 }],
      ['a withdrawal', '/player-api/payment/withdraw', { amount: 10, method: 'trustly' }],
      ['a profile change', '/player-api/player/updateFields', { city: 'Oulu' }],
      ['a loss limit', '/player-api/player/limit/loss', { dailyAmount: 20 }],
    ];
    for (const [what, path, fields] of attempts) {
      const refused = await client.post(b.origin, path, fields, path === ROUND_PATH);
      expect([what, refused.status, await errorCodeOf(refused)]).toEqual([what, 401, 115]);
    }
    // All of it within the time B trusts a session it has read: the refusals are no expiry of its cache.
    expect(Date.now() - ended).toBeLessThan(CACHE_SECONDS * 1000);
    expect(await readBalance(database.db, playerId)).toEqual(balance);
    expect(await database.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId))).toEqual(rounds);
    const withdrawals = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.kind, 'withdrawal')));
    expect(withdrawals).toEqual([]);
  }

  it('after a logout on one process the other refuses rounds, withdrawals and account changes at once', async () => {
    const { client, email } = await newPlayer(a);
    await depositFunds(a.origin, client, 50);
    const gameId = await someGameId(database.db);
    // B reads the session and books a round with it: from here B's cache trusts it for CACHE_SECONDS.
    expect((await client.get(b.origin, '/player-api/player')).status).toBe(200);
    expect((await client.post(b.origin, ROUND_PATH, { gameId, bet: 1 }, true)).status).toBe(200);
    const cookie = client.cookie;
    expect((await client.post(a.origin, '/player-api/logout', {})).status).toBe(200);
    const ended = Date.now();
    client.cookie = cookie; // the old cookie, as a copy of it would be sent
    await expectEndedOnB(client, email, ended);
  });

  it('after a password change on one process the other refuses the ended sessions at once, not the kept one', async () => {
    const { client: changer, email } = await newPlayer(a);
    await depositFunds(a.origin, changer, 50);
    const other = new SiteClient(SITE, someIp());
    expect((await other.post(b.origin, '/player-api/login', { email, password: PASSWORD })).status).toBe(200);
    const gameId = await someGameId(database.db);
    expect((await other.post(b.origin, ROUND_PATH, { gameId, bet: 1 }, true)).status).toBe(200);
    const changed = await changer.post(a.origin, '/player-api/player/updatePassword', {
      oldPassword: PASSWORD,
      password: 'changed11',
      confirmPassword: 'changed11',
    });
    expect(changed.status).toBe(200);
    await expectEndedOnB(other, email, Date.now());
    // The session that changed the password goes on, on either process.
    expect((await changer.post(b.origin, ROUND_PATH, { gameId, bet: 1 }, true)).status).toBe(200);
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

  it('the panic button pressed on one process ends every session of the player on the other at once, and refuses the next login there', async () => {
    const { client, email } = await newPlayer(a);
    await depositFunds(a.origin, client, 50);
    const phone = new SiteClient(SITE, someIp());
    expect((await phone.post(b.origin, '/player-api/login', { email, password: PASSWORD })).status).toBe(200);
    const gameId = await someGameId(database.db);
    // B books a round for each: from here B's cache trusts both sessions for CACHE_SECONDS.
    for (const device of [client, phone])
      expect((await device.post(b.origin, ROUND_PATH, { gameId, bet: 1 }, true)).status).toBe(200);
    const cookie = client.cookie;
    const pressed = await client.post(a.origin, '/player-api/player/limit/break', {});
    expect(pressed.status).toBe(200);
    const ended = Date.now();
    const { endTime } = (await pressed.json()) as { endTime: string };
    client.cookie = cookie; // the old cookie, as a copy of it would be sent
    for (const device of [client, phone]) await expectEndedOnB(device, email, ended);
    const login = await new SiteClient(SITE, someIp()).post(b.origin, '/player-api/login', {
      email,
      password: PASSWORD,
    });
    expect([login.status, await login.json()]).toEqual([
      403,
      expect.objectContaining({ errorCode: 217, params: { expireTimestamp: Date.parse(endTime) } }),
    ]);
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

  it('the provider page approves on one process an order started on the other, a new connection each: credited once', async () => {
    const { client: player } = await newPlayer(a);
    const client = new SiteClient(SITE, player.ip, true);
    client.cookie = player.cookie;
    const started = await client.post(a.origin, '/player-api/payment/initDeposit', {
      country: 'FIN',
      amount: 30,
      method: 'trustly',
      currency: 'EUR',
    });
    const { token, redirectUrl } = (await started.json()) as { token: string; redirectUrl: string };
    const url = new URL(redirectUrl);
    const reference = url.searchParams.get('reference')!;
    const shown = await client.get(b.origin, url.pathname + url.search);
    expect(await shown.text()).toContain('<strong>30,00 EUR</strong>');
    const approved = await client.post(b.origin, '/payment-provider/pay', { reference, decision: 'approve' });
    expect([approved.status, approved.headers.get('location')]).toEqual([303, `${SITE}/`]);
    // Approved again on either process: the page says the payment is finished and does not redirect.
    for (const server of [a, b]) {
      const again = await client.post(server.origin, '/payment-provider/pay', { reference, decision: 'approve' });
      expect([again.status, again.headers.get('location')]).toEqual([409, null]);
      expect(await again.text()).toContain('Tuntematon tai jo käsitelty maksu.');
    }
    const status = await client.post(a.origin, '/player-api/payment/depositStatus', { token });
    expect(await status.json()).toMatchObject({ status: 'ok', amount: 30 });
    const balance = (await (await client.get(a.origin, '/player-api/player/balance')).json()) as { cash: number };
    expect(balance.cash).toBe(30);
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

  it(
    'credits 20 of 20 deposits approved on the provider page with a new connection per request',
    { timeout: 120_000 },
    async () => {
      const server = await startServer({ ...target.env, WORKERS: '2', TRUST_PROXY: 'true', LOG_LEVEL: 'error' });
      const database = await target.open();
      try {
        const client = new SiteClient(server.origin, someIp(), true);
        const email = someEmail();
        await registerPlayer(server.origin, client, email, PASSWORD);
        const references: string[] = [];
        // Each deposit's start and approval arrive on new connections, which the primary hands out in turn.
        for (let count = 0; count < 20; count += 1) references.push(await depositFunds(server.origin, client, 10));
        const rows = await database.db
          .select({ reference: payments.reference, status: payments.status })
          .from(payments)
          .where(eq(payments.playerId, await playerIdOf(database.db, email)));
        const credited = rows.filter((row) => row.status === 'ok').length;
        console.log(`WORKERS=2, a new connection per request: ${credited} of 20 simulated deposits credited`);
        expect(rows.map((row) => row.reference).sort()).toEqual(references.sort());
        expect(credited).toBe(20);
        const balance = (await (await client.get(server.origin, '/player-api/player/balance')).json()) as {
          cash: number;
        };
        expect(balance.cash).toBe(200);
        await expectLedgerMatchesWallets(database.db);
      } finally {
        await database.close();
        expect(await stopServer(server)).toBe(0);
      }
    },
  );
});
