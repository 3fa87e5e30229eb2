import { unwrap } from '@casino/api-client';
import { bankLoginMachine, defaultCountry, type Country } from '@casino/flows';
import { Button, ErrorMessage } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { paymentMethodsQuery } from '../../shared/payments/payment-methods';
import { leaveForProvider, recordProviderVisit } from '../../shared/payments/provider-record';

/**
 * "Log in with your bank" (spec 2.5, 4 Bank login): with the first payment method (GET /payment/methods, loaded as
 * the panel or page opens) and the locale's country (EST for et, else FIN), `initLogin` answers a token, kept for the
 * session with type auth, and the bank's address, where the browser goes. The return is provider-return.tsx's.
 * Until the methods are there the button waits, disabled.
 */
export function BankLoginButton() {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const methods = useQuery(paymentMethodsQuery(api));
  const method = methods.data?.[0]?.method;
  if (method) return <BankLoginStart country={defaultCountry(locale)} method={method} />;
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" className="w-full" disabled loading={methods.isPending}>
        <Landmark aria-hidden="true" />
        {t('login.bank.button')}
      </Button>
      {!methods.isPending && <ErrorMessage message={t('login.bank.unavailable')} />}
    </div>
  );
}

function BankLoginStart({ country, method }: { country: Country; method: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const actor = useActorRef(
    bankLoginMachine.provide({
      actors: {
        initLogin: fromPromise(({ input }) => unwrap(api.player.POST('/payment/initLogin', { body: input }))),
      },
      actions: {
        recordLogin: (_, record) => recordProviderVisit(record),
        redirect: (_, { url }) => leaveForProvider(url),
      },
    }),
    { input: { country, method }, inspect: useInspect() },
  );
  // On the way to the bank the button keeps its spinner until the page is gone.
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.status === 'done');
  const shown = useSelector(actor, (snapshot) => snapshot.context.error?.shown);
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" className="w-full" loading={busy} onClick={() => actor.send({ type: 'start' })}>
        <Landmark aria-hidden="true" />
        {t('login.bank.button')}
      </Button>
      {shown && <ErrorMessage code={shown.code} message={errorText(shown)} />}
    </div>
  );
}
