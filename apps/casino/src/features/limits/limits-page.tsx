import { Page, PageHeader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../shared/head/page-head';
import { useProfilePanel } from '../../shared/profile-panel/panel-context';
import { RequireLogin } from '../../shared/session/require-login';
import { SpendingOverview } from '../../shared/spending/spending-overview';
import { LimitsOverview } from './limits-overview';

/**
 * Profile limits (spec 2.1, 2.7), for logged-in players: where a new player lands after the first login. Below the
 * limits, the spending overview (an extension) shows what they measure against.
 */
export function LimitsPage() {
  const { t } = useTranslation();
  const panel = useProfilePanel();
  const openDeposit = () => {
    // The desktop panel hangs from the header's balance button: from the foot of the page it would open out of view.
    window.scrollTo({ top: 0, behavior: 'instant' });
    panel.open('deposit');
  };
  // The deposit sent the player here (app/routes.ts depositLimitsPath).
  const fromDeposit = useSearchParams()[0].get('next') === 'deposit';
  return (
    <Page>
      <PageHead title={t('limits.page.title')} description={t('limits.page.description')} noIndex />
      <PageHeader title={t('limits.page.heading')} />
      <RequireLogin>
        <LimitsOverview continueToDeposit={fromDeposit ? openDeposit : undefined} />
        <section aria-labelledby="limits-spending" className="mt-8 flex max-w-3xl flex-col gap-4">
          <h2 id="limits-spending" className="text-xl font-bold">
            {t('spending.overview.heading')}
          </h2>
          <p className="text-sm text-fg-muted">{t('spending.overview.intro')}</p>
          <SpendingOverview />
        </section>
      </RequireLogin>
    </Page>
  );
}
