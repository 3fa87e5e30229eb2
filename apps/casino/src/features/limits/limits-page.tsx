import { Page, PageHeader } from '@casino/ui';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../shared/head/page-head';
import { LimitsOverview } from './limits-overview';

interface LimitsPageProps {
  /**
   * Shows its children to a logged-in player only: the route's RequireLogin (a feature cannot import the login
   * feature's). The head and the heading stay outside it, so the page has its title while the player loads.
   */
  guard: ComponentType<{ children: ReactNode }>;
  /** Opens the deposit (the profile panel's page, which a feature cannot import). */
  openDeposit: () => void;
}

/** Profile limits (spec 2.1, 2.7), for logged-in players: where a new player lands after the first login. */
export function LimitsPage({ guard: Guard, openDeposit }: LimitsPageProps) {
  const { t } = useTranslation();
  // The deposit sent the player here (app/routes.ts depositLimitsPath).
  const fromDeposit = useSearchParams()[0].get('next') === 'deposit';
  return (
    <Page>
      <PageHead title={t('limits.page.title')} description={t('limits.page.description')} noIndex />
      <PageHeader title={t('limits.page.heading')} />
      <Guard>
        <LimitsOverview continueToDeposit={fromDeposit ? openDeposit : undefined} />
      </Guard>
    </Page>
  );
}
