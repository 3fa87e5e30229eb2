import { profileBadge, turnoverProgress } from '@casino/flows';
import { Badge, Button, formatEuro, PanelMenu, PanelMenuItem, PlayerSummary, ProgressBar } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import {
  Banknote,
  FileText,
  Gift,
  HeartHandshake,
  LifeBuoy,
  LogOut,
  ReceiptText,
  Settings,
  ShieldCheck,
  Smartphone,
  UserX,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../../app/api';
import { localizedPath } from '../../../app/routes';
import { intlLocale } from '../../../lib/format';
import { imageUrl } from '../../../lib/image';
import { useLocale } from '../../../shared/locale/use-locale';
import { avatarQuery, campaignsQuery, freeSpinsQuery, playerQuery } from '../../../shared/player/player-queries';
import { useBalance } from '../../../shared/player/use-balance';
import { useSessionActor, useSessionStatus } from '../../../shared/session/session';
import type { PanelPage, PanelPageProps } from '../../profile-panel/panel-page';

/** The rows of the landing page, in the order the player sees them, each opening its page of the stack. */
const ROWS: { page: PanelPage; icon: ReactNode }[] = [
  { page: 'settings', icon: <Settings /> },
  { page: 'campaigns', icon: <Gift /> },
  { page: 'transactions', icon: <ReceiptText /> },
  { page: 'documents', icon: <FileText /> },
  { page: 'phone', icon: <Smartphone /> },
  { page: 'verification', icon: <ShieldCheck /> },
  { page: 'customer-support', icon: <LifeBuoy /> },
  { page: 'close', icon: <UserX /> },
];

/**
 * The panel's landing page (spec 2.5: profile on desktop, main-page on a phone): the player with the avatar, the
 * balance with its cash and bonus money and the wagering still to do, the deposit button, the rows to the panel's pages (campaigns with
 * the count of free-spin bonuses and campaigns), responsible gaming, which is the limits page for now, and log out.
 */
export default function ProfilePage({ push, close }: PanelPageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const session = useSessionActor();
  const enabled = useSessionStatus() === 'loggedIn';
  const player = useQuery({ ...playerQuery(api), enabled }).data;
  const avatar = useQuery({ ...avatarQuery(api), enabled }).data?.avatar;
  const freeSpins = useQuery({ ...freeSpinsQuery(api), enabled }).data;
  const campaigns = useQuery({ ...campaignsQuery(api), enabled }).data;
  const balance = useBalance().data;
  const money = (amount: number) => formatEuro(amount, intlLocale(locale));
  const wagered = balance && turnoverProgress(balance);
  const bonuses = profileBadge(freeSpins?.bonuses.count, campaigns?.length);

  return (
    <>
      <PlayerSummary
        name={player?.nickName || player?.firstName}
        avatarSrc={avatar?.url ? imageUrl(avatar.url, 640) : undefined}
        balanceLabel={t('panel.landing.balance')}
        balance={balance && { total: balance.balance, cash: balance.cash, promo: balance.promo }}
        cashLabel={t('panel.landing.cash')}
        promoLabel={t('panel.landing.promo')}
        locale={intlLocale(locale)}
      >
        {balance && balance.totalTurnover > 0 && wagered !== undefined && (
          <ProgressBar
            size="sm"
            label={t('panel.landing.wagering')}
            value={wagered}
            max={balance.totalTurnover}
            valueText={`${money(wagered)} / ${money(balance.totalTurnover)}`}
          />
        )}
      </PlayerSummary>
      <div className="grid grid-cols-2 gap-2">
        <Button size="lg" onClick={() => push('deposit')}>
          <Wallet aria-hidden="true" />
          {t('panel.landing.deposit')}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => push('withdraw')}>
          <Banknote aria-hidden="true" />
          {t('panel.pages.withdraw')}
        </Button>
      </div>
      <PanelMenu aria-label={t('panel.landing.menu')}>
        {ROWS.map(({ page, icon }) => (
          <PanelMenuItem
            key={page}
            icon={icon}
            onClick={() => push(page)}
            badge={
              page === 'campaigns' &&
              bonuses && <Badge count={bonuses} label={t('panel.landing.bonuses', { count: bonuses })} />
            }
          >
            {t(`panel.pages.${page}`)}
          </PanelMenuItem>
        ))}
        <PanelMenuItem
          icon={<HeartHandshake />}
          onClick={() => {
            close();
            void navigate(localizedPath('PROFILE_LIMITS', locale));
          }}
        >
          {t('panel.pages.responsible-gaming')}
        </PanelMenuItem>
      </PanelMenu>
      <PanelMenu>
        <PanelMenuItem
          icon={<LogOut />}
          tone="danger"
          chevron={false}
          onClick={() => {
            close();
            session?.send({ type: 'logout' });
          }}
        >
          {t('panel.landing.logout')}
        </PanelMenuItem>
      </PanelMenu>
    </>
  );
}
