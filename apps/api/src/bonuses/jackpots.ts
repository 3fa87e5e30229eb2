import { CURRENCY } from '@casino/flows/rules';
import type { PlayerSchemas } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { toEur } from '../http/money.ts';
import { jackpotBets, jackpotGameIds } from './repository.ts';

/**
 * How long after a call has seen a round it counts the rounds up to that one's id as final. A round's id is drawn
 * when it is inserted, and the round commits in the same round trip; a round with a lower id committed later than
 * this after a call saw a higher one would never be counted (only the jackpot's shown amount: nothing pays it out).
 */
export const JACKPOT_SETTLE_MS = 10_000;

/** The bets of each jackpot (by its id) on rounds up to `upTo` (a round's id), in cents. */
interface Counted {
  upTo: number;
  cents: Map<number, number>;
}

/**
 * What a process has counted of the jackpots' bets: `final` every round up to its id, which it will not count again;
 * `recent` the rounds after it up to a later id as a call saw them at `seenAt`, counted again once
 * `JACKPOT_SETTLE_MS` has passed (a round with a lower id may have committed since) and then final. `key` is what
 * the counts hold for: each jackpot's start and the jackpot games.
 */
interface Tally {
  key: string;
  final: Counted;
  recent: (Counted & { seenAt: number }) | null;
}

const tallies = new WeakMap<Database, Tally>();

const plus = (a: Map<number, number>, b: Map<number, number>) =>
  new Map([...new Set([...a.keys(), ...b.keys()])].map((id) => [id, (a.get(id) ?? 0) + (b.get(id) ?? 0)]));

/**
 * What was wagered on each jackpot's games since it started, in cents, by its id, with its rows. Each call reads
 * only the rounds after what the process has counted, about `JACKPOT_SETTLE_MS` of them (the players' pages ask every
 * 20 s, and a sum of every round grew with the rounds' table: 1.4 s a call with 3 million rounds).
 */
async function jackpotsFed(db: Database, now: number) {
  const known = tallies.get(db);
  const settle = known?.recent && now - known.recent.seenAt >= JACKPOT_SETTLE_MS ? known.recent : null;
  const final = known?.final ?? { upTo: 0, cents: new Map<number, number>() };
  const upTo = known?.recent?.upTo ?? final.upTo;
  let rows = await jackpotBets(db, { from: settle ? final.upTo : upTo, upTo });
  const key = JSON.stringify(rows.map((row) => [row.id, row.since.getTime(), row.games]));
  let tally: Tally;
  if (known && key === known.key) {
    const counted = settle ? { upTo, cents: plus(final.cents, new Map(rows.map((row) => [row.id, row.upTo]))) } : final;
    const recent = settle ? null : known.recent;
    tally = { key, final: counted, recent };
  } else {
    // A jackpot started again, or the jackpot games changed: count every round anew.
    if (known) rows = await jackpotBets(db, { from: 0, upTo: 0 });
    tally = { key, final: { upTo: 0, cents: new Map() }, recent: null };
  }
  const after = new Map(rows.map((row) => [row.id, row.after]));
  const counted = plus(tally.final.cents, tally.recent?.cents ?? new Map());
  if (!tally.recent) {
    const last = rows[0]?.last ?? 0;
    tally.recent = { upTo: Math.max(last, tally.final.upTo), cents: after, seenAt: now };
  }
  // Two calls at once both read the same tally: the first to answer keeps what it counted.
  if (tallies.get(db) === known) tallies.set(db, tally);
  return { rows, fed: plus(counted, after) };
}

/** Each jackpot: its seed plus its share of every real-money bet on the jackpot games since it started, in EUR. */
export async function listJackpots(db: Database, now = Date.now()): Promise<PlayerSchemas['Jackpot'][]> {
  const [gameIds, { rows, fed }] = await Promise.all([jackpotGameIds(db), jackpotsFed(db, now)]);
  return rows.map((jackpot) => ({
    id: jackpot.id,
    name: jackpot.name,
    amount: toEur(Math.floor(jackpot.seed + ((fed.get(jackpot.id) ?? 0) * jackpot.shareBasisPoints) / 10_000)),
    currency: CURRENCY,
    gameIds,
  }));
}
