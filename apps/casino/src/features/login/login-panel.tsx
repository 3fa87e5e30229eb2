import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginAlternatives } from './login-alternatives';
import { LoginForm } from './login-form';

interface LoginPanelProps {
  /** Called after a login and when one of its links is followed: the sheet or dropdown holding it closes. */
  onClose?: () => void;
}

/**
 * The logged-out panel (spec 2.5): its heading, the login form (e-mail, password), a divider, the bank login, the
 * forgot-password link and the new-customer prompt with the register link. Opening it loads the payment methods (the
 * bank login's). After a login the current page reloads, or a first login goes to the limits page (spec 2.2). Laid
 * out for the phone's side sheet (390 px) and the desktop dropdown.
 */
export function LoginPanel({ onClose }: LoginPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('login.page.heading')}
      </h2>
      <LoginForm onLoggedIn={onClose} />
      <LoginAlternatives onNavigate={onClose} />
    </section>
  );
}
