import type { LimitPeriod } from '@casino/flows';
import { LimitCard } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, intlLocale } from '../../lib/format';
import { useLocale } from '../locale/use-locale';
import type { Limits } from '../player/player-queries';
import { useNow, useResetText } from './reset-countdown';

/**
 * One period's loss limit as a card (spec 2.7): the limit, what is left of it in the period (the headroom, an
 * extension) and when the period resets, and a raise or removal waiting to be confirmed with the time it can be; the
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
  // In a cool-off the end time is the cool-off's, not the period's.
  const resetText = useResetText(limit.amount > 0 && !limit.coolOff ? limit.endTime : null);
  const effective = limit.amountEffectiveTime;
  const now = useNow(effective != null);
  return (
    <LimitCard
      title={t(`limits.loss.${period}Loss`)}
      amount={limit.amount}
      usedAmount={limit.usedAmount}
      locale={intlLocale(locale)}
      usedLabel={t('limits.loss.used')}
      leftLabel={t('limits.headroom.left')}
      resetText={resetText}
      noLimitText={t('limits.loss.noLimit')}
      pending={
        limit.newAmount != null && effective
          ? {
              label: t('limits.loss.newAmount'),
              amount: limit.newAmount,
              effectiveText:
                Date.parse(effective) <= now
                  ? t('limits.headroom.confirmNow')
                  : t('limits.loss.effective', { time: formatDateTime(locale, effective) }),
            }
          : undefined
      }
      footer={footer}
    />
  );
}
