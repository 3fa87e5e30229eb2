import { Card, CardContent, Page, PageHeader } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHead } from '../../shared/head/page-head';
import { localizedPath } from '../../app/routes';
import { playerExitPath } from '../../shared/session/player-exit';
import { useSessionStatus } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';
import { LoginAlternatives } from './login-alternatives';
import { LoginForm } from './login-form';

/**
 * The login page (spec 2.1, 3b): the login form, then the bank login, the forgot-password link and the register
 * prompt. It is for visitors: a logged-in player goes to `redirectUrl` when it is a path of this site, else home (an
 * absolute URL, //host, /\host or javascript: never leaves the site).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const redirectUrl = search.get('redirectUrl');
  const status = useSessionStatus();
  // A login made here navigates by itself (the limits page at a first login); only an arrival logged in redirects.
  const [loggedInHere, setLoggedInHere] = useState(false);
  if (status === 'loggedIn' && !loggedInHere) return <Navigate to={playerExitPath(redirectUrl, locale)} replace />;
  return (
    <Page width="narrow">
      <PageHead title={t('login.page.title')} description={t('login.page.description')} />
      <PageHeader title={t('login.page.heading')} />
      <Card>
        <CardContent className="flex flex-col gap-6">
          <LoginForm
            redirectUrl={redirectUrl}
            fallbackPath={localizedPath('HOME', locale)}
            onLoggedIn={() => setLoggedInHere(true)}
          />
          <LoginAlternatives />
        </CardContent>
      </Card>
    </Page>
  );
}
