import { Page, PageHeader } from '@casino/ui';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHead } from '../../shared/head/page-head';
import { useProfilePanel } from '../../shared/profile-panel/panel-context';
import { RequireLogin } from '../../shared/session/require-login';
import { GameActionList, MoneyTransactionList } from './transaction-list';
import { transactionsPageAt, type TransactionsPage } from './transaction-pages';
import { TransactionsMenu } from './transactions-menu';

/** Where the profile panel is a dropdown (the layout's lg breakpoint): there a transactions route opens it. */
const DESKTOP_MEDIA = '(min-width: 1024px)';

/**
 * The transactions routes' page (spec 2.1: TRANSACTIONS, TRANSACTIONS_DEPOSITS, TRANSACTIONS_WITHDRAWALS,
 * TRANSACTIONS_GAMES: /profile/transactions, …/deposits, …/withdraw, …/gameactions), for logged-in players: the list
 * of the route, which a desktop also opens in the panel.
 */
export function TransactionsRoutePage() {
  const { t } = useTranslation();
  const page = transactionsPageAt(useLocation().pathname);
  const title = t(`panel.pages.${page}`);
  return (
    <Page>
      <PageHead title={title} description={t('panel.transactions.description')} noIndex />
      <PageHeader title={title} />
      <RequireLogin>
        <TransactionsScreen page={page} />
      </RequireLogin>
    </Page>
  );
}

/**
 * A transactions route's content (spec 2.1, 2.5): the list as a page on a phone; on a desktop the same list behind
 * the profile panel, which opens on it, so that the list is there when the panel is closed.
 */
function TransactionsScreen({ page }: { page: TransactionsPage }) {
  const panel = useProfilePanel();
  // A list opens above the transactions page, so that back leads there as in the panel.
  const openPanel = useEffectEvent((on: TransactionsPage) => {
    if (!window.matchMedia?.(DESKTOP_MEDIA).matches) return;
    panel.open('transactions');
    if (on !== 'transactions') panel.open(on);
  });
  useEffect(() => openPanel(page), [page]);

  // On a desktop the panel shows the same list: the page's pagination is named after its list to tell them apart.
  // A column of a panel's width or so: a list of three or four columns reads badly across a wide screen.
  return (
    <div className="w-full max-w-3xl">
      {page === 'transactions' ? (
        <TransactionsMenu />
      ) : page === 'game-actions' ? (
        <GameActionList namedPagination />
      ) : (
        <MoneyTransactionList
          list={page}
          namedPagination
          onPendingWithdrawals={() => panel.open('pending-withdraws')}
        />
      )}
    </div>
  );
}
