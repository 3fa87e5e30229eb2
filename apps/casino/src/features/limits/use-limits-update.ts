import { unwrap } from '@casino/api-client';
import { limitsUpdateMachine, type LimitPeriod, type LimitsNotice } from '@casino/flows';
import type { LimitFormProps } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../../shared/errors/error-text';
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

/** The field error or the result a period's form shows for the machine's notice (spec 5, 4 Limit update). */
export function useNoticeText(): (
  notice: LimitsNotice | null,
  period: LimitPeriod,
) => Pick<LimitFormProps, 'error' | 'status'> {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (notice, period) => {
    if (notice?.period !== period) return {};
    switch (notice.kind) {
      case 'invalid':
        return {
          error:
            notice.result.error === 'required'
              ? t('limits.form.required')
              : t('limits.form.range', { min: notice.result.min, max: notice.result.max }),
        };
      case 'crossRule':
        // Only these four pairs occur (flows' crossCheckLimit): no higher than a longer period, no lower than a shorter.
        return {
          error: t(`limits.form.${notice.result.rule}.${notice.result.other}` as 'limits.form.noLowerThan.daily'),
        };
      case 'success':
        return { status: { tone: 'success', text: t(notice.key) } };
      case 'failed':
        return {
          status: { tone: 'error', text: errorText(notice.error.shown), code: notice.error.shown.code },
        };
    }
  };
}
