import { useTranslation } from 'react-i18next';
import { PageHead } from '../shared/head/page-head';
import { LimitsOverview } from '../features/limits/limits-overview';
import { RequireLogin } from '../features/login/require-login';

/** Profile limits (spec 2.1, 2.7), for logged-in players: where a new player lands after the first login. */
export default function ProfileLimits() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6">
      <PageHead title={t('limits.page.title')} description={t('limits.page.description')} noIndex />
      <h1 className="text-3xl font-bold">{t('limits.page.heading')}</h1>
      <RequireLogin>
        <LimitsOverview />
      </RequireLogin>
    </div>
  );
}
