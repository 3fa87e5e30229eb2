import { unwrap, type PlayerComponents } from '@casino/api-client';
import { profileEditMachine, type FlowError } from '@casino/flows';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  DetailList,
  ErrorMessage,
  FormField,
  FormSection,
  Input,
  Notice,
  PasswordInput,
  Skeleton,
} from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { localizedPath } from '../../app/routes';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { playerKey, playerQuery, verificationQuery } from '../../shared/player/player-queries';
import { useSessionStatus } from '../../shared/session/session';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';

type Player = PlayerComponents['schemas']['Player'];

/**
 * The user-data page (spec 2.5 User data; 5 Nickname, E-mail change, Password change) over the profileEdit machine:
 * the player's name and address, then three sections, each its own form. The nickname and the e-mail are checked by
 * the server first (POST /player/nickname, /player/email) and only then saved (updateFields); the e-mail's button
 * stays disabled until the address is well formed; the password's while the wrong-old-password error shows. Each
 * save refreshes the player. An e-mail not verified yet (the verification status) says so under its field, with the
 * way to the verify-e-mail page, where the code mailed to it goes (a changed address gets one).
 */
export function UserPage({ close }: PanelPageProps) {
  const api = useApi();
  const enabled = useSessionStatus() === 'loggedIn';
  const player = useQuery({ ...playerQuery(api), enabled }).data;
  if (!player) return <UserSkeleton />;
  return <UserForms player={player} close={close} />;
}

function UserSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      {[0, 1, 2].map((section) => (
        <Skeleton key={section} shape="block" className="h-36" />
      ))}
    </div>
  );
}

const submitWith = (send: () => void) => (event: FormEvent) => {
  event.preventDefault();
  send();
};

