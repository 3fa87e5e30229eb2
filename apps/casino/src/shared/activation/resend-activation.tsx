import { unwrap } from '@casino/api-client';
import { ACTIVATION_LINK_DAYS, resendActivationMachine } from '@casino/flows';
import { Button, ErrorMessage, FormField, Input } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useErrorText } from '../errors/error-text';

interface ResendActivationProps {
  /** The address the page already has (the login form's): a button only. Without one, a field asks for it. */
  email?: string;
}

/**
 * A new activation link (the contract's `POST /player/resendActivation`) over the resendActivation machine: on the
 * login's 'not activated' notice and on the activation page, for a link that expired or never came. What it says
 * after sending holds for any address, as the server's answer does.
 */
export function ResendActivation({ email }: ResendActivationProps) {
  const { t } = useTranslation();
  const api = useApi();
  const errorText = useErrorText();
  const actor = useActorRef(
    resendActivationMachine.provide({
      actors: {
        resendActivation: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/resendActivation', { body: input })),
        ),
      },
    }),
    { input: { email }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const busy = state.hasTag('busy');

  // The login form's address, as the player corrects it.
  useEffect(() => {
    if (email !== undefined) actor.send({ type: 'email.changed', value: email });
  }, [actor, email]);

  const error = context.error && (
    <ErrorMessage code={context.error.shown.code} message={errorText(context.error.shown)} />
  );
  const sent = state.matches('sent') && context.sentTo !== null && (
    <p role="status" className="text-sm">
      {t('activation.resend.sent', { email: context.sentTo, days: ACTIVATION_LINK_DAYS })}
    </p>
  );
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    actor.send({ type: 'send' });
  };

  if (email !== undefined)
    return (
      // Inside the login form: a form of its own would nest; the button sends it alone.
      <div className="flex flex-col items-start gap-2">
        <Button type="button" variant="secondary" size="sm" loading={busy} className="self-start" onClick={submit}>
          {t('activation.resend.send')}
        </Button>
        {sent}
        {error}
      </div>
    );
  return (
    <form noValidate aria-busy={busy} onSubmit={submit} className="flex flex-col gap-3">
      <p className="text-sm text-fg-muted">{t('activation.resend.intro')}</p>
      <FormField
        label={t('activation.resend.email')}
        error={context.emailError ? t(`validation.field.${context.emailError}`) : undefined}
      >
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={context.email}
          onChange={(event) => actor.send({ type: 'email.changed', value: event.target.value })}
        />
      </FormField>
      <Button type="submit" variant="secondary" loading={busy} className="self-start">
        {t('activation.resend.send')}
      </Button>
      {sent}
      {error}
    </form>
  );
}
