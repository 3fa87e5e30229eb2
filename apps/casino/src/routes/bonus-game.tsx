import { BonusGamePage } from '../features/bonus-game/bonus-game-page';

/** The bonus game (spec 2.1), for logged-in players only. */
export default function BonusGame() {
  return <BonusGamePage />;
}
