import { Badge, BottomBar, BottomBarItem } from '@casino/ui';
import { Dices, House, LogIn, Menu, Search, UserRound } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedPath, loginPath } from '../../app/routes';
import { useSessionStatus } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';
import type { PanelSlots } from './panel-slots';
import { usePlayerBadges } from './player-badges';
import { useNavItems } from './site-header';

type Sheet = 'menu' | 'search' | 'login' | null;

interface MobileNavProps {
  search: (close: () => void) => ReactNode;
  /** The profile panel, which the profile item opens (spec 2.5); without it the item leads to the limits page. */
  panel?: PanelSlots;
  /** The logged-out panel (login form, bank login, register …) that the log-in item opens; else the login page. */
  loginPanel?: (close: () => void) => ReactNode;
}

/** The side panel and the accordion menu load on the first tap: most visits never open them. */
const MobilePanel = lazy(() => import('./mobile-panel'));

/**
 * The phone's navigation (spec 2.4): the bottom bar (home, bonus game, profile or log in, search, menu), the
 * accordion menu, the search and the logged-out login panel in side panels; the profile item opens the profile panel.
 */
export function MobileNav({ search, panel, loginPanel }: MobileNavProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search: query } = useLocation();
  const status = useSessionStatus();
  const items = useNavItems();
  const [sheet, setSheet] = useState<Sheet>(null);
  const badges = usePlayerBadges();
  const close = () => setSheet(null);
  // The login panel has done its work once the player is in.
  const [shownStatus, setShownStatus] = useState(status);
  if (status !== shownStatus) {
    setShownStatus(status);
    if (sheet === 'login') setSheet(null);
  }
  const login = loginPath(locale, pathname + query);
  const home = localizedPath('HOME', locale);
  const sheetTitle = {
    menu: t('layout.nav.label'),
    search: t('layout.bottomBar.search'),
    login: t('layout.header.login'),
  };
  const profileBadge = badges.profile && (
    <Badge count={badges.profile} label={t('layout.bottomBar.bonuses', { count: badges.profile })} />
  );

  return (
    <>
      <BottomBar label={t('layout.bottomBar.label')} className="fixed inset-x-0 bottom-0 z-40 lg:hidden">
        <BottomBarItem asChild icon={<House />} current={pathname === home}>
          <Link to={home}>{t('layout.nav.home')}</Link>
        </BottomBarItem>
        <BottomBarItem
          asChild
          icon={<Dices />}
          current={pathname === localizedPath('BONUSGAME', locale)}
          badge={badges.wheel && <Badge count={badges.wheel} label={t('layout.nav.spins', { count: badges.wheel })} />}
        >
          <Link to={localizedPath('BONUSGAME', locale)}>{t('layout.bottomBar.wheel')}</Link>
        </BottomBarItem>
        {status === 'loggedIn' ? (
          panel ? (
            panel.opener((open) => (
              <BottomBarItem icon={<UserRound />} badge={profileBadge} aria-haspopup="dialog" onClick={open}>
                {t('layout.bottomBar.profile')}
              </BottomBarItem>
            ))
          ) : (
            <BottomBarItem asChild icon={<UserRound />} badge={profileBadge}>
              <Link to={localizedPath('PROFILE_LIMITS', locale)}>{t('layout.bottomBar.profile')}</Link>
            </BottomBarItem>
          )
        ) : loginPanel ? (
          <BottomBarItem icon={<LogIn />} aria-expanded={sheet === 'login'} onClick={() => setSheet('login')}>
            {t('layout.header.login')}
          </BottomBarItem>
        ) : (
          <BottomBarItem asChild icon={<LogIn />}>
            <Link to={login}>{t('layout.header.login')}</Link>
          </BottomBarItem>
        )}
        <BottomBarItem icon={<Search />} aria-expanded={sheet === 'search'} onClick={() => setSheet('search')}>
          {t('layout.bottomBar.search')}
        </BottomBarItem>
        <BottomBarItem icon={<Menu />} aria-expanded={sheet === 'menu'} onClick={() => setSheet('menu')}>
          {t('layout.bottomBar.menu')}
        </BottomBarItem>
      </BottomBar>
      {sheet !== null && (
        <Suspense>
          <MobilePanel title={sheetTitle[sheet]} closeLabel={t('layout.bottomBar.close')} onClose={close}>
            {sheet === 'menu'
              ? { items, label: t('layout.nav.label') }
              : sheet === 'search'
                ? search(close)
                : loginPanel?.(close)}
          </MobilePanel>
        </Suspense>
      )}
    </>
  );
}
