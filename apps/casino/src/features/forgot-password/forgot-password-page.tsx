import { CODE_PARAM } from '@casino/flows';
import { Card, CardContent, Page, PageHeader } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHead } from '../../shared/head/page-head';
import { useLocale } from '../../shared/locale/use-locale';
import { playerExitPath } from '../../shared/session/player-exit';
import { useSessionStatus } from '../../shared/session/session';
import { ForgotPasswordForm } from './forgot-password-form';

/**
 * The forgot-password page (spec 2.1 /login/forgotPassword), for visitors: a logged-in player goes to `redirectUrl`
 * when it is a path of this site, else home (spec 2.2), as on the login page.
 * The password-reset e-mail links here with the code as `?code=`, which opens the page at the new password.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const code = search.get(CODE_PARAM);
  if (useSessionStatus() === 'loggedIn')
    return <Navigate to={playerExitPath(search.get('redirectUrl'), locale)} replace />;
  return (
    <Page width="narrow">
      <PageHead title={t('forgotPassword.page.title')} description={t('forgotPassword.page.description')} />
      <PageHeader title={t('forgotPassword.page.heading')} />
      <Card>
        <CardContent>
          <ForgotPasswordForm key={code ?? ''} code={code} />
        </CardContent>
      </Card>
    </Page>
  );
}
