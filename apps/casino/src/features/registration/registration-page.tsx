import { Page } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import type { LoadPage } from '../../app/route-data';
import { PageHead } from '../../shared/head/page-head';
import { useLocale } from '../../shared/locale/use-locale';
import { playerExitPath } from '../../shared/session/player-exit';
import { useSessionStatus } from '../../shared/session/session';
import { countriesQuery } from '../../shared/content/countries';
import { Registration } from './registration';

/** The page's public data: the country list for the phone's dial codes. */
export const loadRegistrationPage: LoadPage = ({ api, fetch }) => fetch(countriesQuery(api));

/**
 * The registration page (spec 2.1 /registration, /rekisteroidy, /registreerimine). It is for visitors: a logged-in
 * player goes to `redirectUrl` when it is a path of this site, else home (spec 2.2), as on the login page.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const status = useSessionStatus();
  if (status === 'loggedIn') return <Navigate to={playerExitPath(search.get('redirectUrl'), locale)} replace />;
  return (
    <Page width="narrow" className="max-w-2xl">
      <PageHead title={t('registration.page.title')} description={t('registration.page.description')} />
      <Registration />
    </Page>
  );
}
