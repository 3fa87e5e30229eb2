import { unwrap, type PlayerComponents } from '@casino/api-client';
import {
  acceptsAmountInput,
  canSubmitWithdraw,
  parseAmount,
  paymentLogoCode,
  withdrawable,
  withdrawBounds,
  withdrawMachine,
} from '@casino/flows';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  Button,
  DialogFooter,
  DialogHeader,
  ErrorMessage,
  formatEuro,
  Notice,
  Skeleton,
  Spinner,
  WithdrawForm,
} from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { intlLocale } from '../../lib/format';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { freeSpinsQuery, playerKey } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';

/**
 * The panel's withdraw page (spec 2.5, 4 Withdraw, 5): the withdraw machine, `.provide()`d with initWithdraw and
 * withdraw, loads what may be withdrawn when the page shows and uses the first payment method. With bonus money or
 * free spins the warning comes first (they are lost); then the result: waiting, done with a way back, or the error.
 * A done withdrawal refreshes the balance and the withdrawals; a pending one can be cancelled on its page.
 */
export function WithdrawPage({ push }: PanelPageProps) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const enabled = useSessionStatus() === 'loggedIn';
  const freeSpins = useQuery({ ...freeSpinsQuery(api), enabled }).data?.bonuses.count;
  const actor = useActorRef(
    withdrawMachine.provide({
      actors: {
        initWithdraw: fromPromise<PlayerComponents['schemas']['WithdrawInit'], void>(() =>
          unwrap(api.player.GET('/payment/initWithdraw')),
        ),
        withdraw: fromPromise(({ input }) => unwrap(api.player.POST('/payment/withdraw', { body: input }))),
      },
    }),
    { input: { freeSpinCount: freeSpins }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { init, amount, invalid, error } = state.context;
  const money = (value: number) => formatEuro(value, intlLocale(locale));

  useEffect(() => {
    if (freeSpins !== undefined) actor.send({ type: 'freeSpins.counted', count: freeSpins });
  }, [actor, freeSpins]);
  useEffect(() => {
    const subscription = actor.on('withdraw.completed', () => {
      void queryClient.invalidateQueries({ queryKey: playerKey('balance') });
      void queryClient.invalidateQueries({ queryKey: playerKey('withdraws') });
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  if (state.matches('loading')) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <Skeleton shape="block" className="h-24" />
        <Skeleton shape="block" className="h-12" />
        <Skeleton shape="block" className="h-12" />
      </div>
    );
  }
  if (state.matches('loadFailed') && error) {
    return (
      <ErrorMessage
        message={[errorText(error.shown), error.shown.extraKey && t(error.shown.extraKey as 'errors.withdrawBlocked')]
          .filter(Boolean)
          .join(' ')}
        code={error.shown.code}
      />
    );
  }
  if (state.matches({ result: 'submitting' })) {
    return (
      <div className="flex flex-col items-center gap-3 py-8" role="status">
        <Spinner size="lg" />
        <p>{t('panel.withdraw.sending')}</p>
      </div>
    );
  }
  if (state.matches({ result: 'succeeded' })) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Notice open variant="success" title={t('panel.withdraw.done')}>
          {t('panel.withdraw.doneText', { amount: money(parseAmount(amount) ?? 0) })}
        </Notice>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => push('pending-withdraws')}>{t('panel.pages.pending-withdraws')}</Button>
          <Button variant="secondary" onClick={() => actor.send({ type: 'back' })}>
            {t('panel.withdraw.again')}
          </Button>
        </div>
      </div>
    );
  }
  if (state.matches({ result: 'failed' }) && error) {
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorMessage message={errorText(error.shown)} code={error.shown.code} />
        <Button variant="secondary" onClick={() => actor.send({ type: 'back' })}>
          {t('panel.withdraw.retry')}
        </Button>
      </div>
    );
  }
  if (!init) return null;
  const bounds = withdrawBounds(init);
  return (
    <>
      <WithdrawForm
        details={[
          { term: t('panel.withdraw.cash'), description: money(init.cashBalance) },
          ...(init.cashReserve > 0
            ? [{ term: t('panel.withdraw.reserve'), description: money(init.cashReserve) }]
            : []),
          { term: t('panel.withdraw.withdrawable'), description: money(Math.max(withdrawable(init), 0)) },
          ...(init.promoBalance > 0
            ? [{ term: t('panel.withdraw.promo'), description: money(init.promoBalance) }]
            : []),
        ]}
        amount={amount}
        onAmountChange={(value) => actor.send({ type: 'amount.changed', value })}
        acceptAmount={acceptsAmountInput}
        amountLabel={t('panel.withdraw.amount')}
        hint={
          withdrawable(init) > 0
            ? t('panel.withdraw.bounds', { min: money(bounds.min), max: money(bounds.max) })
            : t('panel.withdraw.nothing')
        }
        invalid={invalid && t(`validation.withdraw.${invalid.error}`, { bound: invalid.bound })}
        submitLabel={t('panel.withdraw.submit')}
        canSubmit={init.methods.length > 0 && canSubmitWithdraw(amount, init)}
        onSubmit={() => actor.send({ type: 'submit' })}
        providerLogo={{ src: `/payment-logos/${paymentLogoCode(locale)}.svg`, alt: t('deposit.form.providerLogo') }}
      />
      <AlertDialog open={state.matches('warning')} onOpenChange={(open) => !open && actor.send({ type: 'cancel' })}>
        <AlertDialogContent>
          <DialogHeader>
            <AlertDialogTitle>{t('panel.withdraw.warningTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('panel.withdraw.warningText', { promo: money(init.promoBalance), count: freeSpins ?? 0 })}
            </AlertDialogDescription>
          </DialogHeader>
          <DialogFooter>
            <AlertDialogCancel>{t('panel.withdraw.warningCancel')}</AlertDialogCancel>
            <AlertDialogAction variant="danger" onClick={() => actor.send({ type: 'confirm' })}>
              {t('panel.withdraw.warningConfirm')}
            </AlertDialogAction>
          </DialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
