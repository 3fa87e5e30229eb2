import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { bonusGameMachine, type BonusGameData } from './bonusGame.machine.ts';

const reward: Schemas['BonusGameReward'] = { reference: 'bg-1', type: 'cash', amount: 5, title: '5 €' };
const data: BonusGameData = {
  rounds: [
    { round: 1, completed: true, reward },
    { round: 2, completed: false, reward: null },
  ],
  wagered: 62.5,
  wagerPerRound: 50,
  rewards: [reward],
};
const NOW = Date.UTC(2026, 2, 1, 18, 22, 5);

function start() {
  const loadBonusGame = fakeCall<BonusGameData, { t: number }>();
  const actor = createActor(bonusGameMachine.provide({ actors: { loadBonusGame: loadBonusGame.logic } })).start();
  return { actor, loadBonusGame };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bonusGame', () => {
  it('loads the rounds and rewards with the t timestamp, then shows them', async () => {
    const { actor, loadBonusGame } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadBonusGame.calls).toEqual([{ t: NOW }]);
    actor.send({ type: 'retry' });
    expect(loadBonusGame.calls).toHaveLength(1);

    await loadBonusGame.resolve(data);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.data).toEqual(data);
  });

  it('reload fetches again with a new timestamp, keeping the last answer on screen until the new one', async () => {
    const { actor, loadBonusGame } = start();
    await loadBonusGame.resolve(data);
    vi.setSystemTime(NOW + 60_000);
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadBonusGame.calls[1]).toEqual({ t: NOW + 60_000 });
    expect(actor.getSnapshot().context.data).toEqual(data);
    const later = { ...data, wagered: 75 };
    await loadBonusGame.resolve(later);
    expect(actor.getSnapshot().context.data).toEqual(later);
  });

  it('a failed load shows the error; retry loads again and clears it', async () => {
    const { actor, loadBonusGame } = start();
    await loadBonusGame.reject(appError(115));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.115', code: 115 });
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().value).toBe('loadFailed');

    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadBonusGame.calls).toHaveLength(2);
  });

  it('reaches every state', () => {
    const events = [done('loadBonusGame', data), failed('loadBonusGame', appError(115)), { type: 'retry' }];
    expect(reachedStates(bonusGameMachine, events)).toEqual(atomicStates(bonusGameMachine));
  });
});
