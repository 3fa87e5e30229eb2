import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { bankLoginMachine } from './bankLogin.machine.ts';

const input = { country: 'EST', method: 'trustly' };
const answer: Schemas['DepositInit'] = { token: 'c0ffee42-token', redirectUrl: 'https://bank.example.com/login' };

function start() {
  const initLogin = fakeCall<Schemas['DepositInit'], { country: string; method: string }>();
  const effects: unknown[] = [];
  const machine = bankLoginMachine.provide({
    actors: { initLogin: initLogin.logic },
    actions: {
      recordLogin: (_, record) => effects.push(['recordLogin', record]),
      redirect: (_, params) => effects.push(['redirect', params]),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, initLogin, effects };
}

describe('bankLoginMachine', () => {
  it('waits for start, then calls initLogin with the country and method, busy', () => {
    const { actor, initLogin } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(initLogin.calls).toEqual([]);
    actor.send({ type: 'start' });
    expect(actor.getSnapshot().value).toBe('initializing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(initLogin.calls).toEqual([input]);
  });

  it('records the token with type auth for the session, then redirects', async () => {
    const { actor, initLogin, effects } = start();
    actor.send({ type: 'start' });
    await initLogin.resolve(answer);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([
      ['recordLogin', { type: 'auth', token: 'c0ffee42-token' }],
      ['redirect', { url: 'https://bank.example.com/login' }],
    ]);
  });

  it('does not start twice while the call is under way', () => {
    const { actor, initLogin } = start();
    actor.send({ type: 'start' });
    actor.send({ type: 'start' });
    expect(initLogin.calls).toHaveLength(1);
  });

  it('shows a failure and neither records nor redirects; start tries again', async () => {
    const { actor, initLogin, effects } = start();
    actor.send({ type: 'start' });
    await initLogin.reject(appError(108));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.108', code: 108 });
    expect(effects).toEqual([]);
    actor.send({ type: 'start' });
    expect(initLogin.calls).toHaveLength(2);
  });

  it('reaches every state', () => {
    const events = [{ type: 'start' }, done('initLogin', answer), failed('initLogin', appError(119))];
    expect(reachedStates(bankLoginMachine, events, input)).toEqual(atomicStates(bankLoginMachine));
  });
});
