import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { ledger, selfExclusionRegister, wallets, type LedgerKind, type PlayerFlag } from '../db/wallet-schema.ts';
import { ApiError } from '../http/api-error.ts';

/** A transaction of the database. Inside one, await nothing but its own queries (PGlite serialises them). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type WalletRow = typeof wallets.$inferSelect;

/** Locks the player's wallet row for the rest of the transaction (opening an empty wallet on first use). */
export async function lockWallet(tx: Tx, playerId: number): Promise<WalletRow> {
  const select = () => tx.select().from(wallets).where(eq(wallets.playerId, playerId)).for('update');
  const [row] = await select();
  if (row) return row;
  await tx.insert(wallets).values({ playerId }).onConflictDoNothing();
  const [created] = await select();
  return created!;
}

/**
 * The wallet read as a prepared query, one per database: the hottest read of the server (the balance call). Drizzle
 * then builds its SQL once, not per call; on PGlite the balance call answered 1,500 → 1,900 req/s (bench/pages.ts).
 */
const walletReads = new WeakMap<Database, ReturnType<typeof prepareWalletRead>>();
const prepareWalletRead = (db: Database) =>
  db
    .select()
    .from(wallets)
    .where(eq(wallets.playerId, sql.placeholder('playerId')))
    .prepare('read_wallet');

/** The player's wallet, read without a lock; an empty one when none was opened yet. */
export async function readWallet(db: Database, playerId: number): Promise<WalletRow> {
  let read = walletReads.get(db);
  if (!read) walletReads.set(db, (read = prepareWalletRead(db)));
  const [row] = await read.execute({ playerId });
  return (
    row ?? {
      playerId,
      cash: 0,
      promo: 0,
      cashReserve: 0,
      currentTurnover: 0,
      totalTurnover: 0,
      coolOffUntil: null,
      realityCheckMinutes: 0,
      realityCheckTime: null,
      flags: {},
    }
  );
}

/** One ledger row: what moved between the wallet's pockets (cents, + into the wallet) and the counter account. */
export interface Entry {
  kind: LedgerKind;
  cash: number;
  promo?: number;
  reference: string;
}

/**
 * Books ledger rows and moves the wallet by their sums, in the caller's transaction (the wallet must be locked, see
 * lockWallet). `turnover` is wagering done, taken off the wagering still required. The CHECK constraints refuse a
 * negative balance, so a caller that checked too little fails instead of creating money.
 */
export async function book(tx: Tx, playerId: number, entries: Entry[], turnover = 0): Promise<void> {
  const cash = entries.reduce((sum, entry) => sum + entry.cash, 0);
  const promo = entries.reduce((sum, entry) => sum + (entry.promo ?? 0), 0);
  await tx.insert(ledger).values(entries.map((entry) => ({ playerId, promo: 0, ...entry })));
  await tx
    .update(wallets)
    .set({
      cash: sql`${wallets.cash} + ${cash}`,
      promo: sql`${wallets.promo} + ${promo}`,
      currentTurnover: sql`greatest(${wallets.currentTurnover} - ${turnover}, 0)`,
    })
    .where(eq(wallets.playerId, playerId));
}

const hasFlag = (wallet: Pick<WalletRow, 'flags'>, flag: PlayerFlag) => wallet.flags[flag] === true;

/**
 * Whether the player may gamble now: refused with 217 during a cool-off (with its end as `params.expireTimestamp`)
 * and 238 when self-excluded. Called at login, deposit, game launch and in every round's transaction.
 */
export function assertMayGamble(wallet: Pick<WalletRow, 'flags' | 'coolOffUntil'>, now = new Date()): void {
  if (wallet.coolOffUntil && wallet.coolOffUntil > now)
    throw ApiError.of('coolOffClosed', 'A cool-off is in force', { expireTimestamp: wallet.coolOffUntil.getTime() });
  if (hasFlag(wallet, 'selfExcluded')) throw ApiError.of('selfExcluded', 'The player is self-excluded');
}

/** The operator's blocks of payments: 232 all transactions, then the flags that refuse deposits or withdrawals. */
export function assertPaymentsAllowed(wallet: Pick<WalletRow, 'flags'>, kind: 'deposit' | 'withdrawal'): void {
  if (hasFlag(wallet, 'transactionsBlocked')) throw ApiError.of('transactionsBlocked', 'Transactions are blocked');
  if (kind === 'deposit' && hasFlag(wallet, 'pep'))
    throw ApiError.of('pepCheck', 'A politically exposed person needs a manual check');
  if (kind === 'withdrawal' && hasFlag(wallet, 'withdrawalsBlocked'))
    throw ApiError.of('withdrawalBlocked', 'Withdrawals are blocked');
  if (hasFlag(wallet, 'sourceOfFunds')) throw ApiError.of('sourceOfFunds', 'Provide the source of your funds');
  if (hasFlag(wallet, 'riskBlock')) throw ApiError.of('riskBlocked', 'Blocked by the risk check');
  if (hasFlag(wallet, 'amlBlock')) throw ApiError.of('amlBlocked', 'Blocked by the anti-money-laundering check');
}

/** The simulated national self-exclusion register must answer before a login or deposit (258 when it does not). */
export async function assertRegisterReachable(db: Database | Tx): Promise<void> {
  const [row] = await db.select().from(selfExclusionRegister).where(eq(selfExclusionRegister.id, 1));
  if (row && !row.reachable)
    throw ApiError.of('selfExclusionUnreachable', 'The self-exclusion register cannot be reached; try again later');
}

/**
 * The login check of the wallet (hooked into every session start): the register answers, no cool-off, no
 * self-exclusion.
 */
export async function admitToPlay(db: Database, playerId: number): Promise<void> {
  await assertRegisterReachable(db);
  assertMayGamble(await readWallet(db, playerId));
}
