import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';
import { BankLoginButton } from './bank-login-button';
import { PayNPlay } from '../../shared/payments/pay-n-play';

/**
 * What follows the login form on the login page and in the panel, in the order of spec 2.5: a divider, the bank
 * login, the forgot-password link, and the new-customer prompt with Pay N Play and the register link. `onNavigate` runs when a link is
 * followed (a sheet or dropdown closes).
 */
export function LoginAlternatives({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4">
      <div role="separator" className="flex items-center gap-3 text-sm text-fg-muted">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('login.panel.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <BankLoginButton />
      <Link
        to={localizedPath('FORGOT_PASSWORD', locale)}
        onClick={onNavigate}
        className="self-center text-sm font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
      >
        {t('login.panel.forgotPassword')}
      </Link>
      <div className="flex flex-col gap-3 border-t border-border pt-4">
        <p className="text-sm text-fg-muted">
          <span className="font-semibold text-fg">{t('login.page.newCustomer')}</span> {t('login.panel.newCustomer')}
        </p>
        <PayNPlay className="w-full" />
        <Button asChild variant="secondary" className="w-full">
          <Link to={localizedPath('REGISTRATION', locale)} onClick={onNavigate}>
            {t('login.page.register')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
