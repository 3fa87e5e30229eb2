import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { aPlayer } from '../testing/player.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { profileEditMachine, type ProfileEditEmitted } from './profileEdit.machine.ts';

type Player = Schemas['Player'];

function start(player: Player = aPlayer()) {
  const calls = {
    validateNickName: fakeCall<unknown, PostBody<'/player/nickname'>>(),
    validateEmail: fakeCall<unknown, PostBody<'/player/email'>>(),
    updatePlayerFields: fakeCall<Player, PostBody<'/player/updateFields'>>(),
    updatePassword: fakeCall<unknown, PostBody<'/player/updatePassword'>>(),
  };
  const machine = profileEditMachine.provide({
    actors: {
      validateNickName: calls.validateNickName.logic,
      validateEmail: calls.validateEmail.logic,
      updatePlayerFields: calls.updatePlayerFields.logic,
      updatePassword: calls.updatePassword.logic,
    },
  });
  const actor = createActor(machine, { input: { player } });
  const emitted: ProfileEditEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const region = (name: 'nickname' | 'email' | 'password') => actor.getSnapshot().value[name];
  const passwords = (oldPassword: string, password: string, confirmPassword = password) => {
    actor.send({ type: 'password.changed', field: 'oldPassword', value: oldPassword });
    actor.send({ type: 'password.changed', field: 'password', value: password });
    actor.send({ type: 'password.changed', field: 'confirmPassword', value: confirmPassword });
  };
  return { actor, calls, emitted, region, passwords };
}

describe('profileEditMachine: the nickname', () => {
  it('starts with the player nickname, every section editing', () => {
    const { actor, region } = start();
    expect(actor.getSnapshot().context.nickname).toBe('Lucky7');
    expect([region('nickname'), region('email'), region('password')]).toEqual(['editing', 'editing', 'editing']);
  });

  it('is validated by the server first, then saved, and the updated player reported', async () => {
    const { actor, calls, region, emitted } = start();
    actor.send({ type: 'nickname.changed', value: ' Lucky8 ' });
    actor.send({ type: 'nickname.submit' });
    expect(region('nickname')).toBe('validating');
    expect(actor.getSnapshot().hasTag('nickname.busy')).toBe(true);
    expect(calls.validateNickName.calls).toEqual([{ nickname: 'Lucky8' }]);
    expect(calls.updatePlayerFields.calls).toEqual([]);
    await calls.validateNickName.resolve({});
    expect(region('nickname')).toBe('saving');
    expect(calls.updatePlayerFields.calls).toEqual([{ nickName: 'Lucky8' }]);
    await calls.updatePlayerFields.resolve(aPlayer({ nickName: 'Lucky8' }));
    expect(region('nickname')).toBe('saved');
    expect(emitted).toEqual([{ type: 'player.updated', player: aPlayer({ nickName: 'Lucky8' }) }]);
    actor.send({ type: 'nickname.changed', value: 'Lucky9' });
    expect(region('nickname')).toBe('editing');
  });

  it('is not sent empty, nor twice, and typing while it is sent is ignored', () => {
    const { actor, calls, region } = start(aPlayer({ nickName: null }));
    actor.send({ type: 'nickname.submit' });
    expect(region('nickname')).toBe('editing');
    actor.send({ type: 'nickname.changed', value: 'Lucky8' });
    actor.send({ type: 'nickname.submit' });
    actor.send({ type: 'nickname.submit' });
    actor.send({ type: 'nickname.changed', value: 'Other' });
    expect(calls.validateNickName.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.nickname).toBe('Lucky8');
  });

  it.each([
    ['the validation', 'validateNickName'],
    ['the save', 'updatePlayerFields'],
  ] as const)('shows updateFailed when %s fails, and can retry', async (_case, call) => {
    const { actor, calls, region } = start();
    actor.send({ type: 'nickname.submit' });
    if (call === 'updatePlayerFields') await calls.validateNickName.resolve({});
    await calls[call].reject(appError(180));
    expect(region('nickname')).toBe('failed');
    expect(actor.getSnapshot().hasTag('nickname.error')).toBe(true);
    expect(actor.getSnapshot().context.errors.nickname?.shown).toEqual({ key: 'errors.updateFailed', code: 180 });
    actor.send({ type: 'nickname.submit' });
    expect(region('nickname')).toBe('validating');
    expect(actor.getSnapshot().context.errors.nickname).toBeNull();
  });

  it('returns from a failure to editing when typed into', async () => {
    const { actor, calls, region } = start();
    actor.send({ type: 'nickname.submit' });
    await calls.validateNickName.reject(appError(180));
    actor.send({ type: 'nickname.changed', value: 'Lucky10' });
    expect(region('nickname')).toBe('editing');
    expect(actor.getSnapshot().context.nickname).toBe('Lucky10');
  });
});

