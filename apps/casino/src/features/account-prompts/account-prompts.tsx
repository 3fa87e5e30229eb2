import { limitsToConfirm, needsCompletion, shouldShowMarketingPrompt } from '@casino/flows';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../app/api';
import { isBrowsingPage, matchLocalizedRoute } from '../../app/routes';
import { limitsQuery, playerQuery, realityCheckQuery } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import { readMarketingNotificationTime } from './marketing-time';

/** The modals and their machines load only when one is due, so that no visitor and few players fetch them. */
const CompleteAccount = lazy(() =>
  import('./complete-account').then(({ CompleteAccount }) => ({ default: CompleteAccount })),
);
const MarketingPrompt = lazy(() =>
  import('./marketing-prompt').then(({ MarketingPrompt }) => ({ default: MarketingPrompt })),
);
const RealityCheck = lazy(() => import('./reality-check').then(({ RealityCheck }) => ({ default: RealityCheck })));
const LossLimitConfirmation = lazy(() =>
  import('./loss-limit-confirmation').then(({ LossLimitConfirmation }) => ({
    default: LossLimitConfirmation,
  })),
);

/**
 * What the layout asks of a logged-in player once the player has loaded (spec 4): the complete-account modal for an
 * account without an e-mail; else the reality check once the player has an interval, the loss-limit confirmation
 * once a raised limit awaits it (both polled every 5 s while logged in), and the marketing prompt when its 30-day rule
 * holds and no limit awaits. Renders nothing for a visitor, on the server, or while the player loads.
 *
 * A game is not interrupted (the first real spin: a visitor's Pay N Play deposit from a game page comes back to the
 * game, ready to spin): on a game page the complete-account modal waits until the player leaves it; the reality check
 * and the loss-limit confirmation, which protect the player, do not. The marketing prompt is a popup: only on a
 * browsing page, at a calm moment (marketing-prompt.tsx), never over a form, a deposit or a game.
 */
export function AccountPrompts() {
  const api = useApi();
  const loggedIn = useSessionStatus() === 'loggedIn';
  const route = matchLocalizedRoute(useLocation().pathname)?.name;
  const inGame = route === 'GAME_PAGE';
  // The session has loaded the player: this reads it from the cache without asking again.
  const { data: player } = useQuery({ ...playerQuery(api), enabled: loggedIn, refetchOnMount: false });
  // The stored time is read once per player and login, when no completion is due (a completion stores it): the prompt
  // stores the time it shows, which must not hide it again while it shows.
  const [stored, setStored] = useState<{ userId: number; time: number | null } | null>(null);
  // The 30-day rule counts from when the layout mounted: close enough for days, and the same on every render.
  const [now] = useState(Date.now);
  const due = loggedIn && player !== undefined;
  const { data: limits } = useQuery({ ...limitsQuery(api), enabled: due });
  const awaiting = limitsToConfirm(limits?.trueLimits).length > 0;
  const { data: reality } = useQuery({ ...realityCheckQuery(api), enabled: due });
  const userId = due ? player.userId : undefined;
  // Each stays mounted from its first need to the logout: the confirmation's machine remembers what the player
  // closed, and the reality check's counts the interval.
  const confirmation = useLatched(userId, awaiting);
  const realityCheck = useLatched(userId, (reality?.minutes ?? 0) > 0);
  if (!due && stored) setStored(null);
  if (due && !needsCompletion(player) && stored?.userId !== player.userId)
    setStored({ userId: player.userId, time: readMarketingNotificationTime() });

  if (!due) return null;
  if (needsCompletion(player))
    return inGame ? null : (
      <Suspense>
        <CompleteAccount player={player} />
      </Suspense>
    );
  const marketing =
    isBrowsingPage(route) &&
    !awaiting &&
    stored?.userId === player.userId &&
    shouldShowMarketingPrompt({ ...player, lastPromptTime: stored.time }, now);
  return (
    <Suspense>
      {realityCheck && reality && <RealityCheck minutes={reality.minutes} />}
      {confirmation && limits && <LossLimitConfirmation limits={limits} />}
      {marketing && <MarketingPrompt player={player} lastPromptTime={stored.time} />}
    </Suspense>
  );
}

/** Whether `need` has held for this player since the login: true from the first time until the player changes. */
function useLatched(userId: number | undefined, need: boolean) {
  const [since, setSince] = useState<number>();
  if (userId === undefined ? since !== undefined : need && since !== userId) setSince(userId);
  return userId !== undefined && since === userId;
}
