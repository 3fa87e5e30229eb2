import { defaultLimits, depositLimitsByPeriod, lacksRequiredDepositLimits, LIMIT_PERIODS } from '@casino/flows';
import { Button, ErrorMessage, Notice, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { limitsQuery, type Limits } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import { useBalance } from '../../shared/player/use-balance';
import { CoolOff } from './cool-off';
import { DepositHeadroom, DepositLimits } from './deposit-limits';
import { LossLimits } from './loss-limits';
import { RealityCheckSettings } from '../../shared/limits/reality-check-settings';

interface LimitsOverviewProps {
  /** Set when the deposit sent the player here (Finland's rule): once the limits are set, back to the deposit. */
  continueToDeposit?: () => void;
}

/**
 * The player's limits (spec 2.7; 3 Limit), each changed in place: the daily, weekly and monthly loss limits with
 * what is used of them and any change waiting to take effect, the deposit limits, the reality check and the cool-off.
 * Polled every 5 s while logged in and the balance is not loading (spec 9).
 */
export function LimitsOverview({ continueToDeposit }: LimitsOverviewProps) {
  const { t } = useTranslation();
  const loggedIn = useSessionStatus() === 'loggedIn';
  const balanceLoading = useBalance().isPending;
  const limits = useQuery({ ...limitsQuery(useApi()), enabled: loggedIn && !balanceLoading });

  // Not the spec's empty list (3 Failed loads): no limits would read as none set. The error says so, with a retry.
  if (limits.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message={t('limits.page.error')} />
        <Button variant="secondary" size="sm" loading={limits.isFetching} onClick={() => void limits.refetch()}>
          {t('limits.page.retry')}
        </Button>
      </div>
    );
  // One tree for the placeholder and the answer: the forms' machines stay as they are when it arrives.
  return (
    <>
      {!limits.data && (
        <p role="status" aria-label={t('limits.page.loading')} className="sr-only">
          {t('limits.page.loading')}
        </p>
      )}
      <LimitsView
        limits={limits.data ?? PLACEHOLDER}
        placeholder={!limits.data}
        continueToDeposit={continueToDeposit}
      />
    </>
  );
}

/** What the page shows while the limits are on their way (spec 3: defaultLimits), for the look only. */
const PLACEHOLDER: Limits = { limits: [], trueLimits: {}, depositLimits: defaultLimits() };

function LimitsView({
  limits,
  placeholder = false,
  continueToDeposit,
}: LimitsOverviewProps & { limits: Limits; placeholder?: boolean }) {
  const { t } = useTranslation();
  const coolOff = limits.depositLimits.find((entry) => 'coolOff' in entry);
  const mayDeposit = !lacksRequiredDepositLimits(depositLimitsByPeriod(limits.depositLimits));
  return (
    // The placeholder takes no input and says it is not the player's yet; the same tree then shows the answer.
    <div
      className="flex flex-col gap-8 transition-opacity data-placeholder:opacity-60"
      inert={placeholder}
      aria-busy={placeholder}
      data-placeholder={placeholder || undefined}
    >
      <section aria-labelledby="loss-limits" className="flex flex-col gap-4">
        <h2 id="loss-limits" className="text-xl font-bold">
          {t('limits.loss.heading')}
        </h2>
        <p className="text-sm text-fg-muted">{t('limits.loss.intro')}</p>
        {placeholder ? (
          <div className="grid gap-4 md:grid-cols-3">
            {LIMIT_PERIODS.map((period) => (
              <Skeleton key={period} className="h-40" />
            ))}
          </div>
        ) : (
          <LossLimits limits={limits} />
        )}
      </section>
      <section id="deposit-limits" aria-labelledby="deposit-limits-heading" className="flex flex-col gap-4">
        <h2 id="deposit-limits-heading" className="text-xl font-bold">
          {t('limits.deposit.heading')}
        </h2>
        <p className="text-sm text-fg-muted">{t('limits.deposit.intro')}</p>
        {!placeholder && <DepositHeadroom limits={limits} />}
        {/* Anew with the answer: which periods it opens (those not set) is the accordion's first value. */}
        <DepositLimits key={placeholder ? 'placeholder' : 'limits'} limits={limits} />
        {/* Under the forms, where the player who just saved the last one looks. */}
        {continueToDeposit && (
          <Notice open={mayDeposit} variant="success" title={t('limits.deposit.ready')} className="max-w-2xl">
            <Button className="mt-2" onClick={continueToDeposit}>
              {t('limits.deposit.continue')}
            </Button>
          </Notice>
        )}
      </section>
      <RealityCheckSettings />
      <CoolOff entry={coolOff && 'coolOff' in coolOff ? coolOff : undefined} />
    </div>
  );
}
