import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { aPlayer } from '../testing/player.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { loginMachine, type LoginEmitted, type LoginOutput } from './login.machine.ts';

function start() {
  const calls = {
    login: fakeCall<
      unknown,
      { email: string; password: string; policyChecked?: boolean; privacyPolicyChecked?: boolean }
    >(),
    loadActivity: fakeCall<Schemas['Activity']>(),
    loadPlayer: fakeCall<Schemas['Player']>(),
    prefillDeposit: fakeCall<unknown, object>(),
    loadBalance: fakeCall<Schemas['Balance']>(),
  };
  const effects: unknown[] = [];
  const machine = loginMachine.provide({
    actors: {
      login: calls.login.logic,
      loadActivity: calls.loadActivity.logic,
      loadPlayer: calls.loadPlayer.logic,
      prefillDeposit: calls.prefillDeposit.logic,
      loadBalance: calls.loadBalance.logic,
    },
    actions: {
      startSessionTimer: () => effects.push('startSessionTimer'),
      closePanel: () => effects.push('closePanel'),
      navigate: (_, params: LoginOutput) => effects.push(params),
    },
  });
  const actor = createActor(machine);
  const emitted: LoginEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const value = () => actor.getSnapshot().value;
  const fill = (email = 'matti@example.com', password = 'secret1') => {
    actor.send({ type: 'email.changed', value: email });
    actor.send({ type: 'password.changed', value: password });
  };
  return { actor, calls, effects, emitted, value, fill };
}

const activity = (count: number): Schemas['Activity'] => ({ activities: [], count });
const balance: Schemas['Balance'] = {
  balance: 10,
  currency: 'EUR',
  cash: 10,
  promo: 0,
  currentTurnover: 0,
  totalTurnover: 0,
};

describe('loginMachine: the form', () => {
  it('starts on the empty form', () => {
    const { actor, value } = start();
    expect(value()).toEqual({ form: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ email: '', password: '', fieldErrors: {}, error: null });
  });

  it('requires the e-mail and the password and calls nothing without them', () => {
    const { actor, calls, value, fill } = start();
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ form: 'invalid' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'required', password: 'required' });
    fill('matti@example.com', '');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'required' });
    expect(calls.login.calls).toEqual([]);
  });

  it('sends the trimmed e-mail and the password, busy while waiting', () => {
    const { actor, calls, value, fill } = start();
    fill(' matti@example.com ', 'secret1');
    actor.send({ type: 'submit' });
    expect(value()).toBe('loggingIn');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(calls.login.calls).toEqual([{ email: 'matti@example.com', password: 'secret1' }]);
  });

  it('does not send a second login while the first is under way, nor take new field values', () => {
    const { actor, calls, fill } = start();
    fill();
    actor.send({ type: 'submit' });
    actor.send({ type: 'email.changed', value: 'other@example.com' });
    actor.send({ type: 'submit' });
    expect(calls.login.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.email).toBe('matti@example.com');
  });
});

