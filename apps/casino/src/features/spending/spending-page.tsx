import { useTranslation } from 'react-i18next';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';
import { SpendingOverview } from '../../shared/spending/spending-overview';

/** The panel's spending overview page (an extension): the player's money and play in numbers, in one place. */
export function SpendingPage(_props: PanelPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm wrap-break-word">{t('spending.overview.intro')}</p>
      <SpendingOverview />
    </div>
  );
}
