import { TransactionsRoutePage } from '../features/transactions/transactions-screen';

/** The transactions routes (spec 2.1: TRANSACTIONS, TRANSACTIONS_DEPOSITS, TRANSACTIONS_WITHDRAWALS, TRANSACTIONS_GAMES). */
export default function Transactions() {
  return <TransactionsRoutePage />;
}
