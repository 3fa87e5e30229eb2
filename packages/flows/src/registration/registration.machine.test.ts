import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import type { Locale } from '../rules/locale.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { registrationMachine, type RegistrationEvent } from './registration.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 2, 15, 12));
});
afterEach(() => {
  vi.useRealTimers();
});

function start(locale: Locale = 'fi') {
  const registerPlayer = fakeCall<unknown, PostBody<'/player/registerPlayer'>>();
  const actor = createActor(registrationMachine.provide({ actors: { registerPlayer: registerPlayer.logic } }), {
    input: { locale },
  }).start();
  const type = (field: Extract<RegistrationEvent, { type: 'field.changed' }>['field'], value: string) =>
    actor.send({ type: 'field.changed', field, value });
  const fillRequired = (birthDate = '1990-05-17') => {
    type('email', ' matti@example.com ');
    type('password', 'secret1');
    type('confirmPassword', 'secret1');
    type('firstName', 'Matti');
    type('lastName', 'Meikäläinen');
    type('birthDate', birthDate);
    for (const field of ['ageChecked', 'policyChecked', 'privacyPolicyChecked'] as const) {
      actor.send({ type: 'field.toggled', field, checked: true });
    }
  };
  return { actor, registerPlayer, type, fillRequired, value: () => actor.getSnapshot().value };
}

describe('registrationMachine: the form', () => {
  it.each([
    ['fi', 'FIN', '+358'],
    ['en', 'FIN', '+358'],
    ['et', 'EST', '+372'],
  ] as const)('starts in %s with country %s and dial code %s', (locale, country, dialCode) => {
    const { actor, value } = start(locale);
    expect(value()).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ country, dialCode, ageChecked: false });
  });

  it('selects the dial code of a newly chosen country', () => {
    const { actor } = start();
    actor.send({ type: 'country.changed', country: 'EST' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ country: 'EST', dialCode: '+372' });
    actor.send({ type: 'country.changed', country: 'FIN' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ country: 'FIN', dialCode: '+358' });
  });

  it('takes digits only in the phone number', () => {
    const { actor, type } = start();
    type('phone', '40123');
    type('phone', '40123a');
    expect(actor.getSnapshot().context.fields.phone).toBe('40123');
    type('phone', '');
    expect(actor.getSnapshot().context.fields.phone).toBe('');
  });

  it('shows the field errors and sends nothing when the form is invalid', () => {
    const { actor, registerPlayer, value } = start();
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ editing: 'invalid' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      email: 'required',
      birthDate: 'required',
      policyChecked: 'notAccepted',
      privacyPolicyChecked: 'notAccepted',
    });
    expect(registerPlayer.calls).toEqual([]);
  });

  it('checks the age against today: 18 in Finland, 21 in Estonia', () => {
    const finn = start('fi');
    finn.fillRequired('2008-03-16');
    finn.actor.send({ type: 'submit' });
    expect(finn.actor.getSnapshot().context.fieldErrors).toEqual({ birthDate: 'tooYoung' });
    vi.setSystemTime(new Date(2026, 2, 16, 12));
    finn.actor.send({ type: 'submit' });
    expect(finn.value()).toBe('submitting');

    const estonian = start('et');
    estonian.fillRequired('2005-03-17');
    estonian.actor.send({ type: 'submit' });
    expect(estonian.actor.getSnapshot().context.fieldErrors).toEqual({ birthDate: 'tooYoung' });
  });
});

describe('registrationMachine: submitting', () => {
  it('sends the 19 fields, the optional ones when filled, and awaits activation', async () => {
    const { actor, registerPlayer, type, fillRequired, value } = start('et');
    fillRequired();
    type('nickName', 'Lucky7');
    type('city', 'Tallinn');
    type('phone', '5123456');
    actor.send({ type: 'submit' });
    expect(value()).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(registerPlayer.calls).toEqual([
      {
        email: 'matti@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
        country: 'EST',
        registrationCurrency: 'EUR',
        language: 'et',
        nickName: 'Lucky7',
        firstName: 'Matti',
        lastName: 'Meikäläinen',
        birthDate: '1990-05-17',
        city: 'Tallinn',
        phoneNumber: '+3725123456',
        ageChecked: true,
        policyChecked: true,
        privacyPolicyChecked: true,
      },
    ]);
    await registerPlayer.resolve({ success: true });
    expect(value()).toBe('registered');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps every field as typed after a failure, and sends them again', async () => {
    const { actor, registerPlayer, type, fillRequired } = start();
    fillRequired();
    type('nickName', 'Lucky7');
    type('phone', '401234567');
    const typed = actor.getSnapshot().context.fields;
    actor.send({ type: 'submit' });
    await registerPlayer.reject(appError(180, { field: 'nickName' }));
    expect(actor.getSnapshot().context.fields).toEqual(typed);
    actor.send({ type: 'submit' });
    expect(registerPlayer.calls[1]).toEqual(registerPlayer.calls[0]);
  });

  it('does not send twice while the call is under way', () => {
    const { actor, registerPlayer, fillRequired } = start();
    fillRequired();
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(registerPlayer.calls).toHaveLength(1);
  });

  it.each([
    [213, {}, 'confirmPassword', 'errors.213'],
    [1001, {}, 'password', 'errors.1001'],
    [104, {}, 'password', 'errors.passwordValidation'],
    [155, {}, 'ageChecked', 'errors.155'],
    [214, {}, 'policyChecked', 'errors.214'],
    [215, {}, 'privacyPolicyChecked', 'errors.215'],
    [180, { field: 'email' }, 'email', 'errors.180'],
    [180, { field: 'phoneNumber' }, 'phone', 'errors.180'],
    [195, { field: 'birthDate', minimumAge: 18 }, 'birthDate', 'errors.195'],
    [196, { location: 'body', field: 'zipCode', rule: 'maxLength' }, 'zipCode', 'errors.196'],
    [180, {}, null, 'errors.180'],
    [108, {}, null, 'errors.108'],
  ])('shows server error %i %j on field %s (null: on the form) as %s', async (code, params, field, key) => {
    const { actor, registerPlayer, fillRequired, value } = start();
    fillRequired();
    actor.send({ type: 'submit' });
    await registerPlayer.reject(appError(code, params));
    expect(value()).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.errorField).toBe(field);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key, code });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(registerPlayer.calls).toHaveLength(2);
  });
});

describe('registrationMachine: every state is reachable', () => {
  it('with a form that passes its checks and with one that does not', () => {
    const events = [{ type: 'submit' }, done('registerPlayer'), failed('registerPlayer', appError(180))];
    const input = { locale: 'fi' };
    const valid = registrationMachine.provide({ guards: { fieldsValid: () => true } });
    const reached = [...reachedStates(valid, events, input), ...reachedStates(registrationMachine, events, input)];
    expect([...new Set(reached)].sort()).toEqual(atomicStates(registrationMachine));
  });
});
