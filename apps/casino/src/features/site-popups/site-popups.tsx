import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isBrowsingPage, matchLocalizedRoute } from '../../app/routes';
import { onFirstInteraction } from '../../lib/first-interaction';

/** The popups' code (their query, the sanitiser's import, the dialog): fetched at the page's first interaction. */
const PopupQueue = lazy(() => import('./popup-queue').then(({ PopupQueue }) => ({ default: PopupQueue })));

/**
 * The popups of the site settings (spec 3, 7: the '/cms' client's site-settings), each shown once per browser session.
 * Mounted once by the root. Nothing of them is in the server's HTML or in the page's first scripts: at the page's
 * first interaction (a touch, a key, the mouse) their code loads, and it loads the popups of the page's locale, so a
 * phone that only looks at the first screen fetches none of it (29 kB: the query, the dialog and the sanitiser).
 * Loaded is not shown: a popup waits for a calm moment on a browsing page (popup-queue.tsx), so it never takes the keys
 * of a person who has started to type. Leaving the browsing pages (for a form, a game) takes a popup away, not closed.
 */
export function SitePopups() {
  const [interacted, setInteracted] = useState(false);
  const route = matchLocalizedRoute(useLocation().pathname)?.name;
  useEffect(() => onFirstInteraction(() => setInteracted(true)), []);
  return interacted && isBrowsingPage(route) ? (
    <Suspense>
      <PopupQueue />
    </Suspense>
  ) : null;
}
