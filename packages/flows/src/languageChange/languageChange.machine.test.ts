import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import type { Locale } from '../rules/locale.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { languageChangeMachine } from './languageChange.machine.ts';

function start(locale?: Locale) {
  const changeLanguage = fakeCall<unknown, PostBody<'/player/changeLanguage'>>();
  const effects: unknown[] = [];
  const machine = languageChangeMachine.provide({
    actors: { changeLanguage: changeLanguage.logic },
    actions: {
      showLocale: (_, params) => effects.push(['showLocale', params.locale]),
      goHome: (_, params) => effects.push(['goHome', params.locale]),
    },
  });
  const actor = createActor(machine, { input: locale ? { locale } : undefined }).start();
  return { actor, changeLanguage, effects, value: () => actor.getSnapshot().value };
}

describe('languageChangeMachine', () => {
  it('starts in Finnish by default', () => {
    expect(start().actor.getSnapshot().context.locale).toBe('fi');
  });

  it.each(['en', 'et'] as const)('switches a logged-in player to %s and sends it', async (locale) => {
    const { actor, changeLanguage, effects, value } = start('fi');
    actor.send({ type: 'language.chosen', locale, loggedIn: true });
    expect(effects).toEqual([['showLocale', locale]]);
    expect(value()).toBe('changing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(changeLanguage.calls).toEqual([{ language: locale }]);
    await changeLanguage.resolve({ success: true });
    expect(value()).toBe('idle');
    expect(actor.getSnapshot().context.locale).toBe(locale);
    expect(effects).toHaveLength(1);
  });

  it('switches a visitor without a call', () => {
    const { actor, changeLanguage, effects, value } = start('et');
    actor.send({ type: 'language.chosen', locale: 'fi', loggedIn: false });
    expect(value()).toBe('idle');
    expect(effects).toEqual([['showLocale', 'fi']]);
    expect(changeLanguage.calls).toEqual([]);
  });

  it('goes home when the call fails', async () => {
    const { actor, changeLanguage, effects, value } = start('fi');
    actor.send({ type: 'language.chosen', locale: 'en', loggedIn: true });
    await changeLanguage.reject(appError(115));
    expect(value()).toBe('idle');
    expect(effects).toEqual([
      ['showLocale', 'en'],
      ['goHome', 'en'],
    ]);
  });

  it('ignores the current locale, unsupported ones, and choices while the call runs', () => {
    const { actor, changeLanguage, effects } = start('fi');
    actor.send({ type: 'language.chosen', locale: 'fi', loggedIn: true });
    actor.send({ type: 'language.chosen', locale: 'sv' as Locale, loggedIn: true });
    expect(effects).toEqual([]);
    actor.send({ type: 'language.chosen', locale: 'en', loggedIn: true });
    actor.send({ type: 'language.chosen', locale: 'et', loggedIn: true });
    expect(changeLanguage.calls).toEqual([{ language: 'en' }]);
    expect(effects).toEqual([['showLocale', 'en']]);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'language.chosen', locale: 'en', loggedIn: true },
      done('changeLanguage'),
      failed('changeLanguage', appError(100)),
    ];
    expect(reachedStates(languageChangeMachine, events)).toEqual(atomicStates(languageChangeMachine));
  });
});