describe('loginMachine: a successful login', () => {
  async function logIn(count: number) {
    const session = start();
    session.fill();
    session.actor.send({ type: 'submit' });
    await session.calls.login.resolve({ success: true });
    expect(session.value()).toEqual({ loadingAccount: 'activity' });
    await session.calls.loadActivity.resolve(activity(count));
    expect(session.value()).toEqual({ loadingAccount: 'player' });
    await session.calls.loadPlayer.resolve(aPlayer({ userId: 5 }));
    expect(session.value()).toEqual({ loadingAccount: 'prefill' });
    expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
    await session.calls.prefillDeposit.resolve({ success: true });
    expect(session.value()).toBe('loadingBalance');
    expect(session.effects).toEqual([]);
    await session.calls.loadBalance.resolve(balance);
    return session;
  }

  it('calls activity, player and prefill-deposit in turn, then the balance; then starts the timer and closes the panel', async () => {
    const { actor, calls, effects, emitted } = await logIn(5);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(calls.prefillDeposit.calls).toEqual([
      {
        address: 'Mannerheimintie',
        houseNumber: '12 B 4',
        phoneNumber: '+358401234567',
        city: 'Helsinki',
        zipCode: '00100',
      },
    ]);
    expect(effects).toEqual(['startSessionTimer', 'closePanel', { destination: 'reload' }]);
    expect(emitted).toEqual([{ type: 'player.loaded', player: aPlayer({ userId: 5 }) }]);
  });

  it.each([
    [0, 'profileLimits'],
    [1, 'profileLimits'],
    [2, 'reload'],
  ])('with activity count %i goes to %s', async (count, destination) => {
    const { actor, effects } = await logIn(count);
    expect(effects.at(-1)).toEqual({ destination });
    expect(actor.getSnapshot().output).toEqual({ destination });
  });

  it('prefills the deposit with the address fields the player has, leaving out the missing ones', async () => {
    const { actor, calls, fill } = start();
    fill();
    actor.send({ type: 'submit' });
    await calls.login.resolve({});
    await calls.loadActivity.resolve(activity(1));
    await calls.loadPlayer.resolve(aPlayer({ address: null, houseNumber: undefined, city: '', phoneNumber: null }));
    expect(calls.prefillDeposit.calls).toEqual([{ zipCode: '00100' }]);
  });

  it('logs in even when the prefill and balance calls fail', async () => {
    const { actor, calls, fill, effects } = start();
    fill();
    actor.send({ type: 'submit' });
    await calls.login.resolve({});
    await calls.loadActivity.resolve(activity(1));
    await calls.loadPlayer.resolve(aPlayer());
    await calls.prefillDeposit.reject(appError(100));
    await calls.loadBalance.reject(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(effects).toEqual(['startSessionTimer', 'closePanel', { destination: 'profileLimits' }]);
  });
});

describe('loginMachine: failures', () => {
  async function failWith(error: unknown) {
    const session = start();
    session.fill();
    session.actor.send({ type: 'submit' });
    await session.calls.login.reject(error);
    return session;
  }

  it('shows the message, code and params of a failed login, and can try again', async () => {
    const { actor, value, calls, emitted } = await failWith(appError(104, { attempts: 2 }));
    expect(value()).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('highlighted')).toBe(false);
    expect(actor.getSnapshot().context.error).toMatchObject({
      errorCode: 104,
      message: 'error 104',
      params: { attempts: 2 },
      shown: { key: 'errors.104', code: 104 },
    });
    expect(emitted).toEqual([]);
    actor.send({ type: 'submit' });
    expect(value()).toBe('loggingIn');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.login.calls).toHaveLength(2);
  });

  it.each([210, 114])('shows %i as the highlighted notice with the activation hint and the end time', async (code) => {
    const { actor, value } = await failWith(appError(code, { expireTimestamp: 1767225600000 }));
    expect(value()).toEqual({ form: 'notActive' });
    expect(actor.getSnapshot().hasTag('highlighted')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({
      key: `errors.${code}`,
      code,
      highlighted: true,
      extraKey: 'errors.activationHint',
      values: { endTime: 1767225600000 },
    });
  });

  it('shows 114 without an end time when params have none', async () => {
    const { actor } = await failWith(appError(114));
    expect(actor.getSnapshot().context.error?.shown.values).toBeUndefined();
  });

  it.each([104, 114, 210, 111])('does not ask for the policies on %i', async (code) => {
    const { actor } = await failWith(appError(code));
    expect(actor.getSnapshot().hasTag('policies')).toBe(false);
    expect(actor.getSnapshot().context.requiredPolicies).toEqual([]);
  });

  it('returns to the form with the error when the activity call fails', async () => {
    const { actor, calls, value, fill, effects } = start();
    fill();
    actor.send({ type: 'submit' });
    await calls.login.resolve({});
    await calls.loadActivity.reject(appError(115));
    expect(value()).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context.error?.errorCode).toBe(115);
    expect(calls.loadPlayer.calls).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('returns to the form with the error when the player call fails', async () => {
    const { actor, calls, value, fill } = start();
    fill();
    actor.send({ type: 'submit' });
    await calls.login.resolve({});
    await calls.loadActivity.resolve(activity(3));
    await calls.loadPlayer.reject(new TypeError('Failed to fetch'));
    expect(value()).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context.error).toMatchObject({ errorCode: 100, message: 'Failed to fetch' });
    expect(calls.prefillDeposit.calls).toEqual([]);
  });
});

