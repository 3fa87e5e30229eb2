import { unwrap } from '@casino/api-client';
import { ERROR_CODES, verifyEmailMachine, type FlowError } from '@casino/flows';
import { Button, Card, ErrorMessage, FormField, Input, Notice, PageHeader } from '@casino/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { localizedPath } from '../../app/routes';
import { useErrorText } from '../../shared/errors/error-text';
import { PageHead } from '../../shared/head/page-head';
import { useLocale } from '../../shared/locale/use-locale';
import { playerKey, playerQuery, verificationQuery } from '../../shared/player/player-queries';
import { playerExitPath } from '../../shared/session/player-exit';
import { Done, Waiting } from './verify-email-parts';

interface EmailVerificationProps {
  /** The short code of the mail's link (`?shortCode=`), filled in; null without one. */
  linkCode: string | null;
  /** Where to go once the e-mail is verified (`?redirectUrl=`): a path of this site, else home. */
  redirectUrl: string | null;
}

/**
 * A logged-in player's e-mail verification (spec 2.1 /verifyemail; 5 Verification code; 7 sendVerificationEmail,
 * verifyEmailShortCode) over the verifyEmail machine in its short-code mode: the code mailed when the e-mail changed
 * (the mail's link fills it in), a new code on request (the server allows 3 in 10 minutes: beyond, its 429 shows by the
 * button), a refused code on the field (180 "wrong or expired" in words of its own). A verified e-mail, found so or
 * just verified, says so with a way on; with a `redirectUrl` the player is sent on to it instead.
 */
export function EmailVerification({ linkCode, redirectUrl }: EmailVerificationProps) {
  const { t } = useTranslation();
  const api = useApi();
  const player = useQuery(playerQuery(api));
  const verification = useQuery(verificationQuery(api));
  return (
    <>
      <PageHead title={t('verifyEmail.shortCode.title')} description={t('verifyEmail.shortCode.description')} noIndex />
      {player.data && !verification.isPending ? (
        <ShortCode
          email={player.data.email ?? ''}
          // A status that failed to load is no reason to refuse the code: the form shows.
          verified={verification.data?.emailVerified === true}
          linkCode={linkCode}
          redirectUrl={redirectUrl}
        />
      ) : (
        <Waiting heading={t('verifyEmail.shortCode.heading')} text={t('verifyEmail.shortCode.loading')} />
      )}
    </>
  );
}

function ShortCode({
  email,
  verified,
  linkCode,
  redirectUrl,
}: EmailVerificationProps & { email: string; verified: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const actor = useActorRef(
    verifyEmailMachine.provide({
      actors: {
        sendVerificationEmail: fromPromise<unknown, void>(() =>
          unwrap(api.player.GET('/player/sendVerificationEmail')),
        ),
        verifyEmailShortCode: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/verifyEmailShortCode', { body: input })),
        ),
      },
    }),
    { input: { code: linkCode, typedCode: 'shortCode' }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { code, error } = state.context;
  const done = state.matches('verified');
  const sending = state.matches('sendingCode');
  const verifying = state.matches('verifying');
  const codeRefused = state.matches({ enteringCode: 'failed' }) || state.matches({ enteringCode: 'invalid' });
  const input = useRef<HTMLInputElement>(null);
  const [attempts, setAttempts] = useState(0);

  // Verified here: every part that shows the status (the profile panel) has it from the server.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: playerKey('verification') });
  }, [done, queryClient]);

  // A refused code keeps the focus in its field, to be corrected.
  useEffect(() => {
    if (attempts > 0 && codeRefused) input.current?.focus();
  }, [attempts, codeRefused]);

  if (done || verified) {
    if (redirectUrl !== null) return <Navigate to={playerExitPath(redirectUrl, locale)} replace />;
    return (
      <Done
        heading={t('verifyEmail.shortCode.heading')}
        title={t('verifyEmail.verified.heading')}
        body={t('verifyEmail.verified.body', { email })}
        next={{ to: localizedPath('HOME', locale), label: t('verifyEmail.verified.continue') }}
      />
    );
  }

  const codeError = (refusal: FlowError) =>
    refusal.errorCode === ERROR_CODES.conflict ? t('verifyEmail.shortCode.wrongCode') : errorText(refusal.shown);
  const refusal = state.matches({ enteringCode: 'failed' }) ? error : null;
  const sendRefusal = state.matches({ enteringCode: 'sendFailed' }) ? error : null;
  const fieldError = state.matches({ enteringCode: 'invalid' })
    ? t('validation.field.required')
    : refusal
      ? codeError(refusal)
      : undefined;
  return (
    <>
      <PageHeader
        title={t('verifyEmail.shortCode.heading')}
        description={t('verifyEmail.shortCode.intro', { email })}
      />
      <Card>
        <form
          method="post"
          noValidate
          aria-busy={verifying}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setAttempts((count) => count + 1);
            actor.send({ type: 'submit' });
          }}
        >
          <FormField label={t('verifyEmail.shortCode.code')} error={fieldError} errorCode={refusal?.shown.code}>
            <Input
              ref={input}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              spellCheck={false}
              required
              className="font-mono"
              value={code}
              onChange={(event) => actor.send({ type: 'code.changed', value: event.target.value })}
            />
          </FormField>
          <Button type="submit" loading={verifying} disabled={sending} className="w-full">
            {t('verifyEmail.shortCode.submit')}
          </Button>
        </form>
        <div className="flex flex-col items-start gap-3 border-t border-border pt-4">
          <p className="text-sm text-fg-muted">{t('verifyEmail.shortCode.resendPrompt')}</p>
          <Button
            variant="secondary"
            loading={sending}
            disabled={verifying}
            onClick={() => actor.send({ type: 'code.send' })}
          >
            {t('verifyEmail.shortCode.resend')}
          </Button>
          {sendRefusal && <ErrorMessage message={errorText(sendRefusal.shown)} code={sendRefusal.shown.code} />}
          <Notice open={state.hasTag('sent')} variant="success">
            {t('verifyEmail.shortCode.sent', { email })}
          </Notice>
        </div>
      </Card>
    </>
  );
}
