import { FIRST_PAGE } from '@casino/flows';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { withdrawsQuery } from '../../shared/player/player-queries';

/**
 * The player's pending withdrawals: those of the newest page of withdrawals, which carry the reference that cancels
 * them. A pending withdrawal is among the newest: the payment provider pays it out within minutes.
 */
export function usePendingWithdrawals() {
  const query = useQuery(withdrawsQuery(useApi(), FIRST_PAGE));
  const rows = (query.data?.transactions ?? []).flatMap((row) =>
    row.status === 'pending' && row.reference ? [{ ...row, reference: row.reference }] : [],
  );
  return { query, rows };
}
