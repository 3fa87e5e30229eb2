import { unwrap } from '@casino/api-client';
import { pendingWithdrawalsMachine } from '@casino/flows';
import { Button, ErrorMessage, Notice, TransactionTable, formatEuro } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { formatDateTime, intlLocale } from '../../lib/format';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { playerKey } from '../../shared/player/player-queries';
import { PagedList } from '../../lib/paged-list';
import { usePendingWithdrawals } from './pending-withdrawals-query';

/**
 * The pending withdrawals with a cancel button each (spec 2.5, the pendingWithdrawals machine): POST
 * /payment/cancelWithdraw {reference}; the sum returns to the balance, so the balance and the withdrawals reload.
 */
export function PendingWithdrawals() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    pendingWithdrawalsMachine.provide({
      actors: {
        cancelWithdraw: fromPromise(({ input }) => unwrap(api.player.POST('/payment/cancelWithdraw', { body: input }))),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { query, rows } = usePendingWithdrawals();

  useEffect(() => {
    const subscription = actor.on('withdrawal.cancelled', () => {
      void queryClient.invalidateQueries({ queryKey: playerKey('withdraws') });
      void queryClient.invalidateQueries({ queryKey: playerKey('balance') });
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  const busy = state.hasTag('busy');
  const shown = state.context.error?.shown;
  const amountText = (amount: number) => formatEuro(amount, intlLocale(locale));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('panel.transactions.pendingIntro')}</p>
      <Notice
        open={state.matches('cancelled')}
        variant="success"
        title={t('panel.transactions.pendingCancelled')}
        dismissLabel={t('panel.transactions.pendingDismiss')}
        onOpenChange={() => actor.send({ type: 'back' })}
      />
      {state.matches('failed') && shown && <ErrorMessage code={shown.code} message={errorText(shown)} />}
      <PagedList
        status={query.status}
        loadingLabel={t('panel.transactions.loading')}
        errorText={t('panel.transactions.error')}
        onRetry={() => void query.refetch()}
        busy={query.isFetching && !query.isPending}
      >
        <TransactionTable
          caption={t('panel.pages.pending-withdraws')}
          captionHidden
          emptyText={t('panel.transactions.pendingEmpty')}
          rows={rows.map((row) => ({ ...row, id: row.reference }))}
          columns={[
            {
              key: 'date',
              header: t('panel.transactions.columnDate'),
              cell: (row) => formatDateTime(locale, row.createdTime),
            },
            {
              key: 'amount',
              header: t('panel.transactions.columnAmount'),
              cell: (row) => amountText(row.amount),
              numeric: true,
            },
            {
              key: 'action',
              header: t('panel.transactions.columnAction'),
              numeric: true,
              cell: (row) => (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('panel.transactions.pendingCancelLabel', { amount: amountText(row.amount) })}
                  loading={busy && state.context.reference === row.reference}
                  disabled={busy && state.context.reference !== row.reference}
                  onClick={() => actor.send({ type: 'cancel', reference: row.reference })}
                >
                  {t('panel.transactions.pendingCancel')}
                </Button>
              ),
            },
          ]}
        />
      </PagedList>
    </div>
  );
}
