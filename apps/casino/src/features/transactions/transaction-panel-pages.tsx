import type { PanelPageProps } from '../../shared/profile-panel/panel-page';
import { PendingWithdrawals } from './pending-withdrawals';
import { GameActionList, MoneyTransactionList } from './transaction-list';
import { TransactionsMenu } from './transactions-menu';

/** Transactions (spec 2.5): deposits, withdrawals and game actions, each opened on the stack. */
export function TransactionsPanelPage({ push }: PanelPageProps) {
  return <TransactionsMenu onOpen={push} />;
}

/** The player's deposits, paged (spec 2.5). */
export function DepositsPanelPage() {
  return <MoneyTransactionList list="deposits" />;
}

/** The player's withdrawals, paged, with the way to the pending ones while there are any (spec 2.5). */
export function WithdrawsPanelPage({ push }: PanelPageProps) {
  return <MoneyTransactionList list="withdraws" onPendingWithdrawals={() => push('pending-withdraws')} />;
}

/** The player's game actions, paged (spec 2.5). */
export function GameActionsPanelPage() {
  return <GameActionList />;
}

/** The pending withdrawals, each with a cancel button (spec 2.5). */
export function PendingWithdrawsPanelPage() {
  return <PendingWithdrawals />;
}
