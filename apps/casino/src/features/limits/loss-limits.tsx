import { LIMIT_PERIODS, lossLimitsByPeriod } from '@casino/flows';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { LossLimitCard } from '../../shared/limits/loss-limit-card';
import type { Limits } from '../../shared/player/player-queries';
import { PeriodLimitForm } from './period-limit-form';
import { useLimitsUpdate } from './use-limits-update';

/**
 * The daily, weekly and monthly loss limits (spec 2.7, 4 Limit update, 5): a card each with what is used of it and a
 * change waiting to take effect, and its change form in an accordion under it; the limitsUpdate machine behind the
 * forms (POST /player/limit/loss), so the cross rules read all three.
 */
export function LossLimits({ limits }: { limits: Limits }) {
  const { t } = useTranslation();
  const actor = useLimitsUpdate('/player/limit/loss');
  const current = lossLimitsByPeriod(limits.limits);

  return (
    <div className="grid items-start gap-4 md:grid-cols-3">
      {LIMIT_PERIODS.map((period) => {
        const limit = limits.limits.find((item) => item.type === `${period}Loss`);
        if (!limit) return null;
        return (
          <LossLimitCard
            key={period}
            period={period}
            limit={limit}
            footer={
              <Accordion type="single" collapsible>
                <AccordionItem value="change">
                  <AccordionTrigger>{t('limits.loss.change')}</AccordionTrigger>
                  <AccordionContent>
                    <PeriodLimitForm actor={actor} period={period} limits={current} />
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
