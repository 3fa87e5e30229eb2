import { TopBar, type NavItem } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useApi } from '../../app/api';
import { groupPath, groupTitle } from '../../app/game-groups';
import { childGroupsQuery } from '../../app/queries';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../app/use-locale';
import { renderRouterLink } from '../../lib/router-link';
import { HeaderActions } from './header-actions';

/**
 * The page links of spec 2.4: home, casino games with the groups as a submenu, live casino with its groups,
 * providers and campaigns. Groups without games are left out by the lists themselves (their pages say so).
 */
export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { data: groups = [] } = useQuery(childGroupsQuery(useApi()));
  const children = (type: string) =>
    groups
      .filter((group) => group.type === type)
      .map((group) => {
        const href = groupPath(group, locale);
        return { label: groupTitle(group, locale), href, current: pathname === href };
      });
  const link = (label: string, href: string, submenu?: NavItem['children']): NavItem => ({
    label,
    href,
    current: pathname === href || Boolean(submenu?.some((child) => child.current)),
    ...(submenu?.length && { children: [{ label: t('layout.nav.all', { group: label }), href }, ...submenu] }),
  });
  return [
    link(t('layout.nav.home'), localizedPath('HOME', locale)),
    link(t('layout.nav.slots'), localizedPath('SLOTS', locale), children('slots')),
    link(t('layout.nav.liveCasino'), localizedPath('LIVE_CASINO', locale), children('livecasino')),
    link(t('layout.nav.providers'), localizedPath('PROVIDERS', locale)),
    link(t('layout.nav.campaigns'), localizedPath('CAMPAIGNS', locale)),
  ];
}

/** The desktop top bar (spec 2.4); on phones it keeps the logo and the actions, the bottom bar has the rest. */
export function SiteHeader({ logo, search, onGamePage }: { logo: ReactNode; search?: ReactNode; onGamePage: boolean }) {
  const { t } = useTranslation();
  return (
    <TopBar
      logo={logo}
      navLabel={t('layout.nav.label')}
      items={useNavItems()}
      search={search}
      actions={<HeaderActions onGamePage={onGamePage} />}
      renderLink={renderRouterLink}
    />
  );
}
