import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { depositMachine, type DepositInput } from './deposit.machine.ts';

const trustly: Schemas['PaymentMethod'] = {
  method: 'trustly',
  minAmount: { EUR: 20 },
  maxAmount: { EUR: 5000 },
  storedData: [{ reference: 'acct-1' }],
};

function start(input: DepositInput) {
  const confirmDeposit = fakeCall<Schemas['DepositConfirmation'], PostBody<'/payment/confirmDeposit'>>();
  const initDeposit = fakeCall<Schemas['DepositInit'], PostBody<'/payment/initDeposit'>>();
  const redirect = vi.fn();
  const recordDeposit = vi.fn();
  const machine = depositMachine.provide({
    actors: { confirmDeposit: confirmDeposit.logic, initDeposit: initDeposit.logic },
    actions: {
      redirect: (_, params) => redirect(params),
      recordDeposit: (_, params) => recordDeposit(params),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, confirmDeposit, initDeposit, redirect, recordDeposit };
}

/** A guest ticks the terms and the privacy policy. */
function acceptPolicies(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'policy.toggled', checked: true });
  actor.send({ type: 'privacyPolicy.toggled', checked: true });
}

/** A guest who has ticked both boxes. */
function startGuest(method?: Schemas['PaymentMethod']) {
  const started = start({ locale: 'fi', loggedIn: false, method });
  acceptPolicies(started.actor);
  return started;
}

