import { depositLimitsByPeriod, LIMIT_PERIODS, type LimitPeriod } from '@casino/flows';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, formatEuro } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import type { Limits } from '../../shared/player/player-queries';
import { useLocale } from '../../shared/locale/use-locale';
import { intlLocale } from '../../lib/format';
import { DepositLimitCard, depositEntryOf } from '../../shared/limits/deposit-limit-card';
import { PeriodLimitForm } from './period-limit-form';
import { useLimitsUpdate } from './use-limits-update';

/**
 * The deposit limits (the contract's POST /player/limit/deposit, with the loss limits' rules): an accordion per
 * period with its amount in force, open while none is set, and the limitsUpdate machine behind the forms.
 */
export function DepositLimits({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actor = useLimitsUpdate('/player/limit/deposit');
  const current = depositLimitsByPeriod(limits.depositLimits);
  const amountOf = (period: LimitPeriod) => current[period]?.amount ?? 0;

  return (
    <Accordion type="multiple" className="max-w-2xl" defaultValue={LIMIT_PERIODS.filter((period) => !amountOf(period))}>
      {LIMIT_PERIODS.map((period) => {
        const amount = amountOf(period);
        return (
          <AccordionItem key={period} value={period}>
            <AccordionTrigger>
              <span>{t(`limits.deposit.${period}Deposit`)}</span>
              <span className="font-normal text-fg-muted tabular-nums">
                {amount ? formatEuro(amount, intlLocale(locale)) : t('limits.deposit.notSet')}
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <PeriodLimitForm actor={actor} period={period} limits={current} />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}

/** What is left of each deposit limit that is set, and when its period resets (an extension); nothing when none is. */
export function DepositHeadroom({ limits }: { limits: Limits }) {
  const set = LIMIT_PERIODS.flatMap((period) => {
    const entry = depositEntryOf(limits, period);
    return entry && entry.ammount > 0 ? [{ period, entry }] : [];
  });
  if (set.length === 0) return null;
  return (
    <div className="grid items-start gap-4 md:grid-cols-3">
      {set.map(({ period, entry }) => (
        <DepositLimitCard key={period} period={period} entry={entry} />
      ))}
    </div>
  );
}
