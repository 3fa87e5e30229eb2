import { unwrap } from '@casino/api-client';
import { COOL_OFF_DAYS, coolOffMachine } from '@casino/flows';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  PasswordInput,
  SegmentedControl,
} from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { formatDateTime } from '../../lib/format';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { useSessionActor } from '../../shared/session/session';

interface CoolOffProps {
  /** The cool-off entry of the limits' depositLimits: on until endTime, or off. */
  entry: { coolOff: boolean; endTime?: string | null } | undefined;
}

/**
 * The cool-off (spec 2.7, 4 Cool-off, 5): pick 1, 3 or 7 days and set; a confirmation view with the password (cancel
 * goes back); the coolOff machine sends it. A cool-off in force closes the account until it ends, so the player is
 * logged out at once, and a login is refused with 217 until then.
 */
export function CoolOff({ entry }: CoolOffProps) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const errorText = useErrorText();
  const session = useSessionActor();
  const actor = useActorRef(
    coolOffMachine.provide({
      actors: {
        setCoolOff: fromPromise(({ input }) => unwrap(api.player.POST('/player/limit/coolOff', { body: input }))),
      },
    }),
    { inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { days, password, errors, error } = state.context;
  const confirming = !state.matches('choosing');
  // The confirmation view replaces the day choice: the focus goes to its password field.
  const passwordField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (confirming) passwordField.current?.focus();
  }, [confirming]);

  useEffect(() => {
    const subscription = actor.on('coolOff.started', () => session?.send({ type: 'logout' }));
    return () => subscription.unsubscribe();
  }, [actor, session]);

  const active = entry?.coolOff === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('limits.coolOff.heading')}</CardTitle>
        <CardDescription>
          {active
            ? entry.endTime
              ? t('limits.coolOff.activeUntil', { time: formatDateTime(locale, entry.endTime) })
              : t('limits.coolOff.active')
            : t('limits.coolOff.intro')}
        </CardDescription>
      </CardHeader>
      {!active && (
        <CardContent>
          {!confirming ? (
            <form
              noValidate
              className="flex max-w-md flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'set' });
              }}
            >
              <FormField label={t('limits.coolOff.days')} error={errors.days && t('limits.coolOff.daysRequired')}>
                <SegmentedControl
                  value={days === null ? '' : String(days)}
                  onValueChange={(value) => actor.send({ type: 'days.chosen', days: Number(value) })}
                  options={COOL_OFF_DAYS.map((count) => ({
                    value: String(count),
                    label: t('limits.coolOff.day', { count }),
                  }))}
                />
              </FormField>
              <Button type="submit" className="self-start">
                {t('limits.coolOff.set')}
              </Button>
            </form>
          ) : (
            <form
              noValidate
              className="flex max-w-md flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'confirm' });
              }}
            >
              <p className="font-semibold">{t('limits.coolOff.confirmText', { count: days ?? 0 })}</p>
              <FormField
                label={t('limits.coolOff.password')}
                error={
                  errors.password ? t('limits.coolOff.passwordRequired') : error ? errorText(error.shown) : undefined
                }
                errorCode={errors.password ? undefined : error?.shown.code}
              >
                <PasswordInput
                  value={password}
                  ref={passwordField}
                  onChange={(event) => actor.send({ type: 'password.changed', value: event.target.value })}
                  showLabel={t('login.form.showPassword')}
                  hideLabel={t('login.form.hidePassword')}
                />
              </FormField>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" loading={state.hasTag('busy')}>
                  {t('limits.coolOff.confirm')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'cancel' })}>
                  {t('limits.coolOff.cancel')}
                </Button>
              </div>
            </form>
          )}
        </CardContent>
      )}
    </Card>
  );
}
