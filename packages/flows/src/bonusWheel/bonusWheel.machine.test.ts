import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { bonusWheelMachine } from './bonusWheel.machine.ts';

const prize: Schemas['BonusGameReward'] = {
  reference: 'prize-20fs',
  type: 'freeSpins',
  amount: 20,
  title: '20 free spins',
};
const maxPrizes: Schemas['BonusGameReward'][] = [
  { reference: 'prize-100', type: 'bonusMoney', amount: 100, title: '100 € bonus' },
];
const spinResult: Schemas['BonusWheelSpinResult'] = { reference: 'spin-9001', prize, available_spins: 1 };

function start() {
  const getBonusWheelSpins = fakeCall<Schemas['BonusWheelSpins']>();
  const spinBonusWheel = fakeCall<Schemas['BonusWheelSpinResult']>();
  const completeBonusWheel = fakeCall<unknown, PostBody<'/bonuswheel/complete'>>();
  const actor = createActor(
    bonusWheelMachine.provide({
      actors: {
        getBonusWheelSpins: getBonusWheelSpins.logic,
        spinBonusWheel: spinBonusWheel.logic,
        completeBonusWheel: completeBonusWheel.logic,
      },
    }),
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, getBonusWheelSpins, spinBonusWheel, completeBonusWheel, emitted };
}

async function withSpins(spins: Schemas['BonusWheelSpins'] = { available_spins: 2, maxPrizes }) {
  const started = start();
  await started.getBonusWheelSpins.resolve(spins);
  return started;
}

describe('bonusWheel', () => {
  it('loads the spins, spins, shows the prize, completes it and refreshes the spins', async () => {
    const { actor, getBonusWheelSpins, spinBonusWheel, completeBonusWheel, emitted } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await getBonusWheelSpins.resolve({ available_spins: 2, maxPrizes });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ availableSpins: 2, maxPrizes });
    expect(emitted).toEqual([
      { type: 'spins.loaded', spins: { available_spins: 2, maxPrizes } },
      { type: 'bonusGameRewards.changed', rewards: maxPrizes },
    ]);

    actor.send({ type: 'spin' });
    expect(actor.getSnapshot().value).toBe('spinning');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(spinBonusWheel.calls).toHaveLength(1);
    actor.send({ type: 'spin' });
    expect(spinBonusWheel.calls).toHaveLength(1);

    await spinBonusWheel.resolve(spinResult);
    expect(actor.getSnapshot().value).toBe('prizeShown');
    expect(actor.getSnapshot().context).toMatchObject({ result: spinResult, availableSpins: 1 });
    actor.send({ type: 'spin' });
    expect(spinBonusWheel.calls).toHaveLength(1);

    actor.send({ type: 'complete' });
    expect(actor.getSnapshot().value).toBe('completing');
    expect(completeBonusWheel.calls).toEqual([{ reference: 'spin-9001' }]);

    await completeBonusWheel.resolve({ success: true });
    expect(emitted).toContainEqual({ type: 'prize.completed', prize });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(getBonusWheelSpins.calls).toHaveLength(2);
  });

  it('without maxPrizes keeps the prizes it knows and leaves bonusGameRewards alone', async () => {
    const { actor, getBonusWheelSpins, spinBonusWheel, completeBonusWheel, emitted } = await withSpins();
    actor.send({ type: 'spin' });
    await spinBonusWheel.resolve(spinResult);
    actor.send({ type: 'complete' });
    await completeBonusWheel.resolve({ success: true });
    emitted.length = 0;
    await getBonusWheelSpins.resolve({ available_spins: 1 });
    expect(actor.getSnapshot().context.maxPrizes).toEqual(maxPrizes);
    expect(emitted).toEqual([{ type: 'spins.loaded', spins: { available_spins: 1 } }]);
  });

  it('does not spin without spins', async () => {
    const { actor, spinBonusWheel } = await withSpins({ available_spins: 0 });
    expect(actor.getSnapshot().can({ type: 'spin' })).toBe(false);
    actor.send({ type: 'spin' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spinBonusWheel.calls).toEqual([]);
  });

  it('a failed spin shows the error and lets the player spin again', async () => {
    const { actor, spinBonusWheel } = await withSpins();
    actor.send({ type: 'spin' });
    await spinBonusWheel.reject(appError(122));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.122', code: 122 });
    actor.send({ type: 'spin' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(spinBonusWheel.calls).toHaveLength(2);
  });

  it('a failed completion keeps the prize shown to complete again', async () => {
    const { actor, spinBonusWheel, completeBonusWheel, emitted } = await withSpins();
    actor.send({ type: 'spin' });
    await spinBonusWheel.resolve(spinResult);
    actor.send({ type: 'complete' });
    await completeBonusWheel.reject(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('prizeShown');
    expect(actor.getSnapshot().context.error?.shown.key).toBe('errors.unexpected');
    expect(emitted).not.toContainEqual(expect.objectContaining({ type: 'prize.completed' }));
    actor.send({ type: 'complete' });
    expect(completeBonusWheel.calls).toEqual([{ reference: 'spin-9001' }, { reference: 'spin-9001' }]);
  });

  it('a failed load shows the error; retry loads again', async () => {
    const { actor, getBonusWheelSpins } = start();
    await getBonusWheelSpins.reject(appError(115));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(getBonusWheelSpins.calls).toHaveLength(2);
  });

  it('reaches every state', () => {
    const events = [
      done('getBonusWheelSpins', { available_spins: 1 }),
      failed('getBonusWheelSpins', appError(115)),
      { type: 'retry' },
      { type: 'spin' },
      done('spinBonusWheel', spinResult),
      failed('spinBonusWheel', appError(122)),
      { type: 'complete' },
      done('completeBonusWheel', { success: true }),
      failed('completeBonusWheel', appError(100)),
    ];
    expect(reachedStates(bonusWheelMachine, events)).toEqual(atomicStates(bonusWheelMachine));
  });
});
