import type { LimitPeriod } from '@casino/flows';
import { LimitCard } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/format';
import { useLocale } from '../locale/use-locale';
import type { Limits } from '../player/player-queries';
import { useResetText } from './reset-countdown';

type DepositLimitEntry = Extract<Limits['depositLimits'][number], { ammount: number }>;

/**
 * One period's deposit limit as a card (an extension): the limit, what is left of it in the period after the deposits
 * made and when the period resets; 'not set' without a limit.
 */
export function DepositLimitCard({ period, entry }: { period: LimitPeriod; entry: DepositLimitEntry | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = entry?.ammount ?? 0;
  const resetText = useResetText(amount > 0 ? entry?.endTime : null);
  return (
    <LimitCard
      title={t(`limits.headroom.${period}Deposit`)}
      amount={amount}
      usedAmount={entry?.usedAmount ?? 0}
      locale={intlLocale(locale)}
      usedLabel={t('limits.headroom.deposited')}
      leftLabel={t('limits.headroom.left')}
      resetText={resetText}
      noLimitText={t('limits.deposit.notSet')}
    />
  );
}

/** The deposit limit entry of a period in the limits' list (spec 3), if any. */
export const depositEntryOf = (limits: Limits, period: LimitPeriod): DepositLimitEntry | undefined =>
  limits.depositLimits.find(
    (entry): entry is DepositLimitEntry => 'ammount' in entry && entry[`${period}Deposit`] === true,
  );
