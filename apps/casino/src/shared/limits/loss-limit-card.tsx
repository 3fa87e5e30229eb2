import type { LimitPeriod } from '@casino/flows';
import { LimitCard } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, intlLocale } from '../../lib/format';
import { useLocale } from '../locale/use-locale';
import type { Limits } from '../player/player-queries';

/**
 * One period's loss limit as a card (spec 2.7): the limit, what is used of it and a change waiting to take effect; the
 * limits page puts its change form in `footer`, the panel's responsible-gaming page shows the card alone.
 */
export function LossLimitCard({
  period,
  limit,
  footer,
}: {
  period: LimitPeriod;
  limit: Limits['limits'][number];
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <LimitCard
      title={t(`limits.loss.${period}Loss`)}
      amount={limit.amount}
      usedAmount={limit.usedAmount}
      locale={intlLocale(locale)}
      usedLabel={t('limits.loss.used')}
      noLimitText={t('limits.loss.noLimit')}
      pending={
        limit.newAmount != null && limit.amountEffectiveTime
          ? {
              label: t('limits.loss.newAmount'),
              amount: limit.newAmount,
              effectiveText: t('limits.loss.effective', { time: formatDateTime(locale, limit.amountEffectiveTime) }),
            }
          : undefined
      }
      footer={footer}
    />
  );
}
