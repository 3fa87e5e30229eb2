import { BalanceButton, Button, GameOnButton } from '@casino/ui';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizedPath, loginPath } from '../../app/routes';
import { useSessionActor, useSessionStatus } from '../../shared/session/session';
import { useBalance } from '../../shared/player/use-balance';
import { useLocale } from '../../shared/locale/use-locale';
import { intlLocale } from '../../lib/format';
import type { PanelSlots } from './panel-slots';

interface BalanceActionProps {
  onGamePage: boolean;
  /** The profile panel the balance opens: the header's as the dropdown's trigger, the phone toolbar's as an opener. */
  panel?: PanelSlots;
  opens?: 'dropdown' | 'panel';
}

/** The balance button, which opens the profile panel (spec 2.5), or on a game page the 'game on' button (spec 2.4). */
export function BalanceAction({ onGamePage, panel, opens = 'dropdown' }: BalanceActionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance();
  if (onGamePage) return <GameOnButton>{t('layout.header.gameOn')}</GameOnButton>;
  const button = (onClick?: () => void) => (
    <BalanceButton
      label={t('layout.header.balance')}
      loadingLabel={t('layout.header.balanceLoading')}
      balance={balance.data?.balance}
      locale={intlLocale(locale)}
      aria-haspopup="dialog"
      onClick={onClick}
    />
  );
  if (!panel) return button();
  return opens === 'dropdown' ? panel.dropdown(button()) : panel.opener((open) => button(open));
}

/** The header's log-in control for the login page's URL (the login feature's dropdown, given by the root). */
export type RenderLogin = (href: string) => ReactNode;

/**
 * The end of the desktop top bar (spec 2.4): logged out, log in (with the current path as redirectUrl) and register;
 * logged in, the balance (or 'game on'), which opens the profile panel, and log out. Nothing while the player is loading, so nothing jumps.
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
  const session = useSessionActor();
  if (status === 'checking') return <div aria-hidden="true" className="h-10 w-40" />;
  if (status === 'loggedOut') {
    const login = loginPath(locale, pathname + search);
    return (
      <>
        {renderLogin ? (
          renderLogin(login)
        ) : (
          <Button asChild variant="secondary" size="sm">
            <Link to={login}>{t('layout.header.login')}</Link>
          </Button>
        )}
        <Button asChild size="sm" className="max-md:hidden">
          <Link to={localizedPath('REGISTRATION', locale)}>{t('layout.header.register')}</Link>
        </Button>
      </>
    );
  }
  return (
    <>
      <BalanceAction onGamePage={onGamePage} panel={panel} />
      <Button variant="ghost" size="sm" onClick={() => session?.send({ type: 'logout' })}>
        <LogOut aria-hidden="true" />
        <span className="max-md:sr-only">{t('layout.header.logout')}</span>
      </Button>
    </>
  );
}
