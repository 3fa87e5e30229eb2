import { unwrap } from '@casino/api-client';
import {
  canConvertPoints,
  convertiblePoints,
  LOYALTY_CONVERT_MIN,
  LOYALTY_POINTS_PER_EUR,
  loyaltyConvertMachine,
  pointsInEuros,
  profileBadge,
  turnoverProgress,
} from '@casino/flows';
import {
  Badge,
  Button,
  formatEuro,
  LoyaltyCard,
  PanelMenu,
  PanelMenuItem,
  PlayerSummary,
  ProgressBar,
} from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import {
  Banknote,
  ChartColumn,
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
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { intlLocale } from '../../lib/format';
import { imageUrl } from '../../lib/image';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import {
  avatarQuery,
  campaignsQuery,
  freeSpinsQuery,
  loyaltyQuery,
  playerKey,
  playerQuery,
} from '../../shared/player/player-queries';
import { useBalance } from '../../shared/player/use-balance';
import { useSessionActor, useSessionStatus } from '../../shared/session/session';
import type { PanelPage, PanelPageProps } from '../../shared/profile-panel/panel-page';

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
 * balance with its cash and bonus money and the wagering still to do, the deposit button, the loyalty points, the rows
 * to the panel's pages (campaigns with the count of free-spin bonuses and campaigns), responsible gaming, the spending
 * overview, and log out.
 */
export function ProfilePage({ push, close }: PanelPageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
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
      <LoyaltySection />
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
        <PanelMenuItem icon={<HeartHandshake />} onClick={() => push('responsible-gaming')}>
          {t('panel.pages.responsible-gaming')}
        </PanelMenuItem>
        <PanelMenuItem icon={<ChartColumn />} onClick={() => push('spending')}>
          {t('panel.pages.spending')}
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

/** The levels the server names (GET /player/loyalty); another level shows as the server spells it. */
const LEVELS = ['bronze', 'silver', 'gold', 'platinum'] as const;
const isKnownLevel = (level: string): level is (typeof LEVELS)[number] => (LEVELS as readonly string[]).includes(level);

/**
 * The loyalty points on the landing page (issue 19), convertible to bonus money by the loyaltyConvert machine,
 * `.provide()`d with POST /player/convertLoyaltyPoints. A conversion puts the points left into the loyalty cache at
 * once, then reloads it (the answer has no level) and the balance; a 195 reloads the points. Hidden when the points
 * fail to load: the landing page is about the money, and nothing here is urgent.
 */
function LoyaltySection() {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const enabled = useSessionStatus() === 'loggedIn';
  const loyalty = useQuery({ ...loyaltyQuery(api), enabled });
  const actor = useActorRef(
    loyaltyConvertMachine.provide({
      actors: {
        convertLoyaltyPoints: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/convertLoyaltyPoints', { body: input })),
        ),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { points: typed, invalid, error, converted } = state.context;

  useEffect(() => {
    const { queryKey } = loyaltyQuery(api);
    const subscriptions = [
      actor.on('loyalty.converted', ({ loyalty: answer }) => {
        queryClient.setQueryData(queryKey, (previous) => previous && { ...previous, ...answer });
        void queryClient.invalidateQueries({ queryKey });
        void queryClient.invalidateQueries({ queryKey: playerKey('balance') });
      }),
      actor.on('loyalty.stale', () => void queryClient.invalidateQueries({ queryKey })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, api, queryClient]);

  if (loyalty.isError) return null;
  const held = loyalty.data?.points;
  const level = loyalty.data?.level;
  const count = (value: number) => new Intl.NumberFormat(intlLocale(locale)).format(value);
  const money = (value: number) => formatEuro(value, intlLocale(locale));
  const canConvert = held !== undefined && canConvertPoints(held);
  const intro =
    held === undefined || canConvert
      ? t('panel.loyalty.rate', {
          points: count(LOYALTY_POINTS_PER_EUR),
          amount: money(pointsInEuros(LOYALTY_POINTS_PER_EUR)),
        })
      : t('panel.loyalty.minimum', { points: count(LOYALTY_CONVERT_MIN) });

  return (
    <LoyaltyCard
      title={t('panel.loyalty.title')}
      points={held === undefined ? undefined : count(held)}
      pointsUnit={t('panel.loyalty.unit', { count: held ?? 0 })}
      level={level && (isKnownLevel(level) ? t(`panel.loyalty.levels.${level}`) : level)}
      levelLabel={t('panel.loyalty.level')}
      description={`${intro} ${t('panel.loyalty.earn')}`}
      canConvert={canConvert}
      convertLabel={t('panel.loyalty.convert')}
      open={state.matches('open')}
      onOpenChange={(open) => actor.send({ type: open ? 'open' : 'close' })}
      amount={typed}
      onAmountChange={(value) => actor.send({ type: 'points.changed', value })}
      amountLabel={t('panel.loyalty.amount')}
      amountHint={t('panel.loyalty.bounds', {
        min: count(LOYALTY_CONVERT_MIN),
        max: count(convertiblePoints(held ?? 0)),
      })}
      invalid={invalid && t(`panel.loyalty.${invalid.error}`, { points: count(invalid.bound ?? 0) })}
      worth={typed === '' ? undefined : t('panel.loyalty.worth', { amount: money(pointsInEuros(Number(typed))) })}
      submitLabel={t('panel.loyalty.submit')}
      submitting={state.hasTag('busy')}
      onSubmit={() => actor.send({ type: 'submit', held: held ?? 0 })}
      error={error && errorText(error.shown)}
      errorCode={error?.shown.code}
      success={
        converted !== null &&
        t('panel.loyalty.converted', { points: count(converted), amount: money(pointsInEuros(converted)) })
      }
      dismissLabel={t('panel.notice.dismiss')}
      onDismiss={() => actor.send({ type: 'notice.dismissed' })}
    />
  );
}
