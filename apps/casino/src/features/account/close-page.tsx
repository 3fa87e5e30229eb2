import { useTranslation } from 'react-i18next';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';

/** The close-account page (spec 2.5): its title (the back row's) and a description, nothing more. */
export function CloseAccountPage(_props: PanelPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 text-sm text-fg">
      <p className="wrap-break-word">{t('panel.close.description')}</p>
      <p className="wrap-break-word text-fg-muted">{t('panel.close.coolOff')}</p>
    </div>
  );
}
