import { unwrap } from '@casino/api-client';
import {
  ERROR_CODES,
  MIN_AGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SYMBOLS,
  PHONE_MAX_LENGTH,
  REGISTRATION_COUNTRIES,
  registrationMachine,
  type Country,
  type RegistrationEvent,
  type RegistrationField,
} from '@casino/flows';
import {
  Button,
  Card,
  Checkbox,
  ErrorMessage,
  FormField,
  FormSection,
  Input,
  PageHeader,
  PasswordInput,
  PhoneInput,
  Select,
} from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { ExternalLinkIcon, MailCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { localizedPath } from '../../app/routes';
import { policyPagePath, type Policy } from '../../shared/content/policy-pages';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypedEarly } from '../../lib/use-typed-early';
import { useDialCodes } from '../../shared/content/countries';

type TextField = Extract<RegistrationEvent, { type: 'field.changed' }>['field'];
type Box = Extract<RegistrationEvent, { type: 'field.toggled' }>['field'];

interface FieldError {
  message: string;
  /** The server's code, shown beside its message. */
  code?: number;
}

/** The fields whose 180 (duplicate) has its own message. */
const takenKey = {
  email: 'registration.form.takenEmail',
  nickName: 'registration.form.takenNickName',
  phone: 'registration.form.takenPhone',
} as const;
const isTakenField = (field: RegistrationField): field is keyof typeof takenKey => Object.hasOwn(takenKey, field);

const linkClass = 'font-medium text-accent underline underline-offset-4 hover:text-accent-hover';

/**
 * Registration (spec 2.1, 3 Player, 5, 7 registerPlayer) over the registration machine: every field of
 * registerPlayer in four groups (account, personal details, address, confirmations), each error on its field (the
 * form's checks, and the server's by code: registrationErrorField), the age box and rule by the country (18 in
 * Finland, 21 in Estonia), the dial code picked by the country, and the terms and privacy policy linked to their
 * content pages in a new tab. A failed attempt keeps everything typed; success says which address to look in.
 */
