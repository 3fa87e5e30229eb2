import { unwrap } from '@casino/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../app/api';
import { favouritesQuery, playerKey } from '../player/player-queries';
import { useSessionStatus } from '../session/session';

/** The favourites' ids, made once per answer (a stable `select`, which TanStack Query then keeps). */
const idsOf = (answer: { games: { id: number }[] }) => new Set(answer.games.map((game) => game.id));

/**
 * The player's favourite games as a set of ids, and the toggle that adds or removes one (POST
 * /games/favourites/add|remove); undefined for a visitor, whose cards have no toggle (spec 3, GameCard). The toggle
 * shows the change at once and puts the list right from the server afterwards, whether the call worked or not.
 */
export interface Favourites {
  isFavourite: (gameId: number) => boolean;
  set: (gameId: number, favourite: boolean) => void;
}

export function useFavourites(): Favourites | undefined {
  const api = useApi();
  const queryClient = useQueryClient();
  const loggedIn = useSessionStatus() === 'loggedIn';
  const favourites = useQuery({
    ...favouritesQuery(api),
    enabled: loggedIn,
    select: idsOf,
  });
  const toggle = useMutation({
    mutationFn: ({ gameId, favourite }: { gameId: number; favourite: boolean }) =>
      unwrap(api.player.POST(favourite ? '/games/favourites/add' : '/games/favourites/remove', { body: { gameId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKey('favourites') }),
  });
  const ids = loggedIn ? favourites.data : undefined;
  const pending = toggle.isPending ? toggle.variables : undefined;
  const { mutate } = toggle;
  // The same object while nothing changes, so that the lists' cards are not made again (useGameTiles).
  return useMemo(
    () =>
      ids && {
        isFavourite: (gameId: number) => (pending?.gameId === gameId ? pending.favourite : ids.has(gameId)),
        set: (gameId: number, favourite: boolean) => mutate({ gameId, favourite }),
      },
    [ids, pending, mutate],
  );
}
