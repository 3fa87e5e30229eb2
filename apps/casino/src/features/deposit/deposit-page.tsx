import {
  depositLimitsByPeriod,
  depositPresets,
  lacksRequiredDepositLimits,
  lastSuccessfulDeposit,
} from '@casino/flows';
import { Button, ErrorMessage, Notice, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../app/api';
import { depositLimitsPath } from '../../app/routes';
import { Deposit } from '../../shared/payments/deposit';
import { useLocale } from '../../shared/locale/use-locale';
import { depositsQuery, limitsQuery, playerPaymentMethodsQuery, playerQuery } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';

/**
 * The panel's deposit page (spec 2.5, 2.6, 4 Deposit, 9): the player's payment methods (with the stored reference a
 * confirmation uses) and the newest deposits (the last successful one sets the presets) load first, so neither the
 * bounds nor the presets change under the player's finger; then the form. A failed deposits list leaves the presets
 * of spec 9's default; failed methods say so with a retry.
 *
 * Finland's rule (the server's 237): a player registered in FIN without daily and monthly deposit limits is sent to
 * the limits page first, which brings them back here once both are set.
 */
export function DepositPage({ close }: PanelPageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const navigate = useNavigate();
  const enabled = useSessionStatus() === 'loggedIn';
  const methods = useQuery({ ...playerPaymentMethodsQuery(api), enabled });
  const deposits = useQuery({ ...depositsQuery(api), enabled });
  const player = useQuery({ ...playerQuery(api), enabled });
  const limits = useQuery({ ...limitsQuery(api), enabled });

  if (methods.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message={t('deposit.form.loadFailed')} />
        <Button variant="secondary" onClick={() => void methods.refetch()}>
          {t('deposit.form.retry')}
        </Button>
      </div>
    );
  }
  // A failed player or limits load lets the form show: the server still holds the rule.
  if (!methods.data || deposits.isPending || player.isPending || limits.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} shape="block" className="h-12" />
          ))}
        </div>
        <Skeleton shape="block" className="h-12" />
        <Skeleton shape="block" className="h-12" />
      </div>
    );
  }
  if (
    player.data?.country === 'FIN' &&
    limits.data &&
    lacksRequiredDepositLimits(depositLimitsByPeriod(limits.data.depositLimits))
  ) {
    return (
      <Notice open variant="info" title={t('deposit.limitsFirst.title')}>
        <p>{t('deposit.limitsFirst.text')}</p>
        <Button
          className="mt-3"
          onClick={() => {
            close();
            void navigate(depositLimitsPath(locale));
          }}
        >
          {t('deposit.limitsFirst.action')}
        </Button>
      </Notice>
    );
  }
  return (
    <Deposit
      loggedIn
      method={methods.data[0] ?? null}
      presets={depositPresets(lastSuccessfulDeposit(deposits.data?.transactions))}
    />
  );
}
