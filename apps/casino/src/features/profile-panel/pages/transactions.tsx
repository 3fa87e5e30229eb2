import type { PanelPageProps } from '../../profile-panel/panel-page';
import { TransactionsMenu } from '../../profile-panel/transactions/transactions-menu';

/** Transactions (spec 2.5): deposits, withdrawals and game actions, each opened on the stack. */
export default function TransactionsPage({ push }: PanelPageProps) {
  return <TransactionsMenu onOpen={push} />;
}
