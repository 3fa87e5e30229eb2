import { unwrap, type PlayerComponents } from '@casino/api-client';
import {
  acceptsAmountInput,
  depositMachine,
  LOGIN_POLICIES,
  parseAmount,
  paymentLogoCode,
  type LoginPolicy,
} from '@casino/flows';
import { DepositForm, type DepositConsent } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { intlLocale } from '../../lib/format';
import { policyPagePath } from '../content/policy-pages';
import { useErrorText } from '../errors/error-text';
import { useLocale } from '../locale/use-locale';
import { leaveForProvider, recordProviderVisit } from './provider-record';

type PaymentMethod = PlayerComponents['schemas']['PaymentMethod'];

interface DepositProps {
  /** methods[0] of GET /payment/methods (the player's, with the stored details), null while there is none. */
  method: PaymentMethod | null;
  /** The preset amounts (spec 9: by the last successful deposit). */
  presets: readonly number[];
  /** A player confirms with the stored reference; a guest initiates, and ticks the terms and the privacy policy. */
  loggedIn: boolean;
}

/**
 * The deposit (spec 2.6, 4 Deposit, 5): the deposit machine, `.provide()`d with the two payment calls, fed to ui's
 * DepositForm. Before the browser leaves for the provider, the deposit (type, amount and token) is kept for the session
 * with the page it started from; the provider return reads it (features/login/provider-return.tsx).
 */
export function Deposit({ method, presets, loggedIn }: DepositProps) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const errorText = useErrorText();
  const actor = useActorRef(
    depositMachine.provide({
      actors: {
        confirmDeposit: fromPromise(({ input }) => unwrap(api.player.POST('/payment/confirmDeposit', { body: input }))),
        initDeposit: fromPromise(({ input }) => unwrap(api.player.POST('/payment/initDeposit', { body: input }))),
      },
      actions: {
        recordDeposit: (_, record) => recordProviderVisit(record),
        redirect: (_, { url }) => leaveForProvider(url),
      },
    }),
    // The first preset (the smallest) is chosen as the form opens: one press deposits it.
    { input: { locale, loggedIn, method, amount: presets[0] }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { amount, invalid, error, fieldErrors } = state.context;

  // A refetch of the methods (the page opened again) may bring other bounds or a new stored reference.
  useEffect(() => actor.send({ type: 'method.loaded', method }), [actor, method]);

  const consent = (policy: LoginPolicy): DepositConsent => ({
    label: (
      <>
        {t(`login.form.${policy}`)}{' '}
        <Link to={policyPagePath(policy, locale)} target="_blank" className="text-accent underline underline-offset-4">
          {t(`login.form.${policy}Link`)}
        </Link>
      </>
    ),
    checked: state.context[policy],
    onCheckedChange: (checked) =>
      actor.send({ type: policy === 'policyChecked' ? 'policy.toggled' : 'privacyPolicy.toggled', checked }),
    error: fieldErrors[policy] && t('login.form.policyRequired'),
  });
  const [policy, privacyPolicy] = LOGIN_POLICIES.map(consent);

  return (
    <DepositForm
      presets={presets}
      presetsLabel={t('deposit.form.presets')}
      locale={intlLocale(locale)}
      onPresetChoose={(preset) => actor.send({ type: 'preset.chosen', amount: preset })}
      amount={amount}
      onAmountChange={(value) => actor.send({ type: 'amount.changed', value })}
      acceptAmount={acceptsAmountInput}
      parseAmount={parseAmount}
      amountLabel={t('deposit.form.amount')}
      invalid={invalid && t(`validation.deposit.${invalid.error}`, { bound: invalid.bound })}
      consents={loggedIn ? undefined : { policy: policy!, privacyPolicy: privacyPolicy! }}
      submitLabel={t('deposit.form.submit')}
      onSubmit={() => actor.send({ type: 'submit' })}
      busy={state.hasTag('busy')}
      error={error && errorText(error.shown)}
      errorCode={error?.shown.code}
      providerLogo={{ src: `/payment-logos/${paymentLogoCode(locale)}.svg`, alt: t('deposit.form.providerLogo') }}
    />
  );
}