describe('profileEditMachine: the e-mail', () => {
  it('cannot be submitted until it is well formed', () => {
    const { actor, calls, region } = start();
    actor.send({ type: 'email.changed', value: 'matti@' });
    expect(actor.getSnapshot().can({ type: 'email.submit' })).toBe(false);
    actor.send({ type: 'email.submit' });
    expect(region('email')).toBe('editing');
    expect(calls.validateEmail.calls).toEqual([]);
    actor.send({ type: 'email.changed', value: 'matti@casino.fi' });
    expect(actor.getSnapshot().can({ type: 'email.submit' })).toBe(true);
  });

  it('is validated by the server, then updated', async () => {
    const { actor, calls, region, emitted } = start();
    actor.send({ type: 'email.changed', value: ' new@casino.fi ' });
    actor.send({ type: 'email.submit' });
    expect(actor.getSnapshot().hasTag('email.busy')).toBe(true);
    expect(calls.validateEmail.calls).toEqual([{ email: 'new@casino.fi' }]);
    await calls.validateEmail.resolve({});
    expect(calls.updatePlayerFields.calls).toEqual([{ email: 'new@casino.fi' }]);
    await calls.updatePlayerFields.resolve(aPlayer({ email: 'new@casino.fi' }));
    expect(region('email')).toBe('saved');
    expect(emitted).toHaveLength(1);
    actor.send({ type: 'email.changed', value: 'x' });
    expect(region('email')).toBe('editing');
  });

  it('shows the status text of a 429 on validation', async () => {
    const { actor, calls, region } = start();
    actor.send({ type: 'email.submit' });
    await calls.validateEmail.reject({ status: 429, statusText: 'Too Many Requests' });
    expect(region('email')).toBe('failed');
    expect(actor.getSnapshot().hasTag('email.error')).toBe(true);
    expect(actor.getSnapshot().context.errors.email?.shown).toEqual({
      key: 'errors.429',
      code: 429,
      values: { statusText: 'Too Many Requests' },
    });
    actor.send({ type: 'email.submit' });
    expect(region('email')).toBe('validating');
  });

  it('shows updateFailed when the update fails; typing returns to editing', async () => {
    const { actor, calls, region } = start();
    actor.send({ type: 'email.submit' });
    await calls.validateEmail.resolve({});
    await calls.updatePlayerFields.reject(appError(100));
    expect(actor.getSnapshot().context.errors.email?.shown.key).toBe('errors.updateFailed');
    actor.send({ type: 'email.changed', value: 'a@b.fi' });
    expect(region('email')).toBe('editing');
  });
});

