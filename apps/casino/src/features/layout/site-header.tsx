import { Badge, TopBar, type NavItem } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useApi } from '../../app/api';
import { groupPath, groupTitle } from '../../shared/games/game-groups';
import { menuGroupsQuery } from '../../shared/content/queries';
import { localizedPath } from '../../app/routes';
import { useSessionStatus } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';
import { renderRouterLink } from '../../lib/router-link';
import { HeaderActions, type RenderLogin } from './header-actions';
import type { PanelSlots } from './panel-slots';
import { usePlayerBadges } from './player-badges';

/**
 * The page links of spec 2.4: home, the bonus wheel with a badge of the available spins (logged in, at least 1),
 * casino games with the groups and the providers as a submenu, live casino with its groups, and campaigns. A
 * logged-in player's favourites and last played lead the casino games. A group without games has no link.
 */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { data: groups = [] } = useQuery(menuGroupsQuery(useApi()));
  const loggedIn = useSessionStatus() === 'loggedIn';
  const spins = usePlayerBadges().wheel;
  const entry = (label: string, href: string) => ({ label, href, current: pathname === href });
  const children = (type: string) =>
    groups
      .filter((group) => group.type === type)
      .map((group) => entry(groupTitle(group, locale), groupPath(group, locale)));
  // The player's own groups, for a logged-in player only (spec 2.4).
  const playerGroups = loggedIn
    ? [
        entry(t('playerGames.favourites.heading'), localizedPath('FAVOURITES', locale)),
        entry(t('playerGames.recentGames.heading'), localizedPath('LAST_PLAYED', locale)),
      ]
    : [];
  const link = (label: string, href: string, submenu?: NavItem['children']): NavItem => ({
    label,
    href,
    current: pathname === href || Boolean(submenu?.some((child) => child.current)),
    ...(submenu?.length && { children: [{ label: t('layout.nav.all', { group: label }), href }, ...submenu] }),
  });
  return [
    link(t('layout.nav.home'), localizedPath('HOME', locale)),
    {
      ...link(t('layout.nav.bonusWheel'), localizedPath('BONUSWHEEL', locale)),
      ...(spins && { badge: <Badge count={spins} label={t('layout.nav.spins', { count: spins })} /> }),
    },
    link(t('layout.nav.slots'), localizedPath('SLOTS', locale), [
      ...playerGroups,
      ...children('slots'),
      entry(t('layout.nav.providers'), localizedPath('PROVIDERS', locale)),
    ]),
    link(t('layout.nav.liveCasino'), localizedPath('LIVE_CASINO', locale), children('livecasino')),
    link(t('layout.nav.campaigns'), localizedPath('CAMPAIGNS', locale)),
  ];
}

/** The desktop top bar (spec 2.4); on phones it keeps the logo and the actions, the bottom bar has the rest. */
interface SiteHeaderProps {
  logo: ReactNode;
  search?: ReactNode;
  onGamePage: boolean;
  login?: RenderLogin;
  panel?: PanelSlots;
}

export function SiteHeader({ logo, search, onGamePage, login, panel }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <TopBar
      logo={logo}
      navLabel={t('layout.nav.label')}
      items={useNavItems()}
      search={search}
      actions={<HeaderActions onGamePage={onGamePage} login={login} panel={panel} />}
      renderLink={renderRouterLink}
    />
  );
}
