import { unwrap } from '@casino/api-client';
import { CODE_PARAM, ERROR_CODES, verifyEmailMachine } from '@casino/flows';
import { Button, Card, FormField, Input, Page, PageHeader, Spinner } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { localizedPath } from '../../app/routes';
import { useErrorText } from '../../shared/errors/error-text';
import { PageHead } from '../../shared/head/page-head';
import { useLocale } from '../../shared/locale/use-locale';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypedEarly } from '../../lib/use-typed-early';

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
 * Account activation (spec 2.1 /verifyemail, /vahvista-sahkoposti, /kinnita-e-post; 7 activate). The activation
 * mail's link carries the code as `?code=`, and the page sends it at once; without one (or after a failure) the
 * player types the code from the mail. 183 (not found) and 209 (already used, with a way to log in) and any other
 * error show by code. An activated player is invited to log in; a first login then lands on the limits page.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageHead title={t('verifyEmail.page.title')} description={t('verifyEmail.page.description')} noIndex />
      <VerifyEmail />
    </Page>
  );
}

function VerifyEmail() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const [running] = useState(() => new Map<string, Promise<unknown>>());
  const actor = useActorRef(
    verifyEmailMachine.provide({
      actors: {
        activatePlayer: fromPromise(({ input }) =>
          shared(running, input.activationCode, () => unwrap(api.player.POST('/player/activate', { body: input }))),
        ),
      },
    }),
    { input: { activationCode: search.get(CODE_PARAM), typedCode: 'activation' }, inspect: useInspect() },
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

  if (state.matches('activated')) return <Activated />;
  // The link's code is on its way: nothing to type yet.
  if (state.matches('activating') && code === '')
    return (
      <>
        <PageHeader title={t('verifyEmail.page.heading')} />
        <Card className="flex-row items-center">
          <Spinner size="md" className="text-accent" />
          <p role="status" className="text-base">
            {t('verifyEmail.link.activating')}
          </p>
        </Card>
      </>
    );

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
      <p className="text-sm text-fg-muted">
        {t('verifyEmail.form.notRegistered')}{' '}
        <Link to={localizedPath('REGISTRATION', locale)} className={linkClass}>
          {t('verifyEmail.form.register')}
        </Link>
      </p>
    </>
  );
}

/** The account is active: the player is invited to log in. */
function Activated() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t('verifyEmail.page.heading')} />
      <Card role="status" className="items-start">
        <CircleCheckIcon aria-hidden="true" className="size-10 text-success-text" />
        <h2 className="text-2xl font-semibold wrap-break-word">{t('verifyEmail.activated.heading')}</h2>
        <p className="text-base">{t('verifyEmail.activated.body')}</p>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={localizedPath('LOGIN', locale)}>{t('verifyEmail.activated.login')}</Link>
        </Button>
      </Card>
    </>
  );
}
