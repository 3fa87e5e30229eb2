import { unwrap } from '@casino/api-client';
import { providerReturnMachine, type DepositRecord } from '@casino/flows';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorMessage,
  Spinner,
  Toast,
  ToastProvider,
} from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../../shared/errors/error-text';
import { forgetProviderRecord } from '../../shared/payments/provider-record';
import { playerKey } from '../../shared/player/player-queries';
import { useSessionActor, useSessionStatus } from '../../shared/session/session';
import { startSessionTimer } from '../../shared/session/session-timer';

interface DepositReturnProps {
  /** The deposit the session storage holds. */
  record: DepositRecord;
  /** Called when the return is over: the dialog goes. */
  onDone: () => void;
}

/**
 * Back from the payment provider (spec 4 Deposit; 7 depositStatus), in a dialog over the page the deposit started
 * from. The deposit's token (a new deposit's, and this server's confirmations too) asks `depositStatus`: received
 * (with the amount), cancelled, still pending (check again) or not checkable (the error, try again). A received
 * deposit refreshes the balance and the deposits; a visitor's (Pay N Play) has also started a session, which then
 * loads the player. The receipt is a notice (a toast for NOTICE_MS, with a close button), not a dialog to close, so
 * that a player back on a game page can spin at once. A record without a token (a server whose confirmation answers only the address, as the spec's)
 * has nothing to ask with: the balance and deposits are only refreshed, without a dialog.
 */
export function DepositReturn({ record, onDone }: DepositReturnProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionActor();
  const sessionStatus = useSessionStatus();
  const [received, setReceived] = useState<number | null>(null);
  const actor = useActorRef(
    providerReturnMachine.provide({
      actors: {
        depositStatus: fromPromise(({ input }) => unwrap(api.player.POST('/payment/depositStatus', { body: input }))),
      },
      actions: { forgetRecord: forgetProviderRecord },
    }),
    { input: { record }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);

  useEffect(() => {
    const subscription = actor.on('deposit.confirmed', ({ amount }) => setReceived(amount));
    return () => subscription.unsubscribe();
  }, [actor]);

  // Received, or a confirmation the provider has already reported: the money is in, so the balance shows it.
  const moneyIn = received !== null || state.matches('nothing');
  useEffect(() => {
    if (!moneyIn) return;
    for (const name of ['balance', 'deposits', 'paymentMethods'] as const)
      void queryClient.invalidateQueries({ queryKey: playerKey(name) });
  }, [moneyIn, queryClient]);

  // A visitor's deposit has logged them in (Pay N Play): once the session has settled, it loads the player.
  const reloaded = useRef(false);
  useEffect(() => {
    if (received === null || reloaded.current || !session || sessionStatus !== 'loggedOut') return;
    reloaded.current = true;
    startSessionTimer();
    session.send({ type: 'player.reload' });
  }, [received, session, sessionStatus]);

  const ended = state.status === 'done' && !state.matches('rejected');
  useEffect(() => {
    if (!ended) return;
    if (state.matches('nothing')) forgetProviderRecord();
    onDone();
  }, [ended, state, onDone]);

  if (state.hasTag('notice'))
    return (
      <ToastProvider label={t('deposit.return.notifications')}>
        <Toast
          open
          onOpenChange={(open) => !open && actor.send({ type: 'dismiss' })}
          variant="success"
          title={t('deposit.return.confirmed.title')}
          closeLabel={t('deposit.return.close')}
        >
          {t('deposit.return.confirmed.description', { amount: received })}
        </Toast>
      </ToastProvider>
    );

  const busy = state.hasTag('busy');
  const view = busy
    ? 'checking'
    : state.matches('rejected')
      ? 'rejected'
      : state.matches('pending')
        ? 'pending'
        : 'failed';
  const final = view === 'rejected';
  const close = () => (final ? onDone() : actor.send({ type: 'dismiss' }));
  const shown = state.context.error?.shown;

  return (
    <Dialog open={!ended} onOpenChange={(open) => !open && close()}>
      <DialogContent size="sm" dismissable={!busy} closeLabel={t('deposit.return.close')} aria-busy={busy}>
        <DialogHeader>
          <DialogTitle>{t(`deposit.return.${view}.title`)}</DialogTitle>
          <DialogDescription>{t(`deposit.return.${view}.description`)}</DialogDescription>
        </DialogHeader>
        {busy && (
          <div className="flex justify-center py-4 text-accent">
            <Spinner size="lg" label={t('deposit.return.checking.title')} />
          </div>
        )}
        {view === 'failed' && shown && <ErrorMessage code={shown.code} message={errorText(shown)} />}
        {!busy && (
          <DialogFooter>
            <Button variant={final ? 'primary' : 'secondary'} onClick={close}>
              {t(final ? 'deposit.return.close' : 'deposit.return.cancel')}
            </Button>
            {!final && (
              <Button onClick={() => actor.send({ type: 'check' })}>
                {t(view === 'pending' ? 'deposit.return.checkAgain' : 'deposit.return.retry')}
              </Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
