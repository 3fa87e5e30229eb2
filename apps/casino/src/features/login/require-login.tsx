import { LoadingScreen } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { localizedPath } from '../../app/routes';
import { useSessionStatus } from '../../app/session';
import { useLocale } from '../../app/use-locale';

/**
 * A page for logged-in players only (spec 2.2): nothing of it renders until the player load has finished (the
 * loading screen shows meanwhile), and a visitor goes to the login page of the locale with this page as redirectUrl.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const status = useSessionStatus();
  if (status === 'loggedIn') return children;
  if (status === 'loggedOut') {
    const login = `${localizedPath('LOGIN', locale)}?${new URLSearchParams({ redirectUrl: pathname + search })}`;
    return <Navigate to={login} replace />;
  }
  return (
    <LoadingScreen
      logo={<span className="text-2xl font-bold text-accent">{t('layout.site.name')}</span>}
      progress={null}
      progressLabel={t('layout.loading.label')}
    />
  );
}
