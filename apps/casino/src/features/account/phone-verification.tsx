import { unwrap, type PlayerComponents } from '@casino/api-client';
import { isValidPhoneNumber, phoneVerificationMachine } from '@casino/flows';
import { Badge, Button, ErrorMessage, FormField, Input, Notice, PhoneInput } from '@casino/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { useDialCodes } from '../../shared/content/countries';
import { useErrorText } from '../../shared/errors/error-text';
import { playerKey, playerQuery } from '../../shared/player/player-queries';

type Player = PlayerComponents['schemas']['Player'];
type Step = Extract<SnapshotFrom<typeof phoneVerificationMachine>['value'], { step: unknown }>['step'];

/**
 * The phone page of the profile panel (spec 4, Phone verification; 5 Phone, Verification code; 8) over the
 * phoneVerification machine. A verified number can be changed (the new number, then save). An unverified one: send the
 * code, type it, verify. The number is checked before anything is sent (digits only, dial code and number at most 16,
 * + and 3 to 15 digits). The server's error shows for 5 seconds; the success for 5 seconds, then the player reloads.
 */
export function PhoneVerification({ player }: { player: Player }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const dialCodes = useDialCodes();
  const actor = useActorRef(
    phoneVerificationMachine.provide({
      actors: {
        validatePhonenumber: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/phonenumber', { body: input })),
        ),
        updatePlayerFields: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/updateFields', { body: input })),
        ),
        sendVerificationSms: fromPromise<unknown, void>(async () => {
          const sent = await unwrap(api.player.GET('/player/sendVerificationSms'));
          void queryClient.invalidateQueries({ queryKey: playerKey('smsHistory') });
          return sent;
        }),
        verifySmsShortCode: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/verifySmsShortCode', { body: input })),
        ),
      },
    }),
    { input: { player }, inspect: useInspect() },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const { phoneNumber, verified, dialCode, number, numberError, code, error } = state.context;
  const busy = state.hasTag('busy');
  const step = (...steps: Step[]) => steps.some((name) => state.matches({ step: name }));

  useEffect(() => {
    const reload = () => {
      void queryClient.invalidateQueries({ queryKey: playerKey('player') });
      void queryClient.invalidateQueries({ queryKey: playerKey('verification') });
      void queryClient.invalidateQueries({ queryKey: playerKey('smsHistory') });
    };
    const updated = actor.on('player.updated', ({ player: next }) => {
      queryClient.setQueryData(playerQuery(api).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: playerKey('verification') });
    });
    const reloaded = actor.on('player.reload', reload);
    return () => {
      updated.unsubscribe();
      reloaded.unsubscribe();
    };
  }, [actor, api, queryClient]);

  // A form that opens takes the player to its field: the new number, or the code.
  const form = useRef<HTMLFormElement>(null);
  const formStep = step('changingNumber') ? 'changingNumber' : step('enteringCode') ? 'enteringCode' : null;
  useEffect(() => {
    const field = form.current?.elements.namedItem(formStep === 'changingNumber' ? 'phoneNumber' : 'code');
    if (formStep && field instanceof HTMLInputElement) field.focus();
  }, [formStep]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'submit' });
  };

  // The number counts as verified from the success on (the player loads again 5 seconds later).
  const shownVerified = verified || step('succeeded');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-fg-muted">{t('panel.phone.current')}</p>
        {phoneNumber ? (
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold tabular-nums">{phoneNumber}</span>
            <Badge
              variant={shownVerified ? 'accent' : 'outline'}
              text={t(shownVerified ? 'panel.phone.verified' : 'panel.phone.unverified')}
            />
          </p>
        ) : (
          <p className="font-semibold">{t('panel.phone.none')}</p>
        )}
      </div>

      {/* Outside the gap: the notice's live region is always there, and takes no room while closed. */}
      <div>
        <Notice className="mb-4" open={step('succeeded')} variant="success" title={t('panel.phone.success')} />
        <div className="flex flex-col gap-4">
          {state.hasTag('error') && error && <ErrorMessage message={errorText(error.shown)} code={error.shown.code} />}
          {step('verified') && (
            <>
              <p className="text-sm text-fg-muted">{t('panel.phone.verifiedText')}</p>
              <Button variant="secondary" className="self-start" onClick={() => actor.send({ type: 'number.edit' })}>
                {t('panel.phone.change')}
              </Button>
            </>
          )}

          {step('unverified', 'sendingCode') && (
            <>
              <p className="text-sm text-fg-muted">
                {t(phoneNumber ? 'panel.phone.unverifiedText' : 'panel.phone.noneText')}
              </p>
              <div className="flex flex-wrap gap-3">
                {isValidPhoneNumber(phoneNumber) && (
                  <Button loading={busy} onClick={() => actor.send({ type: 'code.send' })}>
                    {t('panel.phone.sendCode')}
                  </Button>
                )}
                <Button
                  variant={phoneNumber ? 'secondary' : 'primary'}
                  disabled={busy}
                  onClick={() => actor.send({ type: 'number.edit' })}
                >
                  {t(phoneNumber ? 'panel.phone.change' : 'panel.phone.add')}
                </Button>
              </div>
            </>
          )}

          {step('changingNumber', 'validatingNumber', 'updatingNumber') && (
            <form ref={form} noValidate aria-busy={busy} className="flex flex-col gap-4" onSubmit={submit}>
              <FormField label={t('panel.phone.newNumber')} error={numberError && t(`validation.phone.${numberError}`)}>
                <PhoneInput
                  name="phoneNumber"
                  readOnly={busy}
                  dialCodes={dialCodes}
                  dialCode={dialCode}
                  onDialCodeChange={(value) => actor.send({ type: 'dialCode.changed', value })}
                  dialCodeLabel={t('panel.phone.dialCode')}
                  value={number}
                  onValueChange={(value) => actor.send({ type: 'number.changed', value })}
                />
              </FormField>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" loading={busy}>
                  {t('panel.phone.save')}
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'cancel' })}>
                  {t('panel.phone.cancel')}
                </Button>
              </div>
            </form>
          )}

          {step('enteringCode', 'confirming') && (
            <form ref={form} noValidate aria-busy={busy} className="flex flex-col gap-4" onSubmit={submit}>
              <p className="text-sm text-fg-muted">{t('panel.phone.codeSent', { phone: phoneNumber })}</p>
              <FormField label={t('panel.phone.code')}>
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  readOnly={busy}
                  value={code}
                  onChange={(event) => actor.send({ type: 'code.changed', value: event.target.value })}
                />
              </FormField>
              <div className="flex flex-wrap gap-3">
                <Button type="submit" loading={busy} disabled={code.trim() === ''}>
                  {t('panel.phone.confirm')}
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'code.send' })}>
                  {t('panel.phone.resend')}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
