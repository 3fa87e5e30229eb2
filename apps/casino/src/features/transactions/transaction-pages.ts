import type { PanelPage } from '@casino/flows';
import { matchLocalizedRoute, type RouteName } from '../../app/routes';

/** The transactions' routes (spec 2.1) and the panel page each shows (spec 2.5). */
export const TRANSACTION_ROUTE_PAGES = {
  TRANSACTIONS: 'transactions',
  TRANSACTIONS_DEPOSITS: 'deposits',
  TRANSACTIONS_WITHDRAWALS: 'withdraws',
  TRANSACTIONS_GAMES: 'game-actions',
} as const satisfies Partial<Record<RouteName, PanelPage>>;

export type TransactionsRoute = keyof typeof TRANSACTION_ROUTE_PAGES;
export type TransactionsPage = (typeof TRANSACTION_ROUTE_PAGES)[TransactionsRoute];
/** The three lists of the transactions page. */
export type TransactionList = Exclude<TransactionsPage, 'transactions'>;

const isTransactionsRoute = (name: RouteName | undefined): name is TransactionsRoute =>
  name !== undefined && name in TRANSACTION_ROUTE_PAGES;

/** The transactions page a pathname shows ('/en/profile/transactions/deposits' -> deposits); the overview otherwise. */
export function transactionsPageAt(pathname: string): TransactionsPage {
  const name = matchLocalizedRoute(pathname)?.name;
  return isTransactionsRoute(name) ? TRANSACTION_ROUTE_PAGES[name] : 'transactions';
}

/** The route of a list, for the overview's links on the page. */
export const routeOfList = (list: TransactionList): TransactionsRoute =>
  (Object.keys(TRANSACTION_ROUTE_PAGES) as TransactionsRoute[]).find((name) => TRANSACTION_ROUTE_PAGES[name] === list)!;

/** The lists in the order the overview shows them; each is named by its page's title (panel.pages.<page>). */
export const TRANSACTION_LISTS = [
  'deposits',
  'withdraws',
  'game-actions',
] as const satisfies readonly TransactionList[];
