import type { Database, Tx } from '../db/database.ts';
import {
  findBalance,
  findWallet,
  insertLedgerRows,
  moveWallet,
  openWallet,
  selectWalletForUpdate,
  type Entry,
  type WalletRow,
} from './repository.ts';

/** Locks the player's wallet row for the rest of the transaction (opening an empty wallet on first use). */
export async function lockWallet(tx: Tx, playerId: number): Promise<WalletRow> {
  const row = await selectWalletForUpdate(tx, playerId);
  if (row) return row;
  await openWallet(tx, playerId);
  const created = await selectWalletForUpdate(tx, playerId);
  return created!;
}

/** A wallet as it is opened: no money, no protections, no flags. */
export const emptyWallet = (playerId: number): WalletRow => ({
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
  lossDayStart: null,
  lossDay: 0,
  lossWeekStart: null,
  lossWeek: 0,
  lossMonthStart: null,
  lossMonth: 0,
  wagered: 0,
});

/** The player's wallet, read without a lock; an empty one when none was opened yet. */
export async function readWallet(db: Database, playerId: number): Promise<WalletRow> {
  const row = await findWallet(db, playerId);
  return row ?? emptyWallet(playerId);
}

/** The player's cash, promo balance and turnovers in cents, read without a lock; all 0 when no wallet was opened. */
export async function readBalance(db: Database, playerId: number) {
  const [cash, promo, currentTurnover, totalTurnover] = (await findBalance(db, playerId)) ?? [];
  return {
    cash: Number(cash ?? 0),
    promo: Number(promo ?? 0),
    currentTurnover: Number(currentTurnover ?? 0),
    totalTurnover: Number(totalTurnover ?? 0),
  };
}

/**
 * Books ledger rows and moves the wallet by their sums, in the caller's transaction (the wallet must be locked, see
 * lockWallet). `turnover` is wagering done, taken off the wagering still required. The CHECK constraints refuse a
 * negative balance, so a caller that checked too little fails instead of creating money.
 */
export async function book(tx: Tx, playerId: number, entries: Entry[], turnover = 0): Promise<void> {
  const cash = entries.reduce((sum, entry) => sum + entry.cash, 0);
  const promo = entries.reduce((sum, entry) => sum + (entry.promo ?? 0), 0);
  await insertLedgerRows(tx, playerId, entries);
  await moveWallet(tx, playerId, { cash, promo, turnover });
}
