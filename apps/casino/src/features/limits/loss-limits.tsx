import { LIMIT_PERIODS, lossLimitsByPeriod } from '@casino/flows';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, LimitCard, LimitForm } from '@casino/ui';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, intlLocale } from '../../lib/format';
import { useLocale } from '../../shared/locale/use-locale';
import type { Limits } from '../../shared/player/player-queries';
import { useLimitsUpdate, useNoticeText } from './use-limits-update';

/**
 * The daily, weekly and monthly loss limits (spec 2.7, 4 Limit update, 5): a card each with what is used of it and a
 * change waiting to take effect, and its change form in an accordion under it; the limitsUpdate machine behind the
 * forms (POST /player/limit/loss), so the cross rules read all three.
 */
export function LossLimits({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actor = useLimitsUpdate('/player/limit/loss');
  const { drafts, autoRenew, notice } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const noticeText = useNoticeText();
  const current = lossLimitsByPeriod(limits.limits);

  return (
    <div className="grid items-start gap-4 md:grid-cols-3">
      {LIMIT_PERIODS.map((period) => {
        const limit = limits.limits.find((item) => item.type === `${period}Loss`);
        if (!limit) return null;
        return (
          <LimitCard
            key={period}
            title={t(`limits.loss.${period}Loss`)}
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
            footer={
              <Accordion type="single" collapsible>
                <AccordionItem value="change">
                  <AccordionTrigger>{t('limits.loss.change')}</AccordionTrigger>
                  <AccordionContent>
                    <LimitForm
                      label={t('limits.form.amount')}
                      value={drafts[period] ?? (limit.amount ? String(limit.amount) : '')}
                      onValueChange={(value) => actor.send({ type: 'amount.changed', period, value })}
                      autoRenew={{
                        checked: autoRenew[period] ?? limit.autoRenew,
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
              </Accordion>
            }
          />
        );
      })}
    </div>
  );
}
