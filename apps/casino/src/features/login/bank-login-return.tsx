import { unwrap } from '@casino/api-client';
import { providerReturnMachine, type AuthRecord } from '@casino/flows';
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
} from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../../shared/errors/error-text';
import { useSessionActor, useSessionStatus } from '../../shared/session/session';
import { startSessionTimer } from '../../shared/session/session-timer';
import { PolicyBoxes, policyToggled } from './policy-boxes';
import { forgetProviderRecord } from '../../shared/payments/provider-record';

interface BankLoginReturnProps {
  /** The bank login the session storage holds. */
  record: AuthRecord;
  /** Called when the return is over (logged in, refused or given up): the dialog goes. */
  onDone: () => void;
}

/**
 * Back from the bank (spec 4 Bank login; 7 loginStatus, autoLogin), in a dialog over the page the bank returned to:
 * `loginStatus` with the stored token starts the session; an account that has not accepted the current terms or
 * privacy policy (155, 214, 215: always so at a person's first bank login, which opens the account) ticks its boxes
 * here and logs in with `autoLogin` {t, policyChecked, privacyPolicyChecked}. Then the session loads the player, and
 * the dialog closes; a new account without e-mail then gets the complete-account modal. A cancelled or refused
 * identification, a pending one and a failure each say so; the player may close them, which forgets the record.
 */
export function BankLoginReturn({ record, onDone }: BankLoginReturnProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const session = useSessionActor();
  const sessionStatus = useSessionStatus();
  const [loggedIn, setLoggedIn] = useState(false);
  const formId = useId();
  const actor = useActorRef(
    providerReturnMachine.provide({
      actors: {
        autoLogin: fromPromise(({ input }) => unwrap(api.player.POST('/autoLogin', { body: input }))),
        loginStatus: fromPromise(({ input }) => unwrap(api.player.POST('/payment/loginStatus', { body: input }))),
      },
      actions: { forgetRecord: forgetProviderRecord },
    }),
    { input: { record }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { error, requiredPolicies, policyChecked, privacyPolicyChecked, fieldErrors } = state.context;
  const shown = error?.shown;

  useEffect(() => {
    const subscription = actor.on('player.reload', () => {
      startSessionTimer();
      setLoggedIn(true);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // The session loads the player once it has settled: while it still checks (the page has just loaded) it would
  // not take the event, and its check started before this session existed.
  useEffect(() => {
    if (!loggedIn || !session || sessionStatus === 'checking') return;
    session.send({ type: 'player.reload' });
    onDone();
  }, [loggedIn, session, sessionStatus, onDone]);

  const ended = state.matches('dismissed') || state.matches('nothing');
  useEffect(() => {
    if (ended) onDone();
  }, [ended, onDone]);

  const busy = state.hasTag('busy') || state.matches('loggedIn');
  const policies = state.hasTag('policies');
  const rejected = state.matches('rejected');
  const view = busy
    ? 'checking'
    : policies
      ? 'policies'
      : rejected
        ? 'rejected'
        : state.matches('pending')
          ? 'pending'
          : 'failed';
  const close = () => (rejected ? onDone() : actor.send({ type: 'dismiss' }));

  return (
    <Dialog open={!ended && !loggedIn} onOpenChange={(open) => !open && close()}>
      <DialogContent size="sm" dismissable={!busy} closeLabel={t('login.bankReturn.close')} aria-busy={busy}>
        <DialogHeader>
          <DialogTitle>{t(`login.bankReturn.${view}.title`)}</DialogTitle>
          <DialogDescription>
            {policies && shown ? errorText(shown) : t(`login.bankReturn.${view}.description`)}
          </DialogDescription>
        </DialogHeader>
        {busy && (
          <div className="flex justify-center py-4 text-accent">
            <Spinner size="lg" label={t('login.bankReturn.checking.title')} />
          </div>
        )}
        {policies && (
          <form
            id={formId}
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'submit' });
            }}
          >
            <PolicyBoxes
              required={requiredPolicies}
              checked={{ policyChecked, privacyPolicyChecked }}
              errors={fieldErrors}
              onToggle={(policy, checked) => actor.send(policyToggled(policy, checked))}
            />
          </form>
        )}
        {view === 'failed' && shown && <ErrorMessage code={shown.code} message={errorText(shown)} />}
        {!busy && (
          <DialogFooter>
            <Button variant="secondary" onClick={close}>
              {t(rejected ? 'login.bankReturn.close' : 'login.bankReturn.cancel')}
            </Button>
            {policies && (
              <Button type="submit" form={formId}>
                {t('login.bankReturn.policies.submit')}
              </Button>
            )}
            {(view === 'failed' || view === 'pending') && (
              <Button onClick={() => actor.send({ type: 'check' })}>
                {t(view === 'pending' ? 'login.bankReturn.checkAgain' : 'login.bankReturn.retry')}
              </Button>
            )}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
