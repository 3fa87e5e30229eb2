import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../bench/server-process.ts';
import { openDatabase } from '../../src/db/database.ts';
import { expectLedgerMatchesWallets } from '../wallet-support.ts';

const folder = mkdtempSync(join(tmpdir(), 'casino-crash-'));
const serverUrl = process.env.DATABASE_URL;
const databaseName = `casino_crash_${randomBytes(6).toString('hex')}`;

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

/** Where the server keeps its data: a PGlite folder, or a fresh database on DATABASE_URL's server. */
const target: Record<string, string> = serverUrl
  ? { DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString() }
  : { DATABASE_URL: '', DATA_DIR: join(folder, 'pglite') };

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

/** A browser-like client keeping the session cookie. */
function client(origin: string) {
  let cookie = '';
  return async (path: string, body: Record<string, string | number>, json = false) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
        origin,
        cookie,
      },
      body: json
        ? JSON.stringify(body)
        : new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])),
    });
    const set = response.headers.getSetCookie().map((header) => header.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    return response;
  };
}

describe('a crash in the middle of a load of bets', () => {
  it('loses no acknowledged round and leaves no half-applied one', { timeout: 240_000 }, async () => {
    if (serverUrl) await onServer(`CREATE DATABASE ${databaseName}`);
    const first = await startServer({ ...target, LOG_LEVEL: 'silent' });
    const post = client(first.origin);
    const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
    const registration = {
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
      country: 'FIN',
      registrationCurrency: 'EUR',
      language: 'fi',
      firstName: 'Crash',
      lastName: 'Test',
      birthDate: '1990-01-01',
      ageChecked: 'true',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
    };
    expect((await post('/player-api/player/registerPlayer', registration)).status).toBe(200);
    const outbox = await (await fetch(`${first.origin}/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    await post('/player-api/player/activate', { activationCode: outbox.messages[0].code });
    expect((await post('/player-api/login', { email, password: 'secret1' })).status).toBe(200);
    // Finland's rule: a FIN player's deposit limits come first.
    const limits = { dailyAmount: 1000, monthlyAmount: 10000 };
    expect((await post('/player-api/player/limit/deposit', limits)).status).toBe(200);
    const deposit = await post('/player-api/payment/initDeposit', {
      country: 'FIN',
      amount: 1000,
      method: 'trustly',
      currency: 'EUR',
    });
    const reference = new URL(((await deposit.json()) as { redirectUrl: string }).redirectUrl).searchParams.get(
      'reference',
    )!;
    await post('/payment-provider/pay', { reference, decision: 'approve' });

    let acknowledged = 0;
    let stop = false;
    const load = async () => {
      while (!stop) {
        const answer = await post('/game-engine/round', { gameId: 1, bet: 0.5 }, true).catch(() => undefined);
        if (answer?.status === 200) acknowledged += 1;
      }
    };
    const workers = Array.from({ length: 8 }, load);
    while (acknowledged < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    stop = true;
    await Promise.all(workers);

    const second = await startServer({ ...target, LOG_LEVEL: 'silent' });
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));

    const database = await openDatabase({ databaseUrl: target.DATABASE_URL || undefined, dataDir: target.DATA_DIR });
    try {
      await expectLedgerMatchesWallets(database.db);
      const result = (await database.db.execute(
        sql`select (select count(*) from game_rounds)::int as rounds,
          (select count(*) from ledger where kind = 'bet')::int as bets,
          (select count(*) from game_rounds r where not exists
            (select 1 from ledger l where l.kind = 'bet' and l.reference = 'round:' || r.id))::int as unbooked,
          (select count(*) from game_rounds r where r.win > 0 and not exists
            (select 1 from ledger l where l.kind = 'win' and l.reference = 'round:' || r.id))::int as unpaid`,
      )) as unknown as { rows: { rounds: number; bets: number; unbooked: number; unpaid: number }[] };
      const [counts] = result.rows;
      expect(counts!.rounds).toBeGreaterThanOrEqual(acknowledged);
      expect(counts).toMatchObject({ bets: counts!.rounds, unbooked: 0, unpaid: 0 });
    } finally {
      await database.close();
    }
  });
});
