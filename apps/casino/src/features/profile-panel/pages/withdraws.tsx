import type { PanelPageProps } from '../../profile-panel/panel-page';
import { MoneyTransactionList } from '../../profile-panel/transactions/transaction-list';

/** The player's withdrawals, paged, with the way to the pending ones while there are any (spec 2.5). */
export default function WithdrawsPage({ push }: PanelPageProps) {
  return <MoneyTransactionList list="withdraws" onPendingWithdrawals={() => push('pending-withdraws')} />;
}
