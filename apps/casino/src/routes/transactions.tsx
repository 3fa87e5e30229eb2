import { Page, PageHeader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { TransactionsScreen, useTransactionsPage } from '../features/profile-panel/transactions/transactions-screen';
import { PageHead } from '../shared/head/page-head';
import { RequireLogin } from '../shared/session/require-login';

/**
 * The transactions routes (spec 2.1: TRANSACTIONS, TRANSACTIONS_DEPOSITS, TRANSACTIONS_WITHDRAWALS,
 * TRANSACTIONS_GAMES), for logged-in players: the list of the route, which a desktop also opens in the panel.
 */
export default function Transactions() {
  const { t } = useTranslation();
  const page = useTransactionsPage();
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
