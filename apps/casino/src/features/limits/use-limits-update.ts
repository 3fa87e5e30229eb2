import { unwrap } from '@casino/api-client';
import { limitsUpdateMachine } from '@casino/flows';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { limitsQuery } from '../../shared/player/player-queries';

/**
 * The limitsUpdate machine for one kind of limit, `.provide()`d with its call (POST /player/limit/loss or
 * /player/limit/deposit): the limits the call answers go into the query cache, so every view of them changes at once.
 */
export function useLimitsUpdate(path: '/player/limit/loss' | '/player/limit/deposit') {
  const api = useApi();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    limitsUpdateMachine.provide({
      actors: { setLimits: fromPromise(({ input }) => unwrap(api.player.POST(path, { body: input }))) },
    }),
    { inspect: useInspect() },
  );
  useEffect(() => {
    const subscription = actor.on('limits.updated', ({ limits }) =>
      queryClient.setQueryData(limitsQuery(api).queryKey, limits),
    );
    return () => subscription.unsubscribe();
  }, [actor, api, queryClient]);
  return actor;
}
