import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { bonusGameMachine, type BonusGameData } from './bonusGame.machine.ts';

const reward: Schemas['BonusGameReward'] = { reference: 'bg-1', type: 'cash', amount: 5, title: '5 €' };
const rounds: Schemas['BonusGameRound'][] = [
  { round: 1, completed: true, reward },
  { round: 2, completed: false, reward: null },
  { round: 3, completed: false, reward: null },
];
const NOW = Date.UTC(2026, 2, 1, 18, 22, 5);

function start() {
  const loadBonusGame = fakeCall<BonusGameData, { t: number }>();
  const actor = createActor(bonusGameMachine.provide({ actors: { loadBonusGame: loadBonusGame.logic } })).start();
  return { actor, loadBonusGame };
}

async function loaded(withRounds = rounds) {
  const started = start();
  await started.loadBonusGame.resolve({ rounds: withRounds, rewards: [reward] });
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bonusGame', () => {
  it('loads rounds and rewards with the t timestamp, steps through the rounds, then shows the rewards', async () => {
    const { actor, loadBonusGame } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(loadBonusGame.calls).toEqual([{ t: NOW }]);
    actor.send({ type: 'next' });

    await loadBonusGame.resolve({ rounds, rewards: [reward] });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context).toMatchObject({ rounds, rewards: [reward], roundIndex: 0 });

    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().context.roundIndex).toBe(2);
    expect(actor.getSnapshot().value).toBe('playing');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('rewards');
    actor.send({ type: 'next' });
    expect(actor.getSnapshot().value).toBe('rewards');
  });

  it('with no rounds goes straight to the rewards', async () => {
    const { actor } = await loaded([]);
    expect(actor.getSnapshot().value).toBe('rewards');
  });

  it('reload fetches again with a new timestamp and starts from the first round', async () => {
    const { actor, loadBonusGame } = await loaded();
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    actor.send({ type: 'next' });
    vi.setSystemTime(NOW + 60_000);
    actor.send({ type: 'reload' });
    expect(loadBonusGame.calls[1]).toEqual({ t: NOW + 60_000 });
    await loadBonusGame.resolve({ rounds, rewards: [] });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context).toMatchObject({ roundIndex: 0, rewards: [] });
  });

  it('a failed load shows the error; retry loads again', async () => {
    const { actor, loadBonusGame } = start();
    await loadBonusGame.reject(appError(115));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.115', code: 115 });

    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(loadBonusGame.calls).toHaveLength(2);
  });

  it('reaches every state', () => {
    const events = [
      done('loadBonusGame', { rounds, rewards: [reward] }),
      failed('loadBonusGame', appError(115)),
      { type: 'next' },
      { type: 'retry' },
    ];
    expect(reachedStates(bonusGameMachine, events)).toEqual(atomicStates(bonusGameMachine));
  });
});
