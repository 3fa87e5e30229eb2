import { sessionTimerMachine } from '@casino/flows';
import { MobileToolbar, SessionTimer, type TimerPosition } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInspect } from '../../app/inspect';
import { sessionTimerStart, startSessionTimer } from '../../shared/session/session-timer';
import { BalanceAction } from './player-actions';
import type { PanelSlots } from './panel-slots';

const POSITION_KEY = 'casino.sessionTimerPosition';

/** Seconds as the clock shows them: 00:42:10. */
const clock = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');

function storedPosition(): TimerPosition | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(POSITION_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a logged-in player sees of the session (spec 2.3, 2.4): the session clock (the session timer machine, from the
 * start kept for the browser session) as the draggable timer on desktop, and on a phone the toolbar with the clock
 * and the balance (not on a game page), which opens the profile panel. Loaded only for a logged-in player, so a visitor's page carries none of it.
 */
export default function PlayerBar({ onGamePage, panel }: { onGamePage: boolean; panel?: PanelSlots }) {
  const { t } = useTranslation();
  const timer = useActorRef(sessionTimerMachine, { inspect: useInspect() });
  const time = clock(useSelector(timer, (snapshot) => snapshot.context.seconds));
  const [position, setPosition] = useState(storedPosition);

  useEffect(() => {
    startSessionTimer();
    timer.send({ type: 'timer.started', startedAt: sessionTimerStart() ?? Date.now() });
    return () => timer.send({ type: 'timer.stopped' });
  }, [timer]);

  return (
    <section aria-label={t('layout.toolbar.label')}>
      <div className="lg:hidden">
        <MobileToolbar
          sessionTimeLabel={t('layout.toolbar.sessionTime')}
          sessionTime={time}
          balance={onGamePage ? undefined : <BalanceAction onGamePage={false} panel={panel} opens="panel" />}
        />
      </div>
      <div className="fixed right-4 bottom-4 z-30 max-lg:hidden">
        <SessionTimer
          label={t('layout.toolbar.sessionTime')}
          time={time}
          position={position ?? { x: 0, y: 0 }}
          onPositionChange={(next) => {
            setPosition(next);
            sessionStorage.setItem(POSITION_KEY, JSON.stringify(next));
          }}
          moveLabel={t('layout.timer.move')}
          moveHint={t('layout.timer.moveHint')}
        />
      </div>
    </section>
  );
}
