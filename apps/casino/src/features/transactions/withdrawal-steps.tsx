import type { PlayerComponents } from '@casino/api-client';
import { withdrawalTracker } from '@casino/flows';
import { StepTracker } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../shared/locale/use-locale';

type WithdrawalStep = PlayerComponents['schemas']['WithdrawalStep'];

/** Each step's name in words. */
const STEP_TEXTS = {
  requested: 'panel.transactions.stepRequested',
  approved: 'panel.transactions.stepApproved',
  paid: 'panel.transactions.stepPaid',
  cancelled: 'panel.transactions.stepCancelled',
  refused: 'panel.transactions.stepRefused',
} as const satisfies Record<WithdrawalStep['step'], string>;

/**
 * A withdrawal's steps as ui's StepTracker (the contract's extension `steps`): those taken with their times, the one
 * awaited now and those to come (flows' withdrawalTracker).
 */
export function useWithdrawalStepTracker() {
  const { t } = useTranslation();
  const locale = useLocale();
  const stateLabels = {
    done: t('panel.transactions.stepDone'),
    current: t('panel.transactions.stepCurrent'),
    failed: t('panel.transactions.stepFailed'),
    upcoming: t('panel.transactions.stepUpcoming'),
  };
  return (steps: WithdrawalStep[], date: string) => (
    <StepTracker
      label={t('panel.transactions.stepsLabel', { date })}
      stateLabels={stateLabels}
      steps={withdrawalTracker(steps).map(({ step, state, time }) => ({
        id: step,
        label: t(STEP_TEXTS[step]),
        state,
        ...(time
          ? { detail: formatDateTime(locale, time), dateTime: time }
          : state === 'current'
            ? { detail: t('panel.transactions.stepWaiting') }
            : {}),
      }))}
    />
  );
}
