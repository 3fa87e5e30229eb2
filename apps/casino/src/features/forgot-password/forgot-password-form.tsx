import { unwrap } from '@casino/api-client';
import { forgotPasswordMachine, PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS, type ForgotPasswordEvent } from '@casino/flows';
import { Button, ErrorMessage, FormField, Input, Notice, PasswordInput } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { localizedPath } from '../../app/routes';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypedEarly } from '../../lib/use-typed-early';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';

type Field = Extract<ForgotPasswordEvent, { type: 'field.changed' }>['field'];
const FIELDS: readonly string[] = [
  'email',
  'birthDate',
  'activationCode',
  'password',
  'confirmPassword',
] satisfies Field[];

/** Which of the page's three steps the flow is in. */
type Step = 'request' | 'reset' | 'done';

/**
 * The forgot-password flow (spec 2.1, 7 triggerForgotPassword and modifyForgotPassword) over its machine: first the
 * e-mail and birth date, which send a code to the e-mail; then that code (the e-mail's link brings it as `code`, or
 * the player types it) and the new password twice; then the invitation to log in. Each server error shows by its
 * code (181, 109, 219, 429 on the request; 183, 209, 213, 1001 and, as the password validation message, 104 on the
 * reset); the fields show what is missing or wrong before anything is sent.
 */
export function ForgotPasswordForm({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const hydrated = useHydrated();
  const locale = useLocale();
  const actor = useActorRef(
    forgotPasswordMachine.provide({
      actors: {
        triggerForgotPassword: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/triggerForgotPassword', { body: input })),
        ),
        modifyForgotPassword: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/modifyForgotPassword', { body: input })),
        ),
      },
    }),
    { input: { activationCode: code }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const fieldErrors: Partial<Record<Field, string>> = context.fieldErrors;
  const shown = context.error?.shown;
  const busy = state.hasTag('busy');
  const step: Step =
    state.matches('requesting') || state.matches('sending') ? 'request' : state.matches('done') ? 'done' : 'reset';

  // A new step takes the focus to its start, so a screen reader goes on from there.
  const stepStart = useRef<HTMLDivElement>(null);
  const firstStep = useRef(step);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedEarly(formRef, (name, value) => {
    if (FIELDS.includes(name)) actor.send({ type: 'field.changed', field: name as Field, value });
  });
  useEffect(() => {
    if (step !== firstStep.current) stepStart.current?.focus();
  }, [step]);

  const field = (name: Field) => ({
    name,
    value: context[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      actor.send({ type: 'field.changed', field: name, value: event.target.value }),
  });
  const error = (name: Field) => fieldErrors[name] && t(`validation.field.${fieldErrors[name] as 'required'}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'submit' });
  };
  const serverError = shown && <ErrorMessage code={shown.code} message={errorText(shown)} />;

  if (step === 'done') return <Done stepStart={stepStart} />;

  return (
    <form ref={formRef} method="post" noValidate aria-busy={busy} onSubmit={submit} className="flex flex-col gap-4">
      <StepStart stepStart={stepStart}>
        {t(step === 'request' ? 'forgotPassword.request.intro' : 'forgotPassword.reset.intro')}
      </StepStart>
      {step === 'request' ? (
        <>
          <FormField label={t('forgotPassword.request.email')} error={error('email')}>
            <Input type="email" autoComplete="email" {...field('email')} />
          </FormField>
          <FormField label={t('forgotPassword.request.birthDate')} error={error('birthDate')}>
            <Input type="date" autoComplete="bday" {...field('birthDate')} />
          </FormField>
        </>
      ) : (
        <>
          <Notice
            open={context.sentTo !== null}
            variant="success"
            title={context.sentTo === null ? '' : t('forgotPassword.reset.sent', { email: context.sentTo })}
          />
          <FormField label={t('forgotPassword.reset.code')} error={error('activationCode')}>
            <Input autoComplete="one-time-code" spellCheck={false} {...field('activationCode')} />
          </FormField>
          <FormField
            label={t('forgotPassword.reset.password')}
            hint={t('forgotPassword.reset.passwordHint', { min: PASSWORD_MIN_LENGTH, symbols: PASSWORD_SYMBOLS })}
            error={error('password')}
          >
            <PasswordInput
              autoComplete="new-password"
              showLabel={t('login.form.showPassword')}
              hideLabel={t('login.form.hidePassword')}
              {...field('password')}
            />
          </FormField>
          <FormField label={t('forgotPassword.reset.confirmPassword')} error={error('confirmPassword')}>
            <PasswordInput
              autoComplete="new-password"
              showLabel={t('login.form.showPassword')}
              hideLabel={t('login.form.hidePassword')}
              {...field('confirmPassword')}
            />
          </FormField>
        </>
      )}
      {serverError}
      <Button type="submit" loading={busy} disabled={!hydrated} className="w-full">
        {t(step === 'request' ? 'forgotPassword.request.submit' : 'forgotPassword.reset.submit')}
      </Button>
      <Button
        type="button"
        variant="ghost"
        disabled={!hydrated || busy}
        className="self-center"
        onClick={() => actor.send({ type: step === 'request' ? 'code.have' : 'code.request' })}
      >
        {t(step === 'request' ? 'forgotPassword.request.haveCode' : 'forgotPassword.reset.newCode')}
      </Button>
      <Link
        to={localizedPath('LOGIN', locale)}
        className="self-center text-sm font-medium text-accent underline underline-offset-4 hover:text-accent-hover"
      >
        {t('forgotPassword.page.backToLogin')}
      </Link>
    </form>
  );
}

/** The start of a step: its introduction, which takes the focus when the step changes. */
function StepStart({ stepStart, children }: { stepStart: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  return (
    <div ref={stepStart} tabIndex={-1} className="text-sm text-fg-muted focus:outline-none">
      {children}
    </div>
  );
}

/** The password is changed: the invitation to log in with it. */
function Done({ stepStart }: { stepStart: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4">
      <StepStart stepStart={stepStart}>
        <Notice open variant="success" title={t('forgotPassword.done.title')}>
          {t('forgotPassword.done.message')}
        </Notice>
      </StepStart>
      <Button asChild className="w-full">
        <Link to={localizedPath('LOGIN', locale)}>{t('forgotPassword.done.login')}</Link>
      </Button>
    </div>
  );
}
