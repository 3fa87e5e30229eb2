import { GameActionList } from '../../profile-panel/transactions/transaction-list';

/** The player's game actions, paged (spec 2.5). */
export default function GameActionsPage() {
  return <GameActionList />;
}
