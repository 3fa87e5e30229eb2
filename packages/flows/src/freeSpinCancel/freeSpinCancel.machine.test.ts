import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { after, atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { freeSpinCancelMachine } from './freeSpinCancel.machine.ts';

const cancellable = { freeSpinsBonusId: 77, cancellable: true };

function start() {
  const cancelFreeSpins = fakeCall<unknown, PostBody<'/player/bonuses/freeSpins/cancel'>>();
  const actor = createActor(freeSpinCancelMachine.provide({ actors: { cancelFreeSpins: cancelFreeSpins.logic } }));
  const reloads: unknown[] = [];
  actor.on('freeSpins.reload', (event) => reloads.push(event));
  actor.start();
  return { actor, cancelFreeSpins, reloads };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('freeSpinCancel', () => {
  it('shows the spinner, then the success notice for 5 s, and reloads the list to page 1', async () => {
    const { actor, cancelFreeSpins, reloads } = start();
    actor.send({ type: 'cancel', bonus: cancellable });
    expect(actor.getSnapshot().value).toBe('cancelling');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(cancelFreeSpins.calls).toEqual([{ freeSpinsBonusId: 77 }]);

    actor.send({ type: 'cancel', bonus: { freeSpinsBonusId: 78, cancellable: true } });
    expect(cancelFreeSpins.calls).toHaveLength(1);

    await cancelFreeSpins.resolve({ success: true });
    expect(actor.getSnapshot().value).toEqual({ ready: 'notice' });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'success', key: 'notices.cancelActiveBonus' });
    expect(reloads).toEqual([{ type: 'freeSpins.reload', page: 1 }]);

    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('shows the error by code for 5 s and reloads the list to page 1 too', async () => {
    const { actor, cancelFreeSpins, reloads } = start();
    actor.send({ type: 'cancel', bonus: cancellable });
    await cancelFreeSpins.reject(appError(122));
    expect(actor.getSnapshot().context.notice).toMatchObject({
      kind: 'failed',
      error: { shown: { key: 'errors.122', code: 122 } },
    });
    expect(reloads).toEqual([{ type: 'freeSpins.reload', page: 1 }]);
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('does not cancel a bonus that is not cancellable', () => {
    const { actor, cancelFreeSpins } = start();
    const fixed = { freeSpinsBonusId: 5, cancellable: false };
    expect(actor.getSnapshot().can({ type: 'cancel', bonus: fixed })).toBe(false);
    actor.send({ type: 'cancel', bonus: fixed });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(cancelFreeSpins.calls).toEqual([]);
  });

  it('another cancel while a notice shows starts over', async () => {
    const { actor, cancelFreeSpins } = start();
    actor.send({ type: 'cancel', bonus: cancellable });
    await cancelFreeSpins.resolve({ success: true });
    actor.send({ type: 'cancel', bonus: { freeSpinsBonusId: 78, cancellable: true } });
    expect(actor.getSnapshot().value).toBe('cancelling');
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(cancelFreeSpins.calls[1]).toEqual({ freeSpinsBonusId: 78 });
  });

  it('reaches every state', () => {
    const events = [
      { type: 'cancel', bonus: cancellable },
      done('cancelFreeSpins', { success: true }),
      failed('cancelFreeSpins', appError(122)),
      after('noticeMs', 'freeSpinCancel.ready.notice'),
    ];
    expect(reachedStates(freeSpinCancelMachine, events)).toEqual(atomicStates(freeSpinCancelMachine));
  });
});
