import { unwrap, type PlayerComponents } from '@casino/api-client';
import { anonymousPageRedirect, ERROR_CODES, loginMachine } from '@casino/flows';
import { Button, ErrorMessage, FormField, Input, Notice, PasswordInput } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { fromPromise, type EmittedFrom } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { balanceQuery, playerQuery } from '../../shared/player/player-queries';
import { localizedPath } from '../../app/routes';
import { startSessionTimer } from '../../shared/session/session-timer';
import { useSessionActor } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';
import { formatDateTime } from '../../lib/format';
import { useErrorText } from '../../shared/errors/error-text';
import { useHydrated } from '../../lib/use-hydrated';
import { useTypedEarly } from '../../lib/use-typed-early';
import { ResendActivation } from '../../shared/activation/resend-activation';
import { PolicyBoxes, policyToggled } from './policy-boxes';

interface LoginFormProps {
  /** Where to go after a login that is not a first one: a same-site path only. */
  redirectUrl?: string | null;
  /** Where to go without a usable redirectUrl (the login page: home); without it the current page's data reloads. */
  fallbackPath?: string;
  /** Called once the player is logged in (a dropdown closes). */
  onLoggedIn?: () => void;
}

/**
 * The login form (spec 3b, 4 Login, 5 Login form) over the login machine: e-mail and password, the error of a
 * failed attempt, the highlighted notice for 114 (with the activation hint) and 210 (closed: the support hint), and
 * the terms and privacy boxes when the server asks for them. After the login the session knows the player, and the player goes to the limits
 * page at a first login, else to `redirectUrl` (a same-site path), else to `fallbackPath`, or the page's data reloads.
 */
export function LoginForm({ redirectUrl, fallbackPath, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const session = useSessionActor();
  const actor = useActorRef(
    loginMachine.provide({
      actors: {
        login: fromPromise(({ input }) => unwrap(api.player.POST('/login', { body: input }))),
        loadActivity: fromPromise((): Promise<PlayerComponents['schemas']['Activity']> =>
          unwrap(api.player.GET('/player/activity')),
        ),
        loadPlayer: fromPromise(() => queryClient.fetchQuery({ ...playerQuery(api), staleTime: 0 })),
        prefillDeposit: fromPromise(({ input }) => unwrap(api.player.POST('/payment/prefillDeposit', { body: input }))),
        loadBalance: fromPromise(() => queryClient.fetchQuery({ ...balanceQuery(api), staleTime: 0 })),
      },
      actions: {
        startSessionTimer,
        closePanel: () => onLoggedIn?.(),
        navigate: (_, { destination }) => {
          if (destination === 'profileLimits') return void navigate(localizedPath('PROFILE_LIMITS', locale));
          const target = anonymousPageRedirect(redirectUrl);
          if (target.to === 'path') void navigate(target.path, { replace: true });
          else if (fallbackPath) void navigate(fallbackPath, { replace: true });
          // "The current page is reloaded" (spec 2.2) as its data, not as a new document: the session already knows the
          // player, so the header shows the balance at once instead of going blank while a new page hydrates.
          else void revalidator.revalidate();
        },
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { email, password, fieldErrors, error, requiredPolicies, policyChecked, privacyPolicyChecked } = state.context;
  const busy = state.hasTag('busy');
  const hydrated = useHydrated();
  const shown = error?.shown;
  const formRef = useRef<HTMLFormElement>(null);
  useTypedEarly(formRef, (name, value) => {
    if (name === 'email' || name === 'password') actor.send({ type: `${name}.changed`, value });
  });

  // The session learns of the player from the flow (its player.loaded event) at once: the panel that holds the form
  // closes in the same step (a phone's sheet unmounts it), so an effect after the next render would never run. Only
  // while the session's code is still on its way is the event kept for it.
  const [loaded, setLoaded] = useState<EmittedFrom<typeof loginMachine> | null>(null);
  useEffect(() => {
    const subscription = actor.on('player.loaded', (event) => (session ? session.send(event) : setLoaded(event)));
    return () => subscription.unsubscribe();
  }, [actor, session]);
  useEffect(() => {
    if (loaded) session?.send(loaded);
  }, [loaded, session]);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={busy}
      className="flex flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'submit' });
      }}
    >
      {/* Outside the fields' gap: the notice's live region is always there, and takes no room while closed. */}
      <Notice
        className="mb-4"
        open={state.hasTag('highlighted') && shown !== undefined}
        variant="highlighted"
        title={shown ? errorText(shown) : ''}
        // 114: not activated yet, the link in the mail activates it; 210: closed by the operator, support reopens it.
        hint={shown?.code === 210 ? t('login.form.closedHint') : t('login.form.activationHint')}
        endTime={
          typeof shown?.values?.endTime === 'number'
            ? t('login.form.validUntil', { time: formatDateTime(locale, shown.values.endTime) })
            : undefined
        }
        // 114: the link may have expired (7 days) or gone astray; a new one goes to the address typed below.
        action={shown?.code === ERROR_CODES.notActivated && <ResendActivation email={email} />}
      />
      <div className="flex flex-col gap-4">
        <FormField label={t('login.form.email')} error={fieldErrors.email && t('login.form.required')}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => actor.send({ type: 'email.changed', value: event.target.value })}
          />
        </FormField>
        <FormField label={t('login.form.password')} error={fieldErrors.password && t('login.form.required')}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            required
            showLabel={t('login.form.showPassword')}
            hideLabel={t('login.form.hidePassword')}
            value={password}
            onChange={(event) => actor.send({ type: 'password.changed', value: event.target.value })}
          />
        </FormField>
        {state.hasTag('policies') && (
          <PolicyBoxes
            required={requiredPolicies}
            checked={{ policyChecked, privacyPolicyChecked }}
            errors={fieldErrors}
            onToggle={(policy, checked) => actor.send(policyToggled(policy, checked))}
          />
        )}
        {shown && !state.hasTag('highlighted') && (
          <ErrorMessage
            code={shown.code}
            message={
              // 217: the cool-off's or the break's end, in the player's time.
              typeof shown.values?.endTime === 'number'
                ? `${errorText(shown)} ${t('login.form.coolOffEnds', { time: formatDateTime(locale, shown.values.endTime) })}`
                : errorText(shown)
            }
          />
        )}
        <Button type="submit" loading={busy} disabled={!hydrated} className="w-full">
          {t('login.form.submit')}
        </Button>
      </div>
    </form>
  );
}
