import { acceptsLimitInput, type LimitPeriod, type LimitsNotice, type PeriodLimits } from '@casino/flows';
import { LimitForm, type LimitFormProps } from '@casino/ui';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shared/errors/error-text';
import type { useLimitsUpdate } from './use-limits-update';

interface PeriodLimitFormProps {
  /** The limitsUpdate machine of this kind of limit (useLimitsUpdate). */
  actor: ReturnType<typeof useLimitsUpdate>;
  period: LimitPeriod;
  /** This kind's limits by period, for the cross rules; the period's amount (0: none) starts the field. */
  limits: PeriodLimits;
}

/** One period's change form: ui's LimitForm fed from the machine (draft, auto-renew, busy, the 5 s notice). */
export function PeriodLimitForm({ actor, period, limits }: PeriodLimitFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { drafts, autoRenew, notice } = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const current = limits[period];

  /** The field error or the result the form shows for the machine's notice (spec 5, 4 Limit update). */
  const shown = (shownNotice: LimitsNotice | null): Pick<LimitFormProps, 'error' | 'status'> => {
    if (shownNotice?.period !== period) return {};
    switch (shownNotice.kind) {
      case 'invalid': {
        const { error, min, max } = shownNotice.result;
        return { error: error === 'required' ? t('limits.form.required') : t('limits.form.range', { min, max }) };
      }
      case 'crossRule': {
        const { rule, other } = shownNotice.result;
        // Only these four pairs occur (flows' crossCheckLimit): no higher than a longer period, no lower than a shorter.
        return { error: t(`limits.form.${rule}.${other}` as 'limits.form.noLowerThan.daily') };
      }
      case 'success':
        return { status: { tone: 'success', text: t(shownNotice.key) } };
      case 'failed':
        return {
          status: { tone: 'error', text: errorText(shownNotice.error.shown), code: shownNotice.error.shown.code },
        };
    }
  };

  return (
    <LimitForm
      label={t('limits.form.amount')}
      value={drafts[period] ?? (current?.amount ? String(current.amount) : '')}
      onValueChange={(value) => actor.send({ type: 'amount.changed', period, value })}
      acceptAmount={acceptsLimitInput}
      autoRenew={{
        checked: autoRenew[period] ?? current?.autoRenew ?? true,
        onCheckedChange: (value) => actor.send({ type: 'autoRenew.changed', period, value }),
        label: t('limits.form.autoRenew'),
        description: t('limits.form.autoRenewHint'),
      }}
      submitLabel={t('limits.form.submit')}
      busy={busy}
      onSubmit={() => actor.send({ type: 'submit', period, limits })}
      {...shown(notice)}
    />
  );
}
