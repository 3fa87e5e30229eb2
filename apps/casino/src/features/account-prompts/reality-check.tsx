import { unwrap } from '@casino/api-client';
import { MINUTE_MS, realityCheckMachine, type RealityCheck as Interval } from '@casino/flows';
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
  Skeleton,
} from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { intlLocale } from '../../lib/format';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { spendingQuery } from '../../shared/player/player-queries';
import { useSessionActor } from '../../shared/session/session';
import { sessionTimerStart } from '../../shared/session/session-timer';

/**
 * The reality check (spec 4, 7 Limits, 9) over the realityCheck machine: every `minutes` of the player's interval a
 * reminder says how long the session has lasted and what it has won or lost (the server's sums of the session's
 * rounds, an extension), and waits for an answer (it cannot be dismissed). Continue
 * acknowledges it and starts the next interval; log out acknowledges it and ends the session. The interval comes from
 * the polled reality check, and a change restarts the count.
 */
export function RealityCheck({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useErrorText();
  const session = useSessionActor();
  const actor = useActorRef(
    realityCheckMachine.provide({
      actors: {
        resetSessionTime: fromPromise(({ input }) =>
          unwrap(
            api.player.POST('/player/limit/resetTime/{minutes}', { params: { path: { minutes: input.minutes } } }),
          ),
        ),
        resetRealityCheck: fromPromise((): Promise<Interval> =>
          unwrap(api.player.GET('/player/limit/realityCheck/reset')),
        ),
      },
    }),
    { input: { minutes }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const reminding = state.hasTag('reminder');
  const busy = state.hasTag('busy');
  const { error } = state.context;
  // Which answer is under way: that button shows it.
  const [answer, setAnswer] = useState<'reminder.continue' | 'reminder.leave'>('reminder.continue');
  const send = (type: typeof answer) => {
    setAnswer(type);
    actor.send({ type });
  };

  useEffect(() => {
    if (actor.getSnapshot().context.minutes !== minutes) actor.send({ type: 'interval.changed', minutes });
  }, [actor, minutes]);
  // The session's length as the reminder shows: from the session clock's start, at least this interval.
  const [played, setPlayed] = useState(0);
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (!snapshot.matches('reminding')) return;
      const start = sessionTimerStart();
      const minutes = start ? Math.floor((Date.now() - start) / MINUTE_MS) : 0;
      setPlayed(Math.max(snapshot.context.minutes, minutes));
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    const subscription = actor.on('left', () => session?.send({ type: 'logout' }));
    return () => subscription.unsubscribe();
  }, [actor, session]);

  return (
    <Dialog open={reminding}>
      <DialogContent dismissable={false} size="sm">
        <DialogHeader>
          <DialogTitle>{t('accountPrompts.realityCheck.title')}</DialogTitle>
        </DialogHeader>
        <p className="text-lg font-semibold">{t('accountPrompts.realityCheck.played', { count: played })}</p>
        <SessionResult shown={reminding} />
        <DialogDescription>{t('accountPrompts.realityCheck.question')}</DialogDescription>
        {error && <ErrorMessage message={errorText(error.shown)} code={error.shown.code} />}
        <DialogFooter>
          <Button
            variant="secondary"
            disabled={busy}
            loading={busy && answer === 'reminder.leave'}
            onClick={() => send('reminder.leave')}
          >
            {t('accountPrompts.realityCheck.leave')}
          </Button>
          <Button
            disabled={busy}
            loading={busy && answer === 'reminder.continue'}
            onClick={() => send('reminder.continue')}
          >
            {t('accountPrompts.realityCheck.continue')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The session's net result, bets and wins, asked afresh each time the reminder shows; a placeholder while they load,
 * nothing when they cannot be had (the reminder itself matters more).
 */
function SessionResult({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  const locale = intlLocale(useLocale());
  const { data, isPending, isError } = useQuery({ ...spendingQuery(useApi()), enabled: shown });
  if (isError) return null;
  if (isPending) return <Skeleton className="h-20 w-full" />;
  const { net, bets, wins } = data.session;
  return (
    <DetailList
      details={[
        { term: t('accountPrompts.realityCheck.net'), description: formatEuro(net, locale, { signed: true }) },
        { term: t('accountPrompts.realityCheck.bets'), description: formatEuro(bets, locale) },
        { term: t('accountPrompts.realityCheck.wins'), description: formatEuro(wins, locale) },
      ]}
    />
  );
}