describe('loginMachine: terms and privacy policy not accepted (155, 214, 215)', () => {
  const email = 'matti@example.com';
  const password = 'secret1';

  async function refusedWith(code: number) {
    const session = start();
    session.fill(email, password);
    session.actor.send({ type: 'submit' });
    await session.calls.login.reject(appError(code));
    return session;
  }

  it.each([
    [214, ['policyChecked']],
    [215, ['privacyPolicyChecked']],
    [155, ['policyChecked', 'privacyPolicyChecked']],
  ])('shows the boxes on %i, asking for %j', async (code, required) => {
    const { actor, value } = await refusedWith(code);
    expect(value()).toEqual({ form: 'policies' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('policies')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.hasTag('highlighted')).toBe(false);
    expect(snapshot.context).toMatchObject({
      requiredPolicies: required,
      policyChecked: false,
      privacyPolicyChecked: false,
      fieldErrors: {},
      error: { errorCode: code, shown: { key: `errors.${code}`, code } },
    });
  });

  it('takes the boxes as they are toggled', async () => {
    const { actor } = await refusedWith(155);
    actor.send({ type: 'policy.toggled', checked: true });
    expect(actor.getSnapshot().context).toMatchObject({ policyChecked: true, privacyPolicyChecked: false });
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    expect(actor.getSnapshot().context).toMatchObject({ policyChecked: true, privacyPolicyChecked: true });
    actor.send({ type: 'policy.toggled', checked: false });
    expect(actor.getSnapshot().context).toMatchObject({ policyChecked: false, privacyPolicyChecked: true });
  });

  it('refuses a submit on 214 until the terms are checked, then sends both flags', async () => {
    const { actor, calls, value } = await refusedWith(214);
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ form: 'policies' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ policyChecked: 'notAccepted' });
    expect(calls.login.calls).toHaveLength(1);
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(value()).toBe('loggingIn');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: null });
    expect(calls.login.calls[1]).toEqual({ email, password, policyChecked: true, privacyPolicyChecked: false });
    await calls.login.resolve({ success: true });
    expect(value()).toEqual({ loadingAccount: 'activity' });
  });

  it('refuses a submit on 215 until the privacy policy is checked; the terms box is not required', async () => {
    const { actor, calls, value } = await refusedWith(215);
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ form: 'policies' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ privacyPolicyChecked: 'notAccepted' });
    actor.send({ type: 'policy.toggled', checked: false });
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(calls.login.calls[1]).toEqual({ email, password, policyChecked: false, privacyPolicyChecked: true });
  });

  it('requires both boxes on 155', async () => {
    const { actor, calls, value } = await refusedWith(155);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      policyChecked: 'notAccepted',
      privacyPolicyChecked: 'notAccepted',
    });
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ form: 'policies' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ policyChecked: 'notAccepted' });
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(calls.login.calls[1]).toEqual({ email, password, policyChecked: true, privacyPolicyChecked: true });
  });

  it('refuses again when a checked box is unchecked', async () => {
    const { actor, calls, value } = await refusedWith(214);
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'policy.toggled', checked: false });
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ form: 'policies' });
    expect(calls.login.calls).toHaveLength(1);
  });

  it('stays on the policies form with the field error when the e-mail is emptied there', async () => {
    const { actor, calls, value } = await refusedWith(214);
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'email.changed', value: ' ' });
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ form: 'policies' });
    expect(actor.getSnapshot().hasTag('policies')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'required' });
    expect(calls.login.calls).toHaveLength(1);
  });

  it('asks for both when 215 follows 214, keeping the terms box checked', async () => {
    const { actor, calls, value } = await refusedWith(214);
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    await calls.login.reject(appError(215));
    expect(value()).toEqual({ form: 'policies' });
    expect(actor.getSnapshot().context).toMatchObject({
      requiredPolicies: ['policyChecked', 'privacyPolicyChecked'],
      policyChecked: true,
      error: { errorCode: 215 },
    });
    actor.send({ type: 'policy.toggled', checked: false });
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ policyChecked: 'notAccepted' });
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(calls.login.calls[2]).toEqual({ email, password, policyChecked: true, privacyPolicyChecked: true });
  });

  it('keeps sending the accepted flags after a later failure of another kind', async () => {
    const { actor, calls, value } = await refusedWith(214);
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    await calls.login.reject(appError(104));
    expect(value()).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().hasTag('policies')).toBe(false);
    actor.send({ type: 'submit' });
    expect(calls.login.calls[2]).toEqual({ email, password, policyChecked: true, privacyPolicyChecked: false });
  });

  it('ignores the boxes outside the policies form: before any refusal, while logging in and after another failure', async () => {
    const { actor, calls, fill } = start();
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    fill();
    actor.send({ type: 'submit' });
    actor.send({ type: 'policy.toggled', checked: true });
    expect(actor.getSnapshot().context).toMatchObject({ policyChecked: false, privacyPolicyChecked: false });
    expect(calls.login.calls).toEqual([{ email, password }]);
    await calls.login.reject(appError(104));
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    expect(actor.getSnapshot().context).toMatchObject({ policyChecked: false, privacyPolicyChecked: false });
    actor.send({ type: 'submit' });
    expect(calls.login.calls[1]).toEqual({ email, password });
  });

  it('does not call twice while the accepted login is under way', async () => {
    const { actor, calls } = await refusedWith(214);
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    actor.send({ type: 'policy.toggled', checked: false });
    actor.send({ type: 'submit' });
    expect(calls.login.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.policyChecked).toBe(true);
  });
});

describe('loginMachine: every state is reachable', () => {
  it('by the events of the spec', () => {
    const events = [
      { type: 'submit' },
      { type: 'email.changed', value: 'a@b.fi' },
      { type: 'password.changed', value: 'secret1' },
      done('login'),
      failed('login', appError(104)),
      failed('login', appError(114)),
      failed('login', appError(214)),
      { type: 'policy.toggled', checked: true },
      done('loadActivity', activity(1)),
      done('loadPlayer', aPlayer()),
      done('prefillDeposit'),
      done('loadBalance', balance),
    ];
    expect(reachedStates(loginMachine, events)).toEqual(atomicStates(loginMachine));
  });
});
