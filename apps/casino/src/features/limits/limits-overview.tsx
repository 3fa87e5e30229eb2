import type { Locale } from '@casino/flows';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DetailList,
  ErrorMessage,
  formatEuro,
  LimitCard,
  Skeleton,
} from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { limitsQuery, type Limits } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';
import { useBalance } from '../../shared/player/use-balance';
import { formatDateTime, intlLocale } from '../../lib/format';

const LOSS_PERIODS = ['dailyLoss', 'weeklyLoss', 'monthlyLoss'] as const;
const DEPOSIT_PERIODS = ['dailyDeposit', 'weeklyDeposit', 'monthlyDeposit'] as const;

/**
 * The player's limits, read only (spec 2.7; 3 Limit): the daily, weekly and monthly loss limits with what is used of
 * them and any change waiting to take effect, the deposit limits and the cool-off. Polled every 5 s while logged in
 * and the balance is not loading (spec 9). Changing them is a later issue's.
 */
export function LimitsOverview() {
  const { t } = useTranslation();
  const locale = useLocale();
  const loggedIn = useSessionStatus() === 'loggedIn';
  const balanceLoading = useBalance().isPending;
  const limits = useQuery({ ...limitsQuery(useApi()), enabled: loggedIn && !balanceLoading });

  if (limits.isError) return <ErrorMessage message={t('limits.page.error')} />;
  if (!limits.data) {
    return (
      <div role="status" aria-label={t('limits.page.loading')} className="grid gap-4 md:grid-cols-3">
        {LOSS_PERIODS.map((period) => (
          <Skeleton key={period} className="h-40" />
        ))}
      </div>
    );
  }
  return <LimitsView limits={limits.data} locale={locale} />;
}

function LimitsView({ limits, locale }: { limits: Limits; locale: Locale }) {
  const { t } = useTranslation();
  const coolOff = limits.depositLimits.find((entry) => 'coolOff' in entry);
  const deposits = DEPOSIT_PERIODS.flatMap((period) => {
    const entry = limits.depositLimits.find((item) => 'ammount' in item && item[period]);
    return entry && 'ammount' in entry
      ? [{ term: t(`limits.deposit.${period}`), description: formatEuro(entry.ammount, locale) }]
      : [];
  });
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="loss-limits" className="flex flex-col gap-4">
        <h2 id="loss-limits" className="text-xl font-bold">
          {t('limits.loss.heading')}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {LOSS_PERIODS.map((period) => {
            const limit = limits.limits.find((item) => item.type === period);
            if (!limit) return null;
            return (
              <LimitCard
                key={period}
                title={t(`limits.loss.${period}`)}
                amount={limit.amount}
                usedAmount={limit.usedAmount}
                locale={intlLocale(locale)}
                usedLabel={t('limits.loss.used')}
                pending={
                  limit.newAmount != null && limit.amountEffectiveTime
                    ? {
                        label: t('limits.loss.newAmount'),
                        amount: limit.newAmount,
                        effectiveText: t('limits.loss.effective', {
                          time: formatDateTime(locale, limit.amountEffectiveTime),
                        }),
                      }
                    : undefined
                }
              />
            );
          })}
        </div>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('limits.deposit.heading')}</CardTitle>
          </CardHeader>
          <CardContent>
            {deposits.length ? (
              <DetailList details={deposits} />
            ) : (
              <p className="text-sm text-fg-muted">{t('limits.deposit.none')}</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('limits.coolOff.heading')}</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm">
              {coolOff && 'coolOff' in coolOff && coolOff.coolOff
                ? coolOff.endTime
                  ? t('limits.coolOff.activeUntil', { time: formatDateTime(locale, coolOff.endTime) })
                  : t('limits.coolOff.active')
                : t('limits.coolOff.inactive')}
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