describe('profileEditMachine: the password', () => {
  it('checks old, new and confirm before sending', () => {
    const { actor, calls, region, passwords } = start();
    passwords('old', 'newpass1', 'newpass2');
    actor.send({ type: 'password.submit' });
    expect(region('password')).toBe('invalid');
    expect(actor.getSnapshot().hasTag('password.error')).toBe(true);
    expect(actor.getSnapshot().context.passwordErrors).toEqual({
      oldPassword: 'passwordInvalid',
      confirmPassword: 'passwordMismatch',
    });
    expect(calls.updatePassword.calls).toEqual([]);
    actor.send({ type: 'password.changed', field: 'oldPassword', value: 'oldpass1' });
    expect(region('password')).toBe('editing');
  });

  it('changes the password and clears the fields', async () => {
    const { actor, calls, region, passwords } = start();
    passwords('oldpass1', 'newpass1');
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().hasTag('password.busy')).toBe(true);
    expect(calls.updatePassword.calls).toEqual([
      { oldPassword: 'oldpass1', password: 'newpass1', confirmPassword: 'newpass1' },
    ]);
    await calls.updatePassword.resolve({ success: true });
    expect(region('password')).toBe('changed');
    expect(actor.getSnapshot().context.passwords).toEqual({ oldPassword: '', password: '', confirmPassword: '' });
    passwords('a', 'b');
    expect(region('password')).toBe('editing');
  });

  it('refuses the change button while the wrong-old-password error shows, until a field changes', async () => {
    const { actor, calls, region, passwords } = start();
    passwords('oldpass1', 'newpass1');
    actor.send({ type: 'password.submit' });
    await calls.updatePassword.reject(appError(109));
    expect(region('password')).toBe('wrongOldPassword');
    expect(actor.getSnapshot().context.errors.password?.shown).toEqual({ key: 'errors.wrongOldPassword', code: 109 });
    expect(actor.getSnapshot().can({ type: 'password.submit' })).toBe(false);
    actor.send({ type: 'password.submit' });
    expect(calls.updatePassword.calls).toHaveLength(1);
    actor.send({ type: 'password.changed', field: 'oldPassword', value: 'oldpass2' });
    expect(region('password')).toBe('editing');
    expect(actor.getSnapshot().context.errors.password).toBeNull();
  });

  it('sends a new password of 6 characters (the one password rule: minimum 6)', async () => {
    const { actor, calls, region, passwords } = start();
    passwords('abc123', 'xyz789');
    actor.send({ type: 'password.submit' });
    expect(region('password')).toBe('saving');
    expect(calls.updatePassword.calls).toEqual([
      { oldPassword: 'abc123', password: 'xyz789', confirmPassword: 'xyz789' },
    ]);
  });

  it.each([
    ['5 characters', 'abc12'],
    ['a symbol outside the set', 'abc12<'],
  ])('refuses a new password of %s', (_case, password) => {
    const { actor, calls, region, passwords } = start();
    passwords('oldpass1', password);
    actor.send({ type: 'password.submit' });
    expect(region('password')).toBe('invalid');
    expect(actor.getSnapshot().context.passwordErrors).toEqual({
      password: 'passwordInvalid',
      confirmPassword: 'passwordInvalid',
    });
    expect(calls.updatePassword.calls).toEqual([]);
  });

  it('shows 104 on the new password as the password validation message (spec 8)', async () => {
    const { actor, calls, region, passwords } = start();
    passwords('oldpass1', 'newpass1');
    actor.send({ type: 'password.submit' });
    await calls.updatePassword.reject(appError(104));
    expect(region('password')).toBe('failed');
    expect(actor.getSnapshot().context.errors.password?.shown).toEqual({ key: 'errors.passwordValidation', code: 104 });
  });

  it('shows another failure and may send again', async () => {
    const { actor, calls, region, passwords } = start();
    passwords('oldpass1', 'newpass1');
    actor.send({ type: 'password.submit' });
    await calls.updatePassword.reject(new TypeError('Failed to fetch'));
    expect(region('password')).toBe('failed');
    expect(actor.getSnapshot().context.errors.password?.errorCode).toBe(100);
    actor.send({ type: 'password.submit' });
    expect(region('password')).toBe('saving');
    expect(calls.updatePassword.calls).toHaveLength(2);
    await calls.updatePassword.reject(appError(100));
    actor.send({ type: 'password.changed', field: 'password', value: 'newpass2' });
    expect(region('password')).toBe('editing');
    expect(actor.getSnapshot().context.errors.password).toBeNull();
  });
});

describe('profileEditMachine: the user data fields', () => {
  it('tracks which are empty, with no save', () => {
    const { actor, calls } = start(aPlayer({ address: null, city: '' }));
    expect(actor.getSnapshot().context.filled).toEqual({
      firstName: true,
      lastName: true,
      address: false,
      zipCode: true,
      city: false,
    });
    actor.send({ type: 'details.changed', field: 'city', value: 'Espoo' });
    actor.send({ type: 'details.changed', field: 'firstName', value: ' ' });
    expect(actor.getSnapshot().context.details.city).toBe('Espoo');
    expect(actor.getSnapshot().context.filled).toMatchObject({ city: true, firstName: false });
    expect(calls.updatePlayerFields.calls).toEqual([]);
  });
});

describe('profileEditMachine: every state is reachable', () => {
  it('by the events of each section', () => {
    const events = [
      { type: 'nickname.submit' },
      { type: 'email.submit' },
      { type: 'password.submit' },
      done('validateNickName'),
      failed('validateNickName', appError(180)),
      done('saveNickName', aPlayer()),
      done('validateEmail'),
      failed('validateEmail', appError(180)),
      done('saveEmail', aPlayer()),
      done('updatePassword'),
      failed('updatePassword', appError(109)),
      failed('updatePassword', appError(100)),
    ];
    const input = { player: aPlayer() };
    const validPasswords = profileEditMachine.provide({ guards: { passwordsValid: () => true } });
    const reached = new Set([
      ...reachedStates(profileEditMachine, events, input),
      ...reachedStates(validPasswords, events, input),
    ]);
    // The details region has no sub-states: its state value is empty, so only the other regions are listed.
    expect([...reached].sort()).toEqual(atomicStates(profileEditMachine).filter((state) => state !== 'details'));
  });
});
