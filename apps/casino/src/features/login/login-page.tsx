import { anonymousPageRedirect } from '@casino/flows';
import { Card, CardContent } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageHead } from '../../shared/head/page-head';
import { localizedPath } from '../../app/routes';
import { useSessionStatus } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';
import { LoginForm } from './login-form';

/**
 * The login page (spec 2.1, 3b). It is for visitors: a logged-in player goes to `redirectUrl` when it is a path of
 * this site, else home (an absolute URL, //host, /\host or javascript: never leaves the site).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const redirectUrl = search.get('redirectUrl');
  const status = useSessionStatus();
  // A login made here navigates by itself (the limits page at a first login); only an arrival logged in redirects.
  const [loggedInHere, setLoggedInHere] = useState(false);
  if (status === 'loggedIn' && !loggedInHere) {
    const target = anonymousPageRedirect(redirectUrl);
    return <Navigate to={target.to === 'path' ? target.path : localizedPath('HOME', locale)} replace />;
  }
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <PageHead title={t('login.page.title')} description={t('login.page.description')} />
      <h1 className="text-3xl font-bold">{t('login.page.heading')}</h1>
      <Card>
        <CardContent className="flex flex-col gap-6">
          <LoginForm
            redirectUrl={redirectUrl}
            fallbackPath={localizedPath('HOME', locale)}
            onLoggedIn={() => setLoggedInHere(true)}
          />
          <p className="text-sm text-fg-muted">
            {t('login.page.newCustomer')}{' '}
            <Link
              to={localizedPath('REGISTRATION', locale)}
              className="font-semibold text-accent underline underline-offset-4"
            >
              {t('login.page.register')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
