import { depositPresets, lastSuccessfulDeposit } from '@casino/flows';
import { Button, ErrorMessage, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { Deposit } from '../../../shared/payments/deposit';
import { depositsQuery, playerPaymentMethodsQuery } from '../../../shared/player/player-queries';
import { useSessionStatus } from '../../../shared/session/session';
import type { PanelPageProps } from '../../profile-panel/panel-page';

/**
 * The panel's deposit page (spec 2.5, 2.6, 4 Deposit, 9): the player's payment methods (with the stored reference a
 * confirmation uses) and the newest deposits (the last successful one sets the presets) load first, so neither the
 * bounds nor the presets change under the player's finger; then the form. A failed deposits list leaves the presets
 * of spec 9's default; failed methods say so with a retry.
 */
export default function DepositPage(_props: PanelPageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const enabled = useSessionStatus() === 'loggedIn';
  const methods = useQuery({ ...playerPaymentMethodsQuery(api), enabled });
  const deposits = useQuery({ ...depositsQuery(api), enabled });

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
  if (!methods.data || deposits.isPending) {
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
  return (
    <Deposit
      loggedIn
      method={methods.data[0] ?? null}
      presets={depositPresets(lastSuccessfulDeposit(deposits.data?.transactions))}
    />
  );
}
