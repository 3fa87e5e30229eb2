import { unwrap } from '@casino/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { favouritesQuery, playerKey } from '../player/player-queries';
import { useSessionStatus } from '../session/session';

/**
 * The player's favourite games as a set of ids, and the toggle that adds or removes one (POST
 * /games/favourites/add|remove); undefined for a visitor, whose cards have no toggle (spec 3, GameCard). The toggle
 * shows the change at once and puts the list right from the server afterwards, whether the call worked or not.
 */
export function useFavourites() {
  const api = useApi();
  const queryClient = useQueryClient();
  const loggedIn = useSessionStatus() === 'loggedIn';
  const favourites = useQuery({
    ...favouritesQuery(api),
    enabled: loggedIn,
    select: (answer) => new Set(answer.games.map((game) => game.id)),
  });
  const toggle = useMutation({
    mutationFn: ({ gameId, favourite }: { gameId: number; favourite: boolean }) =>
      unwrap(api.player.POST(favourite ? '/games/favourites/add' : '/games/favourites/remove', { body: { gameId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKey('favourites') }),
  });
  if (!loggedIn || !favourites.data) return undefined;
  const pending = toggle.isPending ? toggle.variables : undefined;
  return {
    isFavourite: (gameId: number) => (pending?.gameId === gameId ? pending.favourite : favourites.data.has(gameId)),
    set: (gameId: number, favourite: boolean) => toggle.mutate({ gameId, favourite }),
  };
}
