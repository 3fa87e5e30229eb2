import { depositLimitsByPeriod, LIMIT_PERIODS, type LimitPeriod } from '@casino/flows';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, formatEuro, LimitForm } from '@casino/ui';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Limits } from '../../shared/player/player-queries';
import { useLocale } from '../../shared/locale/use-locale';
import { intlLocale } from '../../lib/format';
import { useLimitsUpdate, useNoticeText } from './use-limits-update';

/**
 * The deposit limits (the contract's POST /player/limit/deposit, with the loss limits' rules): an accordion per
 * period with its amount in force, open while none is set, and the limitsUpdate machine behind the forms.
 */
export function DepositLimits({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actor = useLimitsUpdate('/player/limit/deposit');
  const { drafts, autoRenew, notice } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const noticeText = useNoticeText();
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
              <LimitForm
                label={t('limits.form.amount')}
                value={drafts[period] ?? (amount ? String(amount) : '')}
                onValueChange={(value) => actor.send({ type: 'amount.changed', period, value })}
                autoRenew={{
                  checked: autoRenew[period] ?? true,
                  onCheckedChange: (value) => actor.send({ type: 'autoRenew.changed', period, value }),
                  label: t('limits.form.autoRenew'),
                  description: t('limits.form.autoRenewHint'),
                }}
                submitLabel={t('limits.form.submit')}
                busy={busy}
                onSubmit={() => actor.send({ type: 'submit', period, limits: current })}
                {...noticeText(notice, period)}
              />
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
