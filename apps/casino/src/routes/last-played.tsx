import { PlayerGamesPage } from '../features/player-games/player-games-page';

/** The games the player played last (spec 2.1, 2.4), for logged-in players only. */
export default function LastPlayed() {
  return <PlayerGamesPage list="recentGames" />;
}
