import { needsCompletion, shouldShowMarketingPrompt } from '@casino/flows';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '../../app/api';
import { playerQuery } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import { readMarketingNotificationTime } from './marketing-time';

/** The modals and their machines load only when one is due, so that no visitor and few players fetch them. */
const CompleteAccount = lazy(() =>
  import('./complete-account').then(({ CompleteAccount }) => ({ default: CompleteAccount })),
);
const MarketingPrompt = lazy(() =>
  import('./marketing-prompt').then(({ MarketingPrompt }) => ({ default: MarketingPrompt })),
);

/**
 * What the layout asks of a logged-in player once the player has loaded (spec 4): the complete-account modal for an
 * account without an e-mail, else the marketing prompt when its 30-day rule holds. Renders nothing for a visitor, on
 * the server, or while the player loads.
 */
export function AccountPrompts() {
  const loggedIn = useSessionStatus() === 'loggedIn';
  // The session has loaded the player: this reads it from the cache without asking again.
  const { data: player } = useQuery({ ...playerQuery(useApi()), enabled: loggedIn, refetchOnMount: false });
  // The stored time is read once per player and login, when no completion is due (a completion stores it): the prompt
  // stores the time it shows, which must not hide it again while it shows.
  const [stored, setStored] = useState<{ userId: number; time: number | null } | null>(null);
  // The 30-day rule counts from when the layout mounted: close enough for days, and the same on every render.
  const [now] = useState(Date.now);
  const due = loggedIn && player !== undefined;
  if (!due && stored) setStored(null);
  if (due && !needsCompletion(player) && stored?.userId !== player.userId)
    setStored({ userId: player.userId, time: readMarketingNotificationTime() });

  if (!due) return null;
  if (needsCompletion(player))
    return (
      <Suspense>
        <CompleteAccount player={player} />
      </Suspense>
    );
  if (stored?.userId !== player.userId) return null;
  if (!shouldShowMarketingPrompt({ ...player, lastPromptTime: stored.time }, now)) return null;
  return (
    <Suspense>
      <MarketingPrompt player={player} lastPromptTime={stored.time} />
    </Suspense>
  );
}
