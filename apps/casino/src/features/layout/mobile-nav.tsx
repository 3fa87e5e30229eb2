import { Badge, BottomBar, BottomBarItem } from '@casino/ui';
import { Dices, House, LogIn, Menu, Search, UserRound } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedPath, loginPath } from '../../app/routes';
import { hasScreen } from '../../app/screens';
import { useSessionStatus } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';
import { usePlayerBadges } from './player-badges';
import { useNavItems } from './site-header';

type Panel = 'menu' | 'search' | null;

/** The side panel and the accordion menu load on the first tap: most visits never open them. */
const MobilePanel = lazy(() => import('./mobile-panel'));

/**
 * The phone's navigation (spec 2.4): the bottom bar (home, bonus game, profile or log in, search, menu), the
 * accordion menu and the search in side panels.
 */
export function MobileNav({ search }: { search: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search: query } = useLocation();
  const status = useSessionStatus();
  const items = useNavItems();
  const [panel, setPanel] = useState<Panel>(null);
  const badges = usePlayerBadges();
  const close = () => setPanel(null);
  const login = loginPath(locale, pathname + query);
  const home = localizedPath('HOME', locale);

  return (
    <>
      <BottomBar label={t('layout.bottomBar.label')} className="fixed inset-x-0 bottom-0 z-40 lg:hidden">
        <BottomBarItem asChild icon={<House />} current={pathname === home}>
          <Link to={home}>{t('layout.nav.home')}</Link>
        </BottomBarItem>
        {hasScreen('BONUSGAME') && (
          <BottomBarItem
            asChild
            icon={<Dices />}
            badge={
              badges.wheel && <Badge count={badges.wheel} label={t('layout.nav.spins', { count: badges.wheel })} />
            }
          >
            <Link to={localizedPath('BONUSGAME', locale)}>{t('layout.bottomBar.wheel')}</Link>
          </BottomBarItem>
        )}
        {status === 'loggedIn' ? (
          <BottomBarItem
            asChild
            icon={<UserRound />}
            badge={
              badges.profile && (
                <Badge count={badges.profile} label={t('layout.bottomBar.bonuses', { count: badges.profile })} />
              )
            }
          >
            <Link to={localizedPath('PROFILE_LIMITS', locale)}>{t('layout.bottomBar.profile')}</Link>
          </BottomBarItem>
        ) : (
          <BottomBarItem asChild icon={<LogIn />}>
            <Link to={login}>{t('layout.header.login')}</Link>
          </BottomBarItem>
        )}
        <BottomBarItem icon={<Search />} aria-expanded={panel === 'search'} onClick={() => setPanel('search')}>
          {t('layout.bottomBar.search')}
        </BottomBarItem>
        <BottomBarItem icon={<Menu />} aria-expanded={panel === 'menu'} onClick={() => setPanel('menu')}>
          {t('layout.bottomBar.menu')}
        </BottomBarItem>
      </BottomBar>
      {panel !== null && (
        <Suspense>
          <MobilePanel
            title={panel === 'search' ? t('layout.bottomBar.search') : t('layout.nav.label')}
            closeLabel={t('layout.bottomBar.close')}
            onClose={close}
          >
            {panel === 'search' ? search(close) : { items, label: t('layout.nav.label') }}
          </MobilePanel>
        </Suspense>
      )}
    </>
  );
}
