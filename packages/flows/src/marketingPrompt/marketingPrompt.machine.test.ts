import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { DAY_MS } from '../rules/constants.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { aPlayer } from '../testing/player.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { marketingPromptMachine, type MarketingPromptEmitted } from './marketingPrompt.machine.ts';

const NOW = Date.UTC(2026, 2, 15, 12);
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function start(player: Schemas['Player'] = aPlayer(), lastPromptTime: number | null = null) {
  const update = fakeCall<Schemas['Player'], PostBody<'/player/updateFields'>>();
  const stored: number[] = [];
  const machine = marketingPromptMachine.provide({
    actors: { updatePlayerFields: update.logic },
    actions: { storeMarketingNotificationTime: (_, { time }) => stored.push(time) },
  });
  const actor = createActor(machine, { input: { player, lastPromptTime } });
  const emitted: MarketingPromptEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, update, stored, emitted, value: () => actor.getSnapshot().value };
}

describe('marketingPromptMachine: whether it shows', () => {
  it.each<[string, Partial<Schemas['Player']>, number | null, string]>([
    ['never shown, no consent, last login known', {}, null, 'shown'],
    ['shown exactly 30 days ago', {}, NOW - 30 * DAY_MS, 'shown'],
    ['shown 29 days ago', {}, NOW - 29 * DAY_MS, 'hidden'],
    ['e-mail consent given', { receiveEmail: true }, null, 'hidden'],
    ['SMS consent given', { receiveSms: true }, null, 'hidden'],
    ['last login unknown', { lastLoginTime: null }, null, 'hidden'],
  ])('%s: %s', (_case, player, lastPromptTime, state) => {
    const { value, stored } = start(aPlayer(player), lastPromptTime);
    expect(value()).toBe(state);
    expect(stored).toEqual(state === 'shown' ? [NOW] : []);
  });
});

describe('marketingPromptMachine: the answer', () => {
  it('accepting sets both consents and reports the player', async () => {
    const { actor, update, value, emitted } = start();
    actor.send({ type: 'accept' });
    actor.send({ type: 'accept' });
    expect(value()).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(update.calls).toEqual([{ receiveSms: true, receiveEmail: true }]);
    const updated = aPlayer({ receiveSms: true, receiveEmail: true });
    await update.resolve(updated);
    expect(value()).toBe('accepted');
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'player.updated', player: updated }]);
  });

  it('dismissing closes it without a call', () => {
    const { actor, update, value } = start();
    actor.send({ type: 'dismiss' });
    expect(value()).toBe('dismissed');
    expect(update.calls).toEqual([]);
  });

  it('shows a failed save, which may be retried or dismissed', async () => {
    const { actor, update, value } = start();
    actor.send({ type: 'accept' });
    await update.reject(appError(115));
    expect(value()).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown.key).toBe('errors.updateFailed');
    actor.send({ type: 'accept' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await update.reject(appError(100));
    actor.send({ type: 'dismiss' });
    expect(value()).toBe('dismissed');
  });

  it('reaches every state', () => {
    const events = [
      { type: 'accept' },
      { type: 'dismiss' },
      done('updatePlayerFields', aPlayer()),
      failed('updatePlayerFields', appError(100)),
    ];
    const reached = new Set([
      ...reachedStates(marketingPromptMachine, events, { player: aPlayer(), lastPromptTime: null }),
      ...reachedStates(marketingPromptMachine, events, { player: aPlayer({ receiveSms: true }), lastPromptTime: null }),
    ]);
    expect([...reached].sort()).toEqual(atomicStates(marketingPromptMachine).filter((state) => state !== 'deciding'));
  });
});
