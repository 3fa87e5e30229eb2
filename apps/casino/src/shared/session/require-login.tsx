import { loadingScreenMachine } from '@casino/flows';
import { LoadingScreen } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useInspect } from '../../app/inspect';
import { loginPath } from '../../app/routes';
import { useSessionStatus } from './session';
import { useLocale } from '../locale/use-locale';

/** The one load a login-only page waits for in the browser: the player's. */
const PLAYER_LOAD = ['player'];

/**
 * A page for logged-in players only (spec 2.2): nothing of it renders until the player load has finished, and a
 * visitor goes to the login page of the locale with this page as redirectUrl. Meanwhile the loading screen shows, with
 * the spec's timing (its machine: 1 s after the load, then a 0.5 s fade) — the one place the browser really waits.
 * A page keeps its head and heading outside it, so that it has its title while the player loads.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const status = useSessionStatus();
  const screen = useActorRef(loadingScreenMachine, { input: { loads: PLAYER_LOAD }, inspect: useInspect() });
  const visible = useSelector(screen, (snapshot) => snapshot.hasTag('visible'));
  const fading = useSelector(screen, (snapshot) => snapshot.hasTag('fading'));

  useEffect(() => {
    if (status !== 'checking') screen.send({ type: 'load.finished', load: PLAYER_LOAD[0]! });
  }, [screen, status]);

  if (status === 'loggedOut') {
    const login = loginPath(locale, pathname + search);
    return <Navigate to={login} replace />;
  }
  return (
    <>
      {status === 'loggedIn' && children}
      {visible && (
        <LoadingScreen
          logo={<span className="text-2xl font-bold text-accent">{t('layout.site.name')}</span>}
          progress={status === 'checking' ? null : 100}
          progressLabel={t('layout.loading.label')}
          fading={fading}
        />
      )}
    </>
  );
}
