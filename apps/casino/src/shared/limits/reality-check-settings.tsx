import { unwrap } from '@casino/api-client';
import { REALITY_CHECK_MINUTES, realityCheckSettingsMachine } from '@casino/flows';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorMessage,
  FormField,
  Notice,
  SegmentedControl,
} from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../errors/error-text';
import { realityCheckQuery } from '../player/player-queries';

/**
 * The reality check's settings (spec 7 Limits, `POST /player/limit/time`) over the realityCheckSettings machine: the
 * player switches the reminder of how long the session has lasted off, or picks an interval of REALITY_CHECK_MINUTES.
 * The interval shown is the polled reality check's (the reminder's own query), and a save puts its answer there, so
 * the next reminder comes at the new interval without waiting for the poll.
 */
export function RealityCheckSettings() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const reality = useQuery(realityCheckQuery(api));
  const actor = useActorRef(
    realityCheckSettingsMachine.provide({
      actors: {
        setRealityCheck: fromPromise(({ input }) => unwrap(api.player.POST('/player/limit/time', { body: input }))),
      },
    }),
    { inspect: useInspect() },
  );
  const { current, chosen, saved, error } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  const polled = reality.data?.minutes;
  useEffect(() => {
    if (polled !== undefined) actor.send({ type: 'current.loaded', minutes: polled });
  }, [actor, polled]);
  useEffect(() => {
    const subscription = actor.on('realityCheck.set', ({ realityCheck }) =>
      queryClient.setQueryData(realityCheckQuery(api).queryKey, realityCheck),
    );
    return () => subscription.unsubscribe();
  }, [actor, api, queryClient]);

  const shown = chosen ?? current;
  const every = (minutes: number) => t('limits.realityCheck.every', { count: minutes });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('limits.realityCheck.heading')}</CardTitle>
        <CardDescription>
          {t('limits.realityCheck.intro')}{' '}
          {current !== null &&
            (current > 0 ? t('limits.realityCheck.isOn', { every: every(current) }) : t('limits.realityCheck.isOff'))}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-busy={busy}
          className="flex max-w-md flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'save' });
          }}
        >
          <FormField label={t('limits.realityCheck.interval')}>
            <SegmentedControl
              value={shown === null ? '' : String(shown)}
              onValueChange={(value) => actor.send({ type: 'minutes.chosen', minutes: Number(value) })}
              options={REALITY_CHECK_MINUTES.map((minutes) => ({
                value: String(minutes),
                label:
                  minutes === 0 ? t('limits.realityCheck.off') : t('limits.realityCheck.minutes', { count: minutes }),
              }))}
            />
          </FormField>
          <Button type="submit" loading={busy} className="self-start">
            {t('limits.realityCheck.save')}
          </Button>
          <Notice
            open={saved}
            variant="success"
            title={current ? t('limits.realityCheck.savedOn', { count: current }) : t('limits.realityCheck.savedOff')}
          />
          {error && <ErrorMessage code={error.shown.code} message={errorText(error.shown)} />}
        </form>
      </CardContent>
    </Card>
  );
}
