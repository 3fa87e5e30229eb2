import { PlayerGamesPage } from '../features/player-games/player-games-page';

/** The player's favourite games (spec 2.1, 2.4), for logged-in players only. */
export default function Favourites() {
  return <PlayerGamesPage list="favourites" />;
}
