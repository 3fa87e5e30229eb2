import { unwrap, type PlayerComponents } from '@casino/api-client';
import { completeAccountMachine, type CompleteAccountFields, type ErrorField } from '@casino/flows';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorMessage,
  FormField,
  Input,
  PasswordInput,
  PhoneInput,
} from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { track } from '../../app/tracking';
import { useDialCodes } from '../../shared/content/countries';
import { useErrorText } from '../../shared/errors/error-text';
import { playerKey } from '../../shared/player/player-queries';
import { storeMarketingNotificationTime } from './marketing-time';

type Player = PlayerComponents['schemas']['Player'];
type Field = Exclude<keyof CompleteAccountFields, 'dialCode'>;

/** The fields in the order they show, which is also the order of the steps that check them. */
const FIELDS: readonly Field[] = ['nickname', 'email', 'phone', 'password', 'repeatPassword'];

/**
 * The complete-account modal (spec 4, Complete account modal; 5 Complete account; 8) over the completeAccount
 * machine, for a player without an e-mail (an account opened through the bank login). It cannot be dismissed: no
 * close button, and Escape and a click outside do nothing. The machine checks the fields, then validates the nickname,
 * e-mail and phone, adds the password, completes the account and sends the verification SMS, in turn; a step that
 * fails puts its error on its field. Success sends the registration-complete tracking event, stores the time of the
 * last marketing notification, reloads the player and closes.
 */
export function CompleteAccount({ player }: { player: Pick<Player, 'country' | 'nickName'> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const dialCodes = useDialCodes();
  const actor = useActorRef(
    completeAccountMachine.provide({
      actors: {
        validateNickName: fromPromise(({ input }) => unwrap(api.player.POST('/player/nickname', { body: input }))),
        validateEmail: fromPromise(({ input }) => unwrap(api.player.POST('/player/email', { body: input }))),
        validatePhonenumber: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/phonenumber', { body: input })),
        ),
        addPassword: fromPromise(({ input }) => unwrap(api.player.POST('/player/addPassword', { body: input }))),
        completeAccount: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/completeAccount', { body: input })),
        ),
        sendVerificationSms: fromPromise<unknown, void>(() => unwrap(api.player.GET('/player/sendVerificationSms'))),
      },
      actions: { storeMarketingNotificationTime },
    }),
    { input: { player }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { fields, marketing, fieldErrors, error, errorField } = state.context;
  const busy = state.hasTag('busy');
  const completed = state.status === 'done';
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const tracked = actor.on('registration.complete', () => track({ event: 'registration.complete' }));
    const reloaded = actor.on('player.reload', () => {
      void queryClient.invalidateQueries({ queryKey: playerKey('player') });
      void queryClient.invalidateQueries({ queryKey: playerKey('verification') });
    });
    return () => {
      tracked.unsubscribe();
      reloaded.unsubscribe();
    };
  }, [actor, queryClient]);

  // Where a check or a step stopped, the player goes on: focus moves to the first field with an error, once each time
  // a submit stops (the checks at once, a step when its answer comes).
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const checked = snapshot.context.fieldErrors !== previous.context.fieldErrors;
      const stopped = snapshot.hasTag('error') && (previous.hasTag('busy') || checked);
      previous = snapshot;
      if (!stopped) return;
      const { fieldErrors: invalid, errorField: failed } = snapshot.context;
      const field = FIELDS.find((name) => invalid[name] || failed === name);
      const control = field && form.current?.elements.namedItem(field);
      if (control instanceof HTMLInputElement) control.focus();
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const errorOf = (field: ErrorField): { error?: ReactNode; errorCode?: number } => {
    if (errorField === field && error) return { error: errorText(error.shown), errorCode: error.shown.code };
    const invalid = field === 'form' ? undefined : fieldErrors[field];
    return invalid ? { error: t(`validation.field.${invalid}`) } : {};
  };
  const change = (field: keyof CompleteAccountFields) => (value: string) =>
    actor.send({ type: 'field.changed', field, value });
  const bind = (field: Field) => ({
    name: field,
    value: fields[field],
    readOnly: busy,
  });
  const passwordToggle = { showLabel: t('login.form.showPassword'), hideLabel: t('login.form.hidePassword') };
  const formError = errorOf('form');

  return (
    <Dialog open={!completed}>
      <DialogContent dismissable={false} size="md">
        <DialogHeader>
          <DialogTitle>{t('accountPrompts.completeAccount.title')}</DialogTitle>
          <DialogDescription>{t('accountPrompts.completeAccount.description')}</DialogDescription>
        </DialogHeader>
        <form
          ref={form}
          noValidate
          aria-busy={busy}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'submit' });
          }}
        >
          <FormField label={t('accountPrompts.completeAccount.nickname')} {...errorOf('nickname')}>
            <Input
              {...bind('nickname')}
              autoComplete="nickname"
              onChange={(event) => change('nickname')(event.target.value)}
            />
          </FormField>
          <FormField label={t('accountPrompts.completeAccount.email')} {...errorOf('email')}>
            <Input
              {...bind('email')}
              type="email"
              autoComplete="email"
              onChange={(event) => change('email')(event.target.value)}
            />
          </FormField>
          <FormField label={t('accountPrompts.completeAccount.phone')} {...errorOf('phone')}>
            <PhoneInput
              {...bind('phone')}
              dialCodes={dialCodes}
              dialCode={fields.dialCode}
              onDialCodeChange={change('dialCode')}
              dialCodeLabel={t('accountPrompts.completeAccount.dialCode')}
              onValueChange={change('phone')}
            />
          </FormField>
          <FormField
            label={t('accountPrompts.completeAccount.password')}
            hint={t('accountPrompts.completeAccount.passwordHint')}
            {...errorOf('password')}
          >
            <PasswordInput
              {...bind('password')}
              {...passwordToggle}
              autoComplete="new-password"
              onChange={(event) => change('password')(event.target.value)}
            />
          </FormField>
          <FormField label={t('accountPrompts.completeAccount.repeatPassword')} {...errorOf('repeatPassword')}>
            <PasswordInput
              {...bind('repeatPassword')}
              {...passwordToggle}
              autoComplete="new-password"
              onChange={(event) => change('repeatPassword')(event.target.value)}
            />
          </FormField>
          <Checkbox
            checked={marketing}
            disabled={busy}
            onCheckedChange={(checked) => actor.send({ type: 'marketing.toggled', checked: checked === true })}
            label={t('accountPrompts.completeAccount.marketing')}
            hint={t('accountPrompts.completeAccount.marketingHint')}
          />
          {formError.error && <ErrorMessage message={formError.error} code={formError.errorCode} />}
          <Button type="submit" loading={busy} className="w-full">
            {t('accountPrompts.completeAccount.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
