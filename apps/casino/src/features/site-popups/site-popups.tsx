import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { matchLocalizedRoute, type RouteName } from '../../app/routes';
import { onFirstInteraction } from '../../lib/first-interaction';

/**
 * The pages a visitor browses (the lobby, its groups, the providers, the news and campaigns, a content page): the only
 * ones a site popup shows on. A page where a person came to act (registration, login, forgot password, verify e-mail,
 * the profile's pages, a game, the bonus games) never shows one.
 */
const BROWSING_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'HOME',
  'SLOTS',
  'SLOTS_GROUP',
  'FAVOURITES',
  'LAST_PLAYED',
  'LIVE_CASINO',
  'LIVE_GROUP',
  'PROVIDERS',
  'PROVIDER',
  'NEWS',
  'CAMPAIGNS',
  'ARTICLE',
  'GOLD_RUSH',
  'CONTENT_PAGE',
]);

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
  return interacted && route && BROWSING_PAGES.has(route) ? (
    <Suspense>
      <PopupQueue />
    </Suspense>
  ) : null;
}
