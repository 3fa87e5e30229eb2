import type { PlayerComponents } from '@casino/api-client';
import { player } from '../../stories/contract-handlers';

/**
 * The network answers of the transactions' and campaigns' screen stories: fixed rows (no clock), page n of a list
 * answering the page asked for.
 */

type Schemas = PlayerComponents['schemas'];

const pageOf = (url: URL) => Number(url.searchParams.get('page') ?? 1);

/** The moment of row `index` of page `page`: a row a day, newest first, from 10.3.2026 back. */
const timeOf = (page: number, index: number) =>
  new Date(Date.UTC(2026, 2, 10, 18, 30) - ((page - 1) * 10 + index) * 86_400_000 - index * 3_600_000).toISOString();

const statuses: Schemas['TransactionStatus'][] = ['ok', 'ok', 'pending', 'ok', 'failed', 'ok', 'cancelled', 'ok'];
const amounts = [50, 20, 1250, 35.5, 100, 10, 75.25, 200];
const games = ['Book of Dead', 'Starburst', 'Gates of Olympus', 'Reactoonz', 'Sweet Bonanza', 'Gonzo’s Quest'];

const MINUTE_MS = 60_000;

/** A withdrawal's steps by its status, `createdTime` on: paid in 10 minutes, refused after approval, cancelled in 1. */
function stepsOf(createdTime: string, status: Schemas['TransactionStatus'], approved = false) {
  const at = (minutes: number) => new Date(Date.parse(createdTime) + minutes * MINUTE_MS).toISOString();
  const taken: Record<Schemas['TransactionStatus'], Schemas['WithdrawalStep']['step'][]> = {
    pending: approved ? ['requested', 'approved'] : ['requested'],
    ok: ['requested', 'approved', 'paid'],
    failed: ['requested', 'approved', 'refused'],
    cancelled: ['requested', 'cancelled'],
  };
  const minutes = { requested: 0, approved: 3, paid: 10, refused: 8, cancelled: 1 };
  return taken[status].map((step) => ({ step, time: at(minutes[step]) }));
}

/** A withdrawal row: its steps, and its reference while it can be cancelled (pending, not yet approved). */
const withdrawalRow = (
  createdTime: string,
  status: Schemas['TransactionStatus'],
  amount: number,
  reference: string,
  approved = false,
): Schemas['MoneyTransaction'] => ({
  createdTime,
  status,
  amount,
  currency: 'EUR',
  ...(status === 'pending' && !approved ? { reference } : {}),
  steps: stepsOf(createdTime, status, approved),
});

const moneyRows = (page: number, count: number, kind: 'deposit' | 'withdrawal'): Schemas['MoneyTransaction'][] =>
  Array.from({ length: count }, (_, index) => {
    const status = statuses[(index + page) % statuses.length]!;
    const amount = amounts[(index + page) % amounts.length]!;
    const createdTime = timeOf(page, index);
    return kind === 'withdrawal'
      ? withdrawalRow(createdTime, status, amount, `wd-${page}-${index}`)
      : { createdTime, status, amount, currency: 'EUR' };
  });

const betRows = (page: number, count: number): Schemas['BetTransaction'][] =>
  Array.from({ length: count }, (_, index) => {
    const bet = [0.2, 1, 0.5, 2, 0.1][(index + page) % 5]!;
    return {
      createdTime: timeOf(page, index),
      productTranslation: games[(index + page) % games.length]!,
      betAmount: bet,
      winAmount: index % 3 === 0 ? bet * 4.5 : 0,
      currency: 'EUR',
    };
  });

/** Deposits on `pageCount` pages of 8 (none for 0). */
export const deposits = (pageCount: number) =>
  player.get('/transactions/deposits', ({ url }) => ({
    success: true,
    page: pageOf(url),
    pageCount,
    transactions: pageCount === 0 ? [] : moneyRows(pageOf(url), 8, 'deposit'),
  }));

/** Withdrawals on `pageCount` pages of 8, one pending on each. */
export const withdrawals = (pageCount: number) =>
  player.get('/transactions/withdrawals', ({ url }) => ({
    success: true,
    page: pageOf(url),
    pageCount,
    transactions: pageCount === 0 ? [] : moneyRows(pageOf(url), 8, 'withdrawal'),
  }));

/** Game actions on `pageCount` pages of 10. */
export const gameActions = (pageCount: number) =>
  player.get('/transactions/games', ({ url }) => ({
    success: true,
    page: pageOf(url),
    pageCount,
    transactions: pageCount === 0 ? [] : betRows(pageOf(url), 10),
  }));

/** A list that cannot be loaded. */
export const refused = { success: false, errorCode: 100, error: 'Unexpected error' } as const;

/** The pending withdrawals of the first page, cancellable. */
export const pendingWithdrawals = player.get('/transactions/withdrawals', {
  success: true,
  page: 1,
  pageCount: 1,
  transactions: [
    withdrawalRow(timeOf(1, 0), 'pending', 250, 'wd-1'),
    withdrawalRow(timeOf(1, 1), 'pending', 1200.5, 'wd-2'),
    withdrawalRow(timeOf(1, 2), 'ok', 80, 'wd-3'),
  ],
});

/**
 * A withdrawal in each of its states, on one page: approved (no longer cancellable), just requested, paid, refused
 * and cancelled.
 */
export const withdrawalsInEveryState = player.get('/transactions/withdrawals', {
  success: true,
  page: 1,
  pageCount: 1,
  transactions: [
    withdrawalRow(timeOf(1, 0), 'pending', 250, 'wd-1', true),
    withdrawalRow(timeOf(1, 1), 'pending', 1200.5, 'wd-2'),
    withdrawalRow(timeOf(1, 2), 'ok', 80, 'wd-3'),
    withdrawalRow(timeOf(1, 3), 'failed', 35.5, 'wd-4'),
    withdrawalRow(timeOf(1, 4), 'cancelled', 100, 'wd-5'),
  ],
});
