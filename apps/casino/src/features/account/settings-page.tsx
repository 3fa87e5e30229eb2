import { PanelMenu, PanelMenuItem } from '@casino/ui';
import { Bell, CircleUserRound, IdCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelPage, PanelPageProps } from '../../shared/profile-panel/panel-page';

const ROWS: { page: PanelPage; icon: ReactNode }[] = [
  { page: 'user', icon: <IdCard /> },
  { page: 'avatar', icon: <CircleUserRound /> },
  { page: 'marketing', icon: <Bell /> },
];

/** The settings page (spec 2.5): user data, avatar and marketing, each its own page of the stack. */
export function SettingsPage({ push }: PanelPageProps) {
  const { t } = useTranslation();
  return (
    <PanelMenu aria-label={t('panel.settings.menu')}>
      {ROWS.map(({ page, icon }) => (
        <PanelMenuItem key={page} icon={icon} onClick={() => push(page)}>
          {t(`panel.pages.${page}`)}
        </PanelMenuItem>
      ))}
    </PanelMenu>
  );
}