function UserForms({ player, close }: { player: Player; close: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const verification = useQuery(verificationQuery(api)).data;
  const emailUnverified = Boolean(player.email) && verification !== undefined && verification.emailVerified !== true;
  const actor = useActorRef(
    profileEditMachine.provide({
      actors: {
        validateNickName: fromPromise(({ input }) => unwrap(api.player.POST('/player/nickname', { body: input }))),
        validateEmail: fromPromise(({ input }) => unwrap(api.player.POST('/player/email', { body: input }))),
        updatePlayerFields: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/updateFields', { body: input })),
        ),
        updatePassword: fromPromise(({ input }) => unwrap(api.player.POST('/player/updatePassword', { body: input }))),
      },
    }),
    { input: { player }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { nickname, email, passwords, passwordErrors, errors } = state.context;
  const [emailTouched, setEmailTouched] = useState(false);

  // A saved nickname or e-mail: the player everywhere else shows it too, and a new e-mail is not verified yet.
  useEffect(() => {
    const subscription = actor.on('player.updated', () => {
      void queryClient.invalidateQueries({ queryKey: playerKey('player') });
      void queryClient.invalidateQueries({ queryKey: playerKey('verification') });
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient]);

  const shown = (error: FlowError | null) =>
    error && <ErrorMessage code={error.shown.code} message={errorText(error.shown)} />;
  const nicknameBusy = state.hasTag('nickname.busy');
  const emailBusy = state.hasTag('email.busy');
  const passwordBusy = state.hasTag('password.busy');
  const nicknameUnchanged = nickname.trim() === (player.nickName ?? '');
  const emailUnchanged = email.trim() === (player.email ?? '');
  const emailInvalid = !state.can({ type: 'email.submit' }) && state.matches({ email: 'editing' }) && email !== '';
  const wrongOld = state.matches({ password: 'wrongOldPassword' });
  const passwordError = (field: keyof typeof passwordErrors) => {
    const error = passwordErrors[field];
    return error && t(`validation.field.${error}`);
  };
  const passwordField = (field: keyof typeof passwords, label: string, autoComplete: string) => (
    <FormField
      label={label}
      error={
        field === 'oldPassword' && wrongOld && errors.password ? errorText(errors.password.shown) : passwordError(field)
      }
    >
      <PasswordInput
        name={field}
        autoComplete={autoComplete}
        showLabel={t('panel.user.password.show')}
        hideLabel={t('panel.user.password.hide')}
        value={passwords[field]}
        onChange={(event) => actor.send({ type: 'password.changed', field, value: event.target.value })}
      />
    </FormField>
  );

  return (
    <>
      <Card>
        <CardTitle>{t('panel.user.details.heading')}</CardTitle>
        <DetailList
          details={[
            { term: t('panel.user.details.name'), description: `${player.firstName} ${player.lastName}`.trim() },
            {
              term: t('panel.user.details.address'),
              description:
                [
                  [player.address, player.houseNumber].filter(Boolean).join(' '),
                  [player.zipCode, player.city].filter(Boolean).join(' '),
                ]
                  .filter(Boolean)
                  .join(', ') || '–',
            },
          ]}
        />
      </Card>

      <form noValidate aria-busy={nicknameBusy} onSubmit={submitWith(() => actor.send({ type: 'nickname.submit' }))}>
        <FormSection title={t('panel.user.nickname.heading')}>
          <FormField label={t('panel.user.nickname.label')} hint={t('panel.user.nickname.hint')}>
            <Input
              name="nickname"
              autoComplete="nickname"
              maxLength={50}
              value={nickname}
              onChange={(event) => actor.send({ type: 'nickname.changed', value: event.target.value })}
            />
          </FormField>
          {shown(errors.nickname)}
          <Notice open={state.matches({ nickname: 'saved' })} variant="success">
            {t('panel.user.nickname.saved')}
          </Notice>
          <Button
            type="submit"
            loading={nicknameBusy}
            disabled={!nicknameBusy && (nicknameUnchanged || !state.can({ type: 'nickname.submit' }))}
            className="justify-self-start"
          >
            {t('panel.user.nickname.save')}
          </Button>
        </FormSection>
      </form>

      <form noValidate aria-busy={emailBusy} onSubmit={submitWith(() => actor.send({ type: 'email.submit' }))}>
        <FormSection title={t('panel.user.email.heading')}>
          <FormField
            label={t('panel.user.email.label')}
            hint={
              emailUnverified && (
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Badge variant="outline" text={t('panel.user.email.unverified')} />
                  <span>{t('panel.user.email.unverifiedText')}</span>
                </span>
              )
            }
            error={emailTouched && emailInvalid ? t('validation.field.invalidEmail') : undefined}
          >
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onBlur={() => setEmailTouched(true)}
              onChange={(event) => actor.send({ type: 'email.changed', value: event.target.value })}
            />
          </FormField>
          {shown(errors.email)}
          <Notice open={state.matches({ email: 'saved' })} variant="success">
            {t('panel.user.email.saved')}
          </Notice>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              loading={emailBusy}
              disabled={!emailBusy && (emailUnchanged || !state.can({ type: 'email.submit' }))}
            >
              {t('panel.user.email.save')}
            </Button>
            {emailUnverified && (
              <Button asChild variant="secondary">
                <Link to={localizedPath('VERIFY_EMAIL', locale)} onClick={close}>
                  {t('panel.user.email.verify')}
                </Link>
              </Button>
            )}
          </div>
        </FormSection>
      </form>

      <form noValidate aria-busy={passwordBusy} onSubmit={submitWith(() => actor.send({ type: 'password.submit' }))}>
        <FormSection title={t('panel.user.password.heading')} description={t('panel.user.password.rule')}>
          {passwordField('oldPassword', t('panel.user.password.old'), 'current-password')}
          {passwordField('password', t('panel.user.password.new'), 'new-password')}
          {passwordField('confirmPassword', t('panel.user.password.confirm'), 'new-password')}
          {!wrongOld && shown(errors.password)}
          <Notice open={state.matches({ password: 'changed' })} variant="success">
            {t('panel.user.password.changed')}
          </Notice>
          <Button
            type="submit"
            loading={passwordBusy}
            disabled={!passwordBusy && !state.can({ type: 'password.submit' })}
            className="justify-self-start"
          >
            {t('panel.user.password.save')}
          </Button>
        </FormSection>
      </form>
    </>
  );
}
