import { Page, PageHeader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../shared/head/page-head';
import { RequireLogin } from '../../shared/session/require-login';
import { LimitsOverview } from './limits-overview';

interface LimitsPageProps {
  /** Opens the deposit (the profile panel's page, which a feature cannot import). */
  openDeposit: () => void;
}

/** Profile limits (spec 2.1, 2.7), for logged-in players: where a new player lands after the first login. */
export function LimitsPage({ openDeposit }: LimitsPageProps) {
  const { t } = useTranslation();
  // The deposit sent the player here (app/routes.ts depositLimitsPath).
  const fromDeposit = useSearchParams()[0].get('next') === 'deposit';
  return (
    <Page>
      <PageHead title={t('limits.page.title')} description={t('limits.page.description')} noIndex />
      <PageHeader title={t('limits.page.heading')} />
      <RequireLogin>
        <LimitsOverview continueToDeposit={fromDeposit ? openDeposit : undefined} />
      </RequireLogin>
    </Page>
  );
}
