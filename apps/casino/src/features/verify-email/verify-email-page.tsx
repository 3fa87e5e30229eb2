import { unwrap } from '@casino/api-client';
import { CODE_PARAM, ERROR_CODES, SHORT_CODE_PARAM, verifyEmailMachine } from '@casino/flows';
import { Button, Card, FormField, Input, Page, PageHeader } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { localizedPath, loginPath } from '../../app/routes';
import { useErrorText } from '../../shared/errors/error-text';
import { PageHead } from '../../shared/head/page-head';
import { useLocale } from '../../shared/locale/use-locale';
import { useSessionStatus } from '../../shared/session/session';
import { hasSignedInHint } from '../../shared/session/signed-in-hint';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypedEarly } from '../../lib/use-typed-early';
import { ResendActivation } from '../../shared/activation/resend-activation';
import { EmailVerification } from './email-verification';
import { Done, Waiting } from './verify-email-parts';

const linkClass = 'font-semibold text-accent underline underline-offset-4 hover:text-accent-hover';

/**
 * The call for `key` that is under way, or a new one: a second start of the same activation (React's strict mode
 * starts the page's flow twice, and its call with it) shares the first call's answer instead of sending the code
 * again, which would answer 209 "already used".
 */
function shared<T>(running: Map<string, Promise<T>>, key: string, call: () => Promise<T>): Promise<T> {
  const current = running.get(key);
  if (current) return current;
  const started = call().finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

/**
 * The verify-e-mail page (spec 2.1 /verifyemail, /vahvista-sahkoposti, /kinnita-e-post) in one of two modes:
 *
 * - Account activation (7 activate), for a visitor: the activation mail's link carries the code as `?code=`, and the
 *   page sends it at once; without one (or after a failure) the visitor types the code from the mail.
 * - E-mail verification (7 sendVerificationEmail, verifyEmailShortCode), for a logged-in player: the short code mailed
 *   when the e-mail changed, whose link carries it as `?shortCode=` (email-verification.tsx). A visitor with such a
 *   link logs in first and comes back to it.
 *
 * Without a code in the address the session decides; the server's HTML (where nobody is known yet) is the
 * activation's, and a browser that holds a player's signed-in hint waits for the session instead of showing it.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const status = useSessionStatus();
  const hydrated = useHydrated();
  const activationCode = params.get(CODE_PARAM);
  const shortCode = params.get(SHORT_CODE_PARAM);
  const checking = status === 'checking' && (shortCode !== null || (hydrated && hasSignedInHint()));

  if (activationCode === null && status === 'loggedIn')
    return (
      <Page width="narrow">
        <EmailVerification linkCode={shortCode} redirectUrl={params.get('redirectUrl')} />
      </Page>
    );
  if (activationCode === null && shortCode !== null && status === 'loggedOut')
    return <Navigate to={loginPath(locale, pathname + search)} replace />;
  return (
    <Page width="narrow">
      <PageHead title={t('verifyEmail.page.title')} description={t('verifyEmail.page.description')} noIndex />
      {activationCode === null && checking ? (
        <Waiting heading={t('verifyEmail.shortCode.heading')} text={t('verifyEmail.shortCode.loading')} />
      ) : (
        <Activation activationCode={activationCode} />
      )}
    </Page>
  );
}

/**
 * Account activation: a link's code (`?code=`) goes at once; 183 (not found) and 209 (already used, with a way to log
 * in) and any other error show by code on the field. An activated player is invited to log in; a first login then
 * lands on the limits page.
 */
function Activation({ activationCode }: { activationCode: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [running] = useState(() => new Map<string, Promise<unknown>>());
  const actor = useActorRef(
    verifyEmailMachine.provide({
      actors: {
        activatePlayer: fromPromise(({ input }) =>
          shared(running, input.activationCode, () => unwrap(api.player.POST('/player/activate', { body: input }))),
        ),
      },
    }),
    { input: { activationCode, typedCode: 'activation' }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { code, error } = state.context;
  const busy = state.hasTag('busy');
  const input = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedEarly(formRef, (name, value) => {
    if (name === 'code') actor.send({ type: 'code.changed', value });
  });
  const [attempts, setAttempts] = useState(0);
  const invalid = state.hasTag('error');

  // A refused code keeps the focus in its field, to be corrected.
  useEffect(() => {
    if (attempts > 0 && invalid) input.current?.focus();
  }, [attempts, invalid]);

  if (state.matches('activated'))
    return (
      <Done
        heading={t('verifyEmail.page.heading')}
        title={t('verifyEmail.activated.heading')}
        body={t('verifyEmail.activated.body')}
        next={{ to: localizedPath('LOGIN', locale), label: t('verifyEmail.activated.login') }}
      />
    );
  // The link's code is on its way: nothing to type yet.
  if (state.matches('activating') && code === '')
    return <Waiting heading={t('verifyEmail.page.heading')} text={t('verifyEmail.link.activating')} />;

  const fieldError =
    error !== null
      ? errorText(error.shown)
      : state.matches({ enteringCode: 'invalid' })
        ? t('validation.field.required')
        : undefined;
  return (
    <>
      <PageHeader title={t('verifyEmail.page.heading')} description={t('verifyEmail.page.intro')} />
      <Card>
        <form
          ref={formRef}
          method="post"
          noValidate
          aria-busy={busy}
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setAttempts((count) => count + 1);
            actor.send({ type: 'submit' });
          }}
        >
          <FormField label={t('verifyEmail.form.code')} error={fieldError} errorCode={error?.shown.code}>
            <Input
              ref={input}
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
              className="font-mono"
              value={code}
              onChange={(event) => actor.send({ type: 'code.changed', value: event.target.value })}
            />
          </FormField>
          {error?.errorCode === ERROR_CODES.codeUsed && (
            <p className="text-sm">
              {t('verifyEmail.form.usedHint')}{' '}
              <Link to={localizedPath('LOGIN', locale)} className={linkClass}>
                {t('verifyEmail.activated.login')}
              </Link>
            </p>
          )}
          <Button type="submit" loading={busy} disabled={!hydrated} className="w-full">
            {t('verifyEmail.form.submit')}
          </Button>
        </form>
      </Card>
      {/* A link that expired (7 days) or never came: a new one. */}
      <Card>
        <ResendActivation />
      </Card>
      <p className="text-sm text-fg-muted">
        {t('verifyEmail.form.notRegistered')}{' '}
        <Link to={localizedPath('REGISTRATION', locale)} className={linkClass}>
          {t('verifyEmail.form.register')}
        </Link>
      </p>
    </>
  );
}
