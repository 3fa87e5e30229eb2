import { MoneyTransactionList } from '../../profile-panel/transactions/transaction-list';

/** The player's deposits, paged (spec 2.5). */
export default function DepositsPage() {
  return <MoneyTransactionList list="deposits" />;
}
