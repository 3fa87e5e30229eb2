import { Button } from '@casino/ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedPath, loginPath } from '../../app/routes';
import { useSessionStatus } from '../../shared/session/session';
import { hasSignedInHint } from '../../shared/session/signed-in-hint';
import { useLocale } from '../../shared/locale/use-locale';
import { PayNPlay } from '../../shared/payments/pay-n-play';
import type { PanelSlots } from './panel-slots';

const loadPlayerActions = () => import('./player-actions');
const PlayerActions = lazy(loadPlayerActions);

/** The header's log-in control for the login page's URL (the login feature's dropdown, given by the root). */
export type RenderLogin = (href: string) => ReactNode;

/**
 * The end of the desktop top bar (spec 2.4): logged out, log in (with the current path as redirectUrl), register and
 * Pay N Play's "Deposit and play" (a phone shows only this one: its bottom bar logs in); logged in, the player's (player-actions.tsx). Nothing while the player or that part loads, so nothing jumps.
 */
export function HeaderActions({
  onGamePage,
  login: renderLogin,
  panel,
}: {
  onGamePage: boolean;
  login?: RenderLogin;
  panel?: PanelSlots;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const status = useSessionStatus();
  // While a player loads, so does their part of the header (not a visitor's: 'checking' is also the hydration's).
  useEffect(() => {
    if (status === 'checking' && hasSignedInHint()) void loadPlayerActions();
  }, [status]);
  const placeholder = <div aria-hidden="true" className="h-10 w-40" />;
  if (status === 'checking') return placeholder;
  if (status === 'loggedOut') {
    const login = loginPath(locale, pathname + search);
    return (
      <>
        {/* A phone logs in from the bottom bar: its header has room for one button, Pay N Play's. */}
        <div className="max-md:hidden">
          {renderLogin ? (
            renderLogin(login)
          ) : (
            <Button asChild variant="secondary" size="sm">
              <Link to={login}>{t('layout.header.login')}</Link>
            </Button>
          )}
        </div>
        <Button asChild variant="secondary" size="sm" className="max-md:hidden">
          <Link to={localizedPath('REGISTRATION', locale)}>{t('layout.header.register')}</Link>
        </Button>
        <PayNPlay size="sm" />
      </>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <PlayerActions onGamePage={onGamePage} panel={panel} />
    </Suspense>
  );
}
