import { unwrap } from '@casino/api-client';
import { lossLimitConfirmationMachine } from '@casino/flows';
import {
  Button,
  DetailList,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorMessage,
  formatEuro,
} from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { intlLocale } from '../../lib/format';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { limitsQuery, type Limits } from '../../shared/player/player-queries';

/**
 * The loss-limit confirmation modal (spec 4): shown when a raised (or removed) loss limit has waited its time and
 * awaits the player (`increasingToBeConfirmed`). Confirm all or cancel all (POST /player/limit/loss with `confirm` or
 * `cancel` and the periods); the result says which; a refusal shows by its code; closing resets, and the modal does
 * not come back for the same periods until they change. Fed the polled limits by the layout's prompts.
 */
export function LossLimitConfirmation({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const locale = intlLocale(useLocale());
  const actor = useActorRef(
    lossLimitConfirmationMachine.provide({
      actors: {
        setLossLimits: fromPromise(({ input }) => unwrap(api.player.POST('/player/limit/loss', { body: input }))),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { periods, choice, error } = state.context;
  const busy = state.hasTag('busy');
  const done = state.matches({ open: 'result' });

  useEffect(() => {
    actor.send({ type: 'limits.loaded', trueLimits: limits.trueLimits });
  }, [actor, limits]);
  useEffect(() => {
    const subscription = actor.on('limits.updated', ({ limits: next }) =>
      queryClient.setQueryData(limitsQuery(api).queryKey, next),
    );
    return () => subscription.unsubscribe();
  }, [actor, api, queryClient]);

  const amount = (value: number | null | undefined) =>
    value ? formatEuro(value, locale) : t('limits.confirmation.noLimit');
  const details = periods.map((period) => {
    const limit = limits.trueLimits?.[`${period}Loss`];
    return {
      term: t(`limits.loss.${period}Loss`),
      description: t('limits.confirmation.change', { from: amount(limit?.amount), to: amount(limit?.newAmount) }),
    };
  });
  const close = () => {
    if (!busy) actor.send({ type: 'close' });
  };

  return (
    <Dialog open={state.matches('open')} onOpenChange={(open) => !open && close()}>
      <DialogContent size="sm" closeLabel={t('limits.confirmation.close')}>
        <DialogHeader>
          <DialogTitle>{t('limits.confirmation.title')}</DialogTitle>
          <DialogDescription>
            {done
              ? t(choice === 'confirm' ? 'limits.confirmation.confirmed' : 'limits.confirmation.cancelled')
              : t('limits.confirmation.description')}
          </DialogDescription>
        </DialogHeader>
        {!done && <DetailList details={details} />}
        {error && <ErrorMessage message={errorText(error.shown)} code={error.shown.code} />}
        <DialogFooter>
          {done ? (
            <Button onClick={close}>{t('limits.confirmation.done')}</Button>
          ) : (
            <>
              <Button
                variant="secondary"
                disabled={busy}
                loading={busy && choice === 'cancel'}
                onClick={() => actor.send({ type: 'cancel' })}
              >
                {t('limits.confirmation.cancelAll')}
              </Button>
              <Button
                disabled={busy}
                loading={busy && choice === 'confirm'}
                onClick={() => actor.send({ type: 'confirm' })}
              >
                {t('limits.confirmation.confirmAll')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
