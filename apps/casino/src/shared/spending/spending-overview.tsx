import { Button, ErrorMessage, formatEuro, Skeleton, SpendingChart, SpendingSummary } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { formatDuration, intlLocale } from '../../lib/format';
import { useLocale } from '../locale/use-locale';
import { spendingQuery } from '../player/player-queries';

/**
 * What the player has deposited, withdrawn, bet and won over the last 1, 7, 30 and 365 days, the net result, the
 * sessions and the time played (30 days first), and a chart of each of the last 30 days' net result: the server's
 * sums of the ledger, for the responsible-gaming panel page and the limits page.
 */
export function SpendingOverview() {
  const { t } = useTranslation();
  const locale = useLocale();
  const spending = useQuery(spendingQuery(useApi()));

  if (spending.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message={t('spending.overview.error')} />
        <Button variant="secondary" size="sm" loading={spending.isFetching} onClick={() => void spending.refetch()}>
          {t('spending.overview.retry')}
        </Button>
      </div>
    );
  if (!spending.data)
    return (
      <div role="status" aria-label={t('spending.overview.loading')} className="flex flex-col gap-3">
        <Skeleton shape="block" className="h-11" />
        <Skeleton shape="block" className="h-40" />
        <Skeleton shape="block" className="h-40" />
      </div>
    );

  const format = intlLocale(locale);
  const euros = (amount: number) => formatEuro(amount, format);
  return (
    <div data-testid="spending-overview" className="flex flex-col gap-6">
      <SpendingSummary
        label={t('spending.overview.periods')}
        locale={format}
        defaultPeriod="30"
        periods={spending.data.periods.map((period) => ({
          id: String(period.days),
          label: t('spending.overview.period', { count: period.days }),
          net: period.net,
          netLabel: t('spending.overview.net'),
          details: [
            { term: t('spending.overview.deposits'), description: euros(period.deposits) },
            { term: t('spending.overview.withdrawals'), description: euros(period.withdrawals) },
            { term: t('spending.overview.bets'), description: euros(period.bets) },
            { term: t('spending.overview.wins'), description: euros(period.wins) },
            {
              term: t('spending.overview.sessions'),
              description: new Intl.NumberFormat(format).format(period.sessions),
            },
            { term: t('spending.overview.played'), description: formatDuration(locale, period.playedSeconds) },
          ],
        }))}
      />
      <SpendingChart
        days={spending.data.days}
        locale={format}
        title={t('spending.overview.chart')}
        dayLabel={t('spending.overview.day')}
        netLabel={t('spending.overview.net')}
        gainLabel={t('spending.overview.gain')}
        lossLabel={t('spending.overview.loss')}
        emptyText={t('spending.overview.empty')}
      />
    </div>
  );
}