export function Registration() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const locale = useLocale();
  const hydrated = useHydrated();
  const actor = useActorRef(
    registrationMachine.provide({
      actors: {
        registerPlayer: fromPromise(({ input }) => unwrap(api.player.POST('/player/registerPlayer', { body: input }))),
      },
    }),
    { input: { locale }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { fields, fieldErrors, error, errorField } = state.context;
  const dialCodes = useDialCodes();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedEarly(formRef, (name, value) => {
    if (typeof fields[name as TextField] === 'string')
      actor.send({ type: 'field.changed', field: name as TextField, value });
  });
  const [attempts, setAttempts] = useState(0);
  const busy = state.hasTag('busy');
  const failed = state.hasTag('error');

  // After a refused attempt the first field in error takes the focus (on a phone it may be far above the button).
  useEffect(() => {
    if (attempts > 0 && failed) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, failed, errorField]);

  if (state.matches('registered')) return <Registered email={fields.email.trim()} />;

  const fieldError = (field: RegistrationField): FieldError | undefined => {
    if (error && errorField === field) {
      const code = error.shown.code;
      // A duplicate says what is taken: the e-mail, the nickname or the phone number.
      if (code === ERROR_CODES.conflict && isTakenField(field)) return { message: t(takenKey[field]), code };
      return { message: errorText(error.shown), code };
    }
    const problem = fieldErrors[field];
    if (!problem) return undefined;
    if (problem === 'tooYoung') return { message: t('registration.form.tooYoung', { age: MIN_AGE[fields.country] }) };
    return { message: t(`validation.field.${problem}`) };
  };
  const errorOf = (field: RegistrationField) => {
    const problem = fieldError(field);
    return { error: problem?.message, errorCode: problem?.code };
  };
  const text = (field: TextField) => ({
    name: field,
    value: fields[field],
    onChange: (event: { target: { value: string } }) =>
      actor.send({ type: 'field.changed', field, value: event.target.value }),
  });
  const optional = (label: string) => t('registration.form.optional', { label });
  const box = (field: Box, label: ReactNode) => (
    <Checkbox
      label={label}
      checked={fields[field]}
      {...errorOf(field)}
      onCheckedChange={(checked) => actor.send({ type: 'field.toggled', field, checked: checked === true })}
    />
  );
  const policyLabel = (policy: Policy) => (
    <>
      {t(`registration.form.${policy}`)}{' '}
      <Link to={policyPagePath(policy, locale)} target="_blank" rel="noopener" className={linkClass}>
        {t(`registration.form.${policy}Link`)}
        <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-0.125em]" />
        <span className="sr-only"> {t('registration.form.newTab')}</span>
      </Link>
    </>
  );
  const passwordLabels = {
    showLabel: t('registration.form.showPassword'),
    hideLabel: t('registration.form.hidePassword'),
  };

  return (
    <>
      <PageHeader title={t('registration.page.heading')} description={t('registration.page.intro')} />
      <form
        ref={formRef}
        method="post"
        noValidate
        aria-busy={busy}
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          setAttempts((count) => count + 1);
          actor.send({ type: 'submit' });
        }}
      >
        <FormSection title={t('registration.form.sectionAccount')} columns={2}>
          <FormField
            className="sm:col-span-2"
            label={t('registration.form.email')}
            hint={t('registration.form.emailHint')}
            {...errorOf('email')}
          >
            <Input type="email" autoComplete="email" required {...text('email')} />
          </FormField>
          <FormField
            label={t('registration.form.password')}
            hint={
              <Trans
                i18nKey="registration.form.passwordHint"
                values={{ min: PASSWORD_MIN_LENGTH, symbols: PASSWORD_SYMBOLS }}
                components={{ symbols: <span className="whitespace-nowrap" /> }}
              />
            }
            {...errorOf('password')}
          >
            <PasswordInput autoComplete="new-password" required {...passwordLabels} {...text('password')} />
          </FormField>
          <FormField label={t('registration.form.confirmPassword')} {...errorOf('confirmPassword')}>
            <PasswordInput autoComplete="new-password" required {...passwordLabels} {...text('confirmPassword')} />
          </FormField>
          <FormField
            label={optional(t('registration.form.nickName'))}
            hint={t('registration.form.nickNameHint')}
            {...errorOf('nickName')}
          >
            <Input autoComplete="nickname" {...text('nickName')} />
          </FormField>
          <FormField label={optional(t('registration.form.promoCode'))} {...errorOf('promoCode')}>
            <Input autoComplete="off" autoCapitalize="characters" {...text('promoCode')} />
          </FormField>
        </FormSection>

        <FormSection title={t('registration.form.sectionPersonal')} columns={2}>
          <FormField label={t('registration.form.firstName')} {...errorOf('firstName')}>
            <Input autoComplete="given-name" required {...text('firstName')} />
          </FormField>
          <FormField label={t('registration.form.lastName')} {...errorOf('lastName')}>
            <Input autoComplete="family-name" required {...text('lastName')} />
          </FormField>
          <FormField label={t('registration.form.birthDate')} {...errorOf('birthDate')}>
            <Input type="date" autoComplete="bday" required {...text('birthDate')} />
          </FormField>
          <FormField
            label={t('registration.form.country')}
            hint={t('registration.form.countryHint', { fin: MIN_AGE.FIN, est: MIN_AGE.EST })}
            {...errorOf('country')}
          >
            <Select
              name="country"
              autoComplete="country"
              disabled={!hydrated}
              options={REGISTRATION_COUNTRIES.map((country) => ({
                value: country,
                label: t(`registration.form.country${country}`),
              }))}
              value={fields.country}
              onValueChange={(country) => actor.send({ type: 'country.changed', country: country as Country })}
            />
          </FormField>
          <FormField
            className="sm:col-span-2"
            label={optional(t('registration.form.phone'))}
            hint={t('registration.form.phoneHint')}
            {...errorOf('phone')}
          >
            <PhoneInput
              name="phone"
              dialCodes={dialCodes}
              dialCode={fields.dialCode}
              onDialCodeChange={(value) => actor.send({ type: 'field.changed', field: 'dialCode', value })}
              dialCodeLabel={t('registration.form.dialCode')}
              maxTotalLength={PHONE_MAX_LENGTH}
              value={fields.phone}
              onValueChange={(value) => actor.send({ type: 'field.changed', field: 'phone', value })}
            />
          </FormField>
        </FormSection>

        <FormSection title={t('registration.form.sectionAddress')} columns={2}>
          <FormField label={optional(t('registration.form.address'))} {...errorOf('address')}>
            <Input autoComplete="address-line1" {...text('address')} />
          </FormField>
          <FormField label={optional(t('registration.form.houseNumber'))} {...errorOf('houseNumber')}>
            <Input autoComplete="address-line2" {...text('houseNumber')} />
          </FormField>
          <FormField label={optional(t('registration.form.zipCode'))} {...errorOf('zipCode')}>
            <Input autoComplete="postal-code" inputMode="numeric" {...text('zipCode')} />
          </FormField>
          <FormField label={optional(t('registration.form.city'))} {...errorOf('city')}>
            <Input autoComplete="address-level2" {...text('city')} />
          </FormField>
        </FormSection>

        <FormSection
          title={t('registration.form.sectionConsents')}
          description={t('registration.form.consentsDescription')}
        >
          {box('ageChecked', t('registration.form.ageChecked', { age: MIN_AGE[fields.country] }))}
          {box('policyChecked', policyLabel('policyChecked'))}
          {box('privacyPolicyChecked', policyLabel('privacyPolicyChecked'))}
        </FormSection>

        <div className="flex flex-col gap-3">
          {(state.matches({ editing: 'invalid' }) || (error && errorField !== null)) && (
            <ErrorMessage message={t('registration.form.checkFields')} />
          )}
          {error && errorField === null && <ErrorMessage code={error.shown.code} message={errorText(error.shown)} />}
          <Button
            type="submit"
            size="lg"
            loading={busy}
            disabled={!hydrated}
            className="w-full sm:w-auto sm:self-start"
          >
            {t('registration.form.submit')}
          </Button>
        </div>
      </form>
      <p className="text-sm text-fg-muted">
        {t('registration.page.haveAccount')}{' '}
        <Link to={localizedPath('LOGIN', locale)} className={`font-semibold ${linkClass}`}>
          {t('registration.page.login')}
        </Link>
      </p>
    </>
  );
}

/** The account is made: the player is asked to open the activation link sent to `email`. */
function Registered({ email }: { email: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was long: the news takes the focus, and so the view.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <PageHeader title={t('registration.page.heading')} />
      <Card role="status" className="items-start">
        <MailCheckIcon aria-hidden="true" className="size-10 text-success-text" />
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold wrap-break-word outline-none">
          {t('registration.sent.heading')}
        </h2>
        <p className="text-base wrap-break-word">
          <Trans
            i18nKey="registration.sent.body"
            values={{ email }}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        </p>
        <p className="text-sm text-fg-muted">{t('registration.sent.hint')}</p>
        <Button asChild variant="secondary">
          <Link to={localizedPath('VERIFY_EMAIL', locale)}>{t('registration.sent.enterCode')}</Link>
        </Button>
      </Card>
    </>
  );
}
