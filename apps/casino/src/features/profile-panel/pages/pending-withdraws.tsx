import { PendingWithdrawals } from '../../profile-panel/transactions/pending-withdrawals';

/** The pending withdrawals, each with a cancel button (spec 2.5). */
export default function PendingWithdrawsPage() {
  return <PendingWithdrawals />;
}