describe('deposit: a logged-in player with a stored reference confirms', () => {
  it('types an amount, submits, confirms with the stored reference, records the deposit and redirects', async () => {
    const { actor, confirmDeposit, initDeposit, redirect, recordDeposit } = start({
      locale: 'fi',
      loggedIn: true,
      method: trustly,
    });
    actor.send({ type: 'amount.changed', value: '50' });
    actor.send({ type: 'submit' });

    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(confirmDeposit.calls).toEqual([{ amount: 50, method: 'trustly', storedDetailReference: 'acct-1' }]);
    expect(initDeposit.calls).toEqual([]);

    await confirmDeposit.resolve({ redirectUrl: 'https://pay.example.com/confirm/abc' });
    expect(recordDeposit).toHaveBeenCalledWith({ type: 'deposit', amount: 50 });
    expect(redirect).toHaveBeenCalledWith({ url: 'https://pay.example.com/confirm/abc' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it("records the confirmation's token when the server gives one (for the status call on the return)", async () => {
    const { actor, confirmDeposit, recordDeposit } = start({ locale: 'fi', loggedIn: true, method: trustly });
    actor.send({ type: 'amount.changed', value: '50' });
    actor.send({ type: 'submit' });
    await confirmDeposit.resolve({ redirectUrl: 'https://pay.example.com/confirm/abc', token: 'tok-9' });
    expect(recordDeposit).toHaveBeenCalledWith({ type: 'deposit', amount: 50, token: 'tok-9' });
  });

  it('ignores a second submit while waiting', () => {
    const { actor, confirmDeposit } = start({ locale: 'fi', loggedIn: true, method: trustly });
    actor.send({ type: 'amount.changed', value: '50' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'preset.chosen', amount: 50 });
    actor.send({ type: 'amount.changed', value: '60' });
    expect(confirmDeposit.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.amount).toBe('50');
  });

  it('on error resets the button and shows the error by code; typing clears it', async () => {
    const { actor, confirmDeposit, redirect } = start({ locale: 'fi', loggedIn: true, method: trustly });
    actor.send({ type: 'amount.changed', value: '50' });
    actor.send({ type: 'submit' });
    await confirmDeposit.reject(appError(117, { paymentLimit: { maxAmount: 40 } }));

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.error?.shown).toEqual({ key: 'errors.117.max', code: 117, values: { amount: 40 } });
    expect(redirect).not.toHaveBeenCalled();

    actor.send({ type: 'amount.changed', value: '40' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a retry hides the last refusal while it waits, so an old error never sits beside the spinner', async () => {
    const { actor, confirmDeposit } = start({ locale: 'fi', loggedIn: true, method: trustly });
    actor.send({ type: 'amount.changed', value: '50' });
    actor.send({ type: 'submit' });
    await confirmDeposit.reject(appError(122));
    expect(actor.getSnapshot().context.error?.shown.code).toBe(122);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('115 on a confirmation stays "not logged in"', async () => {
    const { actor, confirmDeposit } = start({ locale: 'fi', loggedIn: true, method: trustly });
    actor.send({ type: 'amount.changed', value: '50' });
    actor.send({ type: 'submit' });
    await confirmDeposit.reject(appError(115));
    expect(actor.getSnapshot().context.error?.shown.key).toBe('errors.115');
  });
});

describe('deposit: a preset chosen at the start', () => {
  it('opens with the amount, so that one submit, or the same preset pressed, deposits it', async () => {
    const submitted = start({ locale: 'fi', loggedIn: true, method: trustly, amount: 50 });
    expect(submitted.actor.getSnapshot().context.amount).toBe('50');
    submitted.actor.send({ type: 'submit' });
    expect(submitted.confirmDeposit.calls).toEqual([
      { amount: 50, method: 'trustly', storedDetailReference: 'acct-1' },
    ]);

    const pressed = start({ locale: 'fi', loggedIn: true, method: trustly, amount: 50 });
    pressed.actor.send({ type: 'preset.chosen', amount: 50 });
    expect(pressed.confirmDeposit.calls).toHaveLength(1);
  });

  it('opens empty without one', () => {
    expect(start({ locale: 'fi', loggedIn: true, method: trustly }).actor.getSnapshot().context.amount).toBe('');
  });
});

describe('deposit: a new customer or a guest initiates', () => {
  it.each<[string, DepositInput]>([
    ['a guest', { locale: 'fi', loggedIn: false, method: trustly }],
    [
      'a logged-in player without stored details',
      { locale: 'fi', loggedIn: true, method: { ...trustly, storedData: [] } },
    ],
  ])('%s initiates, records type, amount and token, and redirects', async (_who, input) => {
    const { actor, confirmDeposit, initDeposit, redirect, recordDeposit } = start(input);
    acceptPolicies(actor);
    actor.send({ type: 'amount.changed', value: '25,50' });
    actor.send({ type: 'submit' });

    expect(actor.getSnapshot().value).toBe('initiating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const flags = input.loggedIn ? {} : { policyChecked: true, privacyPolicyChecked: true };
    expect(initDeposit.calls).toEqual([{ country: 'FIN', currency: 'EUR', amount: 25.5, method: 'trustly', ...flags }]);
    expect(confirmDeposit.calls).toEqual([]);

    await initDeposit.resolve({ token: 'tok-1', redirectUrl: 'https://pay.example.com/new' });
    expect(recordDeposit).toHaveBeenCalledWith({ type: 'deposit', amount: 25.5, token: 'tok-1' });
    expect(redirect).toHaveBeenCalledWith({ url: 'https://pay.example.com/new' });
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it("a guest's boxes must both be ticked: nothing is sent until they are, and ticking clears the error", () => {
    const { actor, initDeposit } = start({ locale: 'fi', loggedIn: false, method: trustly });
    actor.send({ type: 'amount.changed', value: '30' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      policyChecked: 'notAccepted',
      privacyPolicyChecked: 'notAccepted',
    });
    expect(actor.getSnapshot().context.invalid).toBeNull();

    actor.send({ type: 'policy.toggled', checked: true });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ privacyPolicyChecked: 'notAccepted' });
    actor.send({ type: 'submit' });
    expect(initDeposit.calls).toEqual([]);

    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(initDeposit.calls).toEqual([
      {
        country: 'FIN',
        currency: 'EUR',
        amount: 30,
        method: 'trustly',
        policyChecked: true,
        privacyPolicyChecked: true,
      },
    ]);
  });

  it('an invalid amount and unticked boxes are shown together', () => {
    const { actor } = start({ locale: 'fi', loggedIn: false, method: trustly });
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.invalid).toEqual({ ok: false, error: 'required' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ policyChecked: 'notAccepted' });
  });

  it('a logged-in player has no boxes to tick', () => {
    const { actor, initDeposit } = start({ locale: 'fi', loggedIn: true, method: { ...trustly, storedData: [] } });
    actor.send({ type: 'amount.changed', value: '30' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(initDeposit.calls).toEqual([{ country: 'FIN', currency: 'EUR', amount: 30, method: 'trustly' }]);
  });

  it('sends the language code EST for et', () => {
    const { actor, initDeposit } = start({ locale: 'et', loggedIn: false, method: trustly });
    acceptPolicies(actor);
    actor.send({ type: 'amount.changed', value: '30' });
    actor.send({ type: 'submit' });
    expect(initDeposit.calls[0]).toMatchObject({ country: 'EST' });
  });

  it("shows 'not logged in' (115) on a new deposit as country or IP blocked (108)", async () => {
    const { actor, initDeposit } = start({ locale: 'fi', loggedIn: false, method: trustly });
    acceptPolicies(actor);
    actor.send({ type: 'amount.changed', value: '30' });
    actor.send({ type: 'submit' });
    await initDeposit.reject(appError(115));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.108', code: 115 });
  });

  it('a network failure is unexpected', async () => {
    const { actor, initDeposit } = start({ locale: 'fi', loggedIn: false, method: trustly });
    acceptPolicies(actor);
    actor.send({ type: 'amount.changed', value: '30' });
    actor.send({ type: 'submit' });
    await initDeposit.reject(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.unexpected', code: 100 });
  });
});

describe('deposit: presets', () => {
  it('a preset different from the typed amount replaces it without submitting', () => {
    const { actor, initDeposit } = startGuest(trustly);
    actor.send({ type: 'amount.changed', value: '30' });
    actor.send({ type: 'preset.chosen', amount: 100 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.amount).toBe('100');
    expect(initDeposit.calls).toEqual([]);
  });

  it('a preset equal to the typed amount submits at once', () => {
    const { actor, initDeposit } = startGuest(trustly);
    actor.send({ type: 'preset.chosen', amount: 100 });
    actor.send({ type: 'preset.chosen', amount: 100 });
    expect(actor.getSnapshot().value).toBe('initiating');
    expect(initDeposit.calls).toEqual([
      {
        country: 'FIN',
        currency: 'EUR',
        amount: 100,
        method: 'trustly',
        policyChecked: true,
        privacyPolicyChecked: true,
      },
    ]);
  });

  it('a typed "100.00" equals the preset 100', () => {
    const { actor } = startGuest(trustly);
    actor.send({ type: 'amount.changed', value: '100.00' });
    actor.send({ type: 'preset.chosen', amount: 100 });
    expect(actor.getSnapshot().value).toBe('initiating');
  });
});

describe('deposit: validation (spec section 5)', () => {
  it.each([
    ['', { ok: false, error: 'required' }],
    ['19.99', { ok: false, error: 'min', bound: 20 }],
    ['5001', { ok: false, error: 'max', bound: 5000 }],
  ])('%j is refused with %j and nothing is sent', (text, invalid) => {
    const { actor, initDeposit } = startGuest(trustly);
    actor.send({ type: 'amount.changed', value: text });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.invalid).toEqual(invalid);
    expect(initDeposit.calls).toEqual([]);

    actor.send({ type: 'amount.changed', value: '20' });
    expect(actor.getSnapshot().context.invalid).toBeNull();
  });

  it('the field takes numeric decimals of at most 6 characters and ignores anything else', () => {
    const { actor } = startGuest(trustly);
    actor.send({ type: 'amount.changed', value: '1234,5' });
    actor.send({ type: 'amount.changed', value: '1234,56' });
    actor.send({ type: 'amount.changed', value: '12a' });
    expect(actor.getSnapshot().context.amount).toBe('1234,5');
  });

  it('before methods load, 10 and 100000 bound the amount and submitting waits for a method', () => {
    const { actor, initDeposit } = startGuest();
    actor.send({ type: 'amount.changed', value: '9' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.invalid).toEqual({ ok: false, error: 'min', bound: 10 });

    actor.send({ type: 'amount.changed', value: '10' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);

    actor.send({ type: 'method.loaded', method: trustly });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.invalid).toEqual({ ok: false, error: 'min', bound: 20 });
    actor.send({ type: 'amount.changed', value: '20' });
    actor.send({ type: 'submit' });
    expect(initDeposit.calls).toHaveLength(1);
  });
});

describe('deposit: every state is reached', () => {
  it('from the first state by the events of the flow', () => {
    const events = [
      { type: 'policy.toggled', checked: true },
      { type: 'privacyPolicy.toggled', checked: true },
      { type: 'amount.changed', value: '50' },
      { type: 'submit' },
      done('confirmDeposit', { redirectUrl: 'https://pay.example.com' }),
      failed('confirmDeposit', appError(117)),
      done('initDeposit', { token: 't', redirectUrl: 'https://pay.example.com' }),
      failed('initDeposit', appError(115)),
    ];
    const reached = [
      ...reachedStates(depositMachine, events, { locale: 'fi', loggedIn: true, method: trustly }),
      ...reachedStates(depositMachine, events, { locale: 'fi', loggedIn: false, method: trustly }),
    ];
    expect(new Set(reached)).toEqual(new Set(atomicStates(depositMachine)));
  });
});
