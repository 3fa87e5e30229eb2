import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedPath, matchLocalizedRoute } from '../../app/routes';
import { SessionProvider, useSessionStatus } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';
import { MaintenanceGate } from './maintenance-gate';
import { MobileNav } from './mobile-nav';
import { SiteFooter } from './site-footer';
import type { RenderLogin } from './header-actions';
import type { PanelSlots } from './panel-slots';
import { SiteHeader } from './site-header';
import { SiteLanguageSwitcher } from '../../shared/locale/language-switcher';

/** The session clock and the phone's toolbar, for a logged-in player only (loaded after the login). */
const PlayerBar = lazy(() => import('./player-bar'));

/** The style class of a page, from its route (spec 2.3): 'page-game-page', 'page-home', 'page-not-found'. */
const pageClass = (pathname: string) =>
  `page-${(matchLocalizedRoute(pathname)?.name ?? 'not-found').toLowerCase().replace(/_/g, '-')}`;

/**
 * The frame of every page: the session, the maintenance gate, skip link, header and navigation, the page, and the
 * footer with the language switcher (both hidden on game pages, spec 2.3), the phone's bottom bar.
 */
interface SiteLayoutProps {
  children: ReactNode;
  /** The site search, for the top bar and for the phone's side panel (which it closes on a choice). */
  search: (onNavigate?: () => void) => ReactNode;
  /** Shown above every page: the affiliate's welcome. */
  welcome?: ReactNode;
  /** The header's log-in control (the login dropdown on desktop); a link to the login page without it. */
  login?: RenderLogin;
  /** The profile panel, opened by the balance button and the phone's profile item (spec 2.5). */
  panel?: PanelSlots;
  /** The phone's logged-out panel (spec 2.5: login form, bank login …), opened by the bottom bar's log-in item. */
  loginPanel?: (close: () => void) => ReactNode;
  /**
   * What the site asks of a logged-in player (the complete-account modal, the marketing prompt): mounted once the
   * session has loaded the player (spec 4, Marketing prompt), never for a visitor.
   */
  prompts?: ReactNode;
}

export function SiteLayout({ panel, ...props }: SiteLayoutProps) {
  const frame = <SiteFrame panel={panel} {...props} />;
  return <SessionProvider>{panel ? panel.provider(frame) : frame}</SessionProvider>;
}

/**
 * The frame's parts (header, page, footer, bottom bar) are each a Suspense boundary. Nothing in them waits, so the
 * server's HTML is the same; but React hydrates each boundary after the page's first commit, in a render of its own
 * and in slices, rather than the whole page in one long task on a phone (and an event in a part not yet hydrated
 * hydrates that part first).
 */
function SiteFrame({ children, search, welcome, login, panel, loginPanel, prompts }: SiteLayoutProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const onGamePage = matchLocalizedRoute(pathname)?.name === 'GAME_PAGE';
  const loggedIn = useSessionStatus() === 'loggedIn';

  return (
    <MaintenanceGate>
      <div className={`flex min-h-dvh flex-col bg-surface text-fg max-lg:pb-20 ${pageClass(pathname)}`}>
        <a
          href="#main"
          className="sr-only rounded-md bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
        >
          {t('layout.site.skipToContent')}
        </a>
        <Suspense>
          <SiteHeader
            onGamePage={onGamePage}
            search={search()}
            login={login}
            panel={panel}
            logo={
              <Link
                to={localizedPath('HOME', locale)}
                className="text-xl font-bold tracking-tight text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {t('layout.site.name')}
              </Link>
            }
          />
        </Suspense>
        {loggedIn && (
          <Suspense>
            <PlayerBar onGamePage={onGamePage} panel={panel} />
          </Suspense>
        )}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Suspense>
            {welcome}
            {children}
          </Suspense>
        </main>
        {!onGamePage && (
          <Suspense>
            <SiteFooter>
              <SiteLanguageSwitcher />
            </SiteFooter>
          </Suspense>
        )}
        <Suspense>
          <MobileNav search={search} panel={panel} loginPanel={loginPanel} />
        </Suspense>
        {loggedIn && prompts}
      </div>
    </MaintenanceGate>
  );
}
