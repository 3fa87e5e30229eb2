import { Button } from '@casino/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const LoginDropdown = lazy(() => import('./login-dropdown'));

/** Wide screens get the dropdown; a phone, and a browser before the app runs, go to the login page. */
const DROPDOWN_MEDIA = '(min-width: 1024px)';

/**
 * The header's log-in button (spec 2.4): a link to the login page with the current page as redirectUrl, which on a
 * desktop opens the login dropdown instead once the app runs (its code loads on that first click).
 */
export function LoginControl({ href }: { href: string }) {
  const { t } = useTranslation();
  const [dropdown, setDropdown] = useState(false);
  const link = (
    <Button asChild variant="secondary" size="sm">
      <Link
        to={href}
        onClick={(event) => {
          if (!window.matchMedia?.(DROPDOWN_MEDIA).matches) return;
          event.preventDefault();
          setDropdown(true);
        }}
      >
        {t('layout.header.login')}
      </Link>
    </Button>
  );
  if (!dropdown) return link;
  return (
    <Suspense fallback={link}>
      <LoginDropdown />
    </Suspense>
  );
}
