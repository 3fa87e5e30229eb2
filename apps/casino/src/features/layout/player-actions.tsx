import { BalanceButton, Button, GameOnButton } from '@casino/ui';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from '../../shared/session/session';
import { useBalance } from '../../shared/player/use-balance';
import { useLocale } from '../../shared/locale/use-locale';
import { intlLocale } from '../../lib/format';
import type { PanelSlots } from './panel-slots';

interface BalanceActionProps {
  onGamePage: boolean;
  /** The profile panel the balance opens: the header's as the dropdown's trigger, the phone toolbar's as an opener. */
  panel?: PanelSlots;
  opens?: 'dropdown' | 'panel';
  /** The balance button's own classes (not the 'game on' button's). */
  className?: string;
}

/** The balance button, which opens the profile panel (spec 2.5), or on a game page the 'game on' button (spec 2.4). */
export function BalanceAction({ onGamePage, panel, opens = 'dropdown', className }: BalanceActionProps) {
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
      className={className}
    />
  );
  if (!panel) return button();
  return opens === 'dropdown' ? panel.dropdown(button()) : panel.opener((open) => button(open));
}

/**
 * The end of the desktop top bar for a logged-in player (spec 2.4): the balance (or 'game on'), which opens the
 * profile panel, and log out. Loaded only for a player (header-actions.tsx), so a visitor's page carries none of it.
 */
export default function PlayerActions({ onGamePage, panel }: { onGamePage: boolean; panel?: PanelSlots }) {
  const { t } = useTranslation();
  const session = useSessionActor();
  return (
    <>
      {/* Below lg the toolbar under the top bar shows the balance (player-bar.tsx): one balance on a phone. */}
      <BalanceAction onGamePage={onGamePage} panel={panel} className="max-lg:hidden" />
      <Button variant="ghost" size="sm" onClick={() => session?.send({ type: 'logout' })}>
        <LogOut aria-hidden="true" />
        <span className="max-md:sr-only">{t('layout.header.logout')}</span>
      </Button>
    </>
  );
}
