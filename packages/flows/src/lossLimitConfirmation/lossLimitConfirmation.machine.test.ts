import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { lossLimitConfirmationMachine } from './lossLimitConfirmation.machine.ts';

const raised: Schemas['TrueLimits'] = {
  dailyLoss: { amount: 100, newAmount: 200, increasingToBeConfirmed: true },
  weeklyLoss: { amount: 500, increasingToBeConfirmed: false },
  monthlyLoss: { amount: 1000, newAmount: 3000, increasingToBeConfirmed: true },
};
const settled: Schemas['TrueLimits'] = {
  dailyLoss: { amount: 200, increasingToBeConfirmed: false },
};
const answer: Schemas['Limits'] = { limits: [], trueLimits: settled, depositLimits: [] };

function start() {
  const setLossLimits = fakeCall<Schemas['Limits'], PostBody<'/player/limit/loss'>>();
  const actor = createActor(lossLimitConfirmationMachine.provide({ actors: { setLossLimits: setLossLimits.logic } }));
  const updated: unknown[] = [];
  actor.on('limits.updated', (event) => updated.push(event));
  actor.start();
  return { actor, setLossLimits, updated };
}

function opened() {
  const started = start();
  started.actor.send({ type: 'limits.loaded', trueLimits: raised });
  return started;
}

describe('lossLimitConfirmation', () => {
  it('stays hidden until some limit has increasingToBeConfirmed', () => {
    const { actor } = start();
    for (const trueLimits of [null, undefined, {}, settled]) {
      actor.send({ type: 'limits.loaded', trueLimits });
      expect(actor.getSnapshot().value).toBe('hidden');
    }
    actor.send({ type: 'limits.loaded', trueLimits: raised });
    expect(actor.getSnapshot().value).toEqual({ open: 'asking' });
    expect(actor.getSnapshot().context.periods).toEqual(['daily', 'monthly']);
  });

  it.each([
    ['confirm', 'confirm'],
    ['cancel', 'cancel'],
  ] as const)('%s all sends the list of periods and shows the result', async (event, member) => {
    const { actor, setLossLimits, updated } = opened();
    actor.send({ type: event });
    expect(actor.getSnapshot().value).toEqual({ open: 'submitting' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(setLossLimits.calls).toEqual([{ [member]: ['daily', 'monthly'] }]);

    actor.send({ type: 'confirm' });
    actor.send({ type: 'close' });
    expect(setLossLimits.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ open: 'submitting' });

    await setLossLimits.resolve(answer);
    expect(actor.getSnapshot().value).toEqual({ open: 'result' });
    expect(actor.getSnapshot().context.choice).toBe(event);
    expect(updated).toEqual([{ type: 'limits.updated', limits: answer }]);
  });

  it('shows an error by code and lets the player choose again', async () => {
    const { actor, setLossLimits, updated } = opened();
    actor.send({ type: 'confirm' });
    await setLossLimits.reject(appError(217));
    expect(actor.getSnapshot().value).toEqual({ open: 'asking' });
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.217', code: 217 });
    expect(updated).toEqual([]);

    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(setLossLimits.calls[1]).toEqual({ cancel: ['daily', 'monthly'] });
  });

  it('closing resets; the same pending limits, loaded again, do not reopen it', async () => {
    const { actor, setLossLimits } = opened();
    actor.send({ type: 'confirm' });
    await setLossLimits.resolve(answer);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context).toMatchObject({ choice: null, error: null });

    actor.send({ type: 'limits.loaded', trueLimits: raised });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('a closed modal reopens for other pending periods, or for the same ones after they settled', () => {
    const { actor } = opened();
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('hidden');

    actor.send({ type: 'limits.loaded', trueLimits: { ...raised, monthlyLoss: settled.dailyLoss } });
    expect(actor.getSnapshot().value).toEqual({ open: 'asking' });
    expect(actor.getSnapshot().context.periods).toEqual(['daily']);
    actor.send({ type: 'close' });

    actor.send({ type: 'limits.loaded', trueLimits: settled });
    actor.send({ type: 'limits.loaded', trueLimits: { dailyLoss: raised.dailyLoss } });
    expect(actor.getSnapshot().value).toEqual({ open: 'asking' });
  });

  it('reaches every state', () => {
    const events = [
      { type: 'limits.loaded', trueLimits: raised },
      { type: 'confirm' },
      { type: 'cancel' },
      { type: 'close' },
      done('setLossLimits', answer),
      failed('setLossLimits', appError(217)),
    ];
    expect(reachedStates(lossLimitConfirmationMachine, events)).toEqual(atomicStates(lossLimitConfirmationMachine));
  });
});
