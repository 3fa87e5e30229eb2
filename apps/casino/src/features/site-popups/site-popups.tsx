import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { matchLocalizedRoute } from '../../app/routes';
import { whenIdle } from '../../lib/when-idle';

/** The popups' code (their query, the sanitiser's import, the dialog): fetched once the browser is idle. */
const PopupQueue = lazy(() => import('./popup-queue').then(({ PopupQueue }) => ({ default: PopupQueue })));

/**
 * The popups of the site settings (spec 3, 7: the '/cms' client's site-settings), each shown once per browser session.
 * Mounted once by the root. Nothing of them is in the server's HTML or in the page's first scripts: after hydration,
 * when the browser is idle, their code loads, and it loads the popups of the page's locale. A game being played is not
 * covered: the popups wait until the player leaves the game page.
 */
export function SitePopups() {
  const [idle, setIdle] = useState(false);
  const onGamePage = matchLocalizedRoute(useLocation().pathname)?.name === 'GAME_PAGE';
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle && !onGamePage ? (
    <Suspense>
      <PopupQueue />
    </Suspense>
  ) : null;
}
