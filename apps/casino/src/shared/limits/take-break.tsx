import { unwrap } from '@casino/api-client';
import { PANIC_BREAK_HOURS, takeBreakMachine, type TakeBreakEmitted } from '@casino/flows';
import { Button, ErrorMessage, Notice } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Hand } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { formatDateTime } from '../../lib/format';
import { useErrorText } from '../errors/error-text';
import { useLocale } from '../locale/use-locale';
import { useSessionActor, useSessionStatus } from '../session/session';

/**
 * The panic button (issue 36, after Germany's GlüStV 2021), on the game page and the panel's responsible gaming
 * page: one press, with no question and no password, stops play for 24 hours on every device (the takeBreak
 * machine, POST /player/limit/break). The server ends the player's sessions and the app logs out at once; where the
 * button stays mounted (the game page), a notice says until when. Shown to a logged-in player only.
 */
export function TakeBreak({ className }: { className?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const errorText = useErrorText();
  const session = useSessionActor();
  const loggedIn = useSessionStatus() === 'loggedIn';
  const actor = useActorRef(
    takeBreakMachine.provide({
      actors: {
        takeBreak: fromPromise<TakeBreakEmitted['coolOff'], void>(() => unwrap(api.player.POST('/player/limit/break'))),
      },
    }),
    { inspect: useInspect() },
  );
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const until = useSelector(actor, (snapshot) => snapshot.context.endTime);
  useEffect(() => {
    const subscription = actor.on('break.taken', () => session?.send({ type: 'logout' }));
    return () => subscription.unsubscribe();
  }, [actor, session]);

  if (until)
    return (
      <Notice
        open
        variant="success"
        className={className}
        title={t('limits.break.taken', { hours: PANIC_BREAK_HOURS })}
        endTime={t('limits.break.until', { time: formatDateTime(locale, until) })}
      />
    );
  if (!loggedIn) return null;
  return (
    <div className={`flex flex-col items-start gap-2 ${className ?? ''}`}>
      <Button variant="danger" size="sm" loading={busy} onClick={() => actor.send({ type: 'press' })}>
        <Hand aria-hidden="true" />
        {t('limits.break.button', { hours: PANIC_BREAK_HOURS })}
      </Button>
      <p className="text-sm text-fg-muted">{t('limits.break.hint', { hours: PANIC_BREAK_HOURS })}</p>
      {error && <ErrorMessage message={errorText(error.shown)} code={error.shown.code} />}
    </div>
  );
}
