import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { pendingWithdrawalsMachine } from './pendingWithdrawals.machine.ts';

function start() {
  const cancelWithdraw = fakeCall<unknown, PostBody<'/payment/cancelWithdraw'>>();
  const actor = createActor(pendingWithdrawalsMachine.provide({ actors: { cancelWithdraw: cancelWithdraw.logic } }));
  const cancelled: unknown[] = [];
  actor.on('withdrawal.cancelled', (event) => cancelled.push(event));
  actor.start();
  return { actor, cancelWithdraw, cancelled };
}

describe('pendingWithdrawals', () => {
  it('cancels one withdrawal by its reference, reports it, and back returns to the list', async () => {
    const { actor, cancelWithdraw, cancelled } = start();
    expect(actor.getSnapshot().value).toBe('list');
    actor.send({ type: 'cancel', reference: 'wd-1' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(cancelWithdraw.calls).toEqual([{ reference: 'wd-1' }]);

    actor.send({ type: 'cancel', reference: 'wd-2' });
    expect(cancelWithdraw.calls).toHaveLength(1);

    await cancelWithdraw.resolve({ success: true });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(cancelled).toEqual([{ type: 'withdrawal.cancelled', reference: 'wd-1' }]);

    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context).toEqual({ reference: null, error: null });
  });

  it('shows a failure by code and reports nothing; back clears it', async () => {
    const { actor, cancelWithdraw, cancelled } = start();
    actor.send({ type: 'cancel', reference: 'wd-1' });
    await cancelWithdraw.reject(appError(232));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.232', code: 232 });
    expect(cancelled).toEqual([]);

    actor.send({ type: 'back' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("cancels another row from a result, which clears the result's error", async () => {
    const { actor, cancelWithdraw, cancelled } = start();
    actor.send({ type: 'cancel', reference: 'wd-1' });
    await cancelWithdraw.reject(appError(195));
    expect(actor.getSnapshot().value).toBe('failed');

    actor.send({ type: 'cancel', reference: 'wd-2' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    expect(actor.getSnapshot().context).toEqual({ reference: 'wd-2', error: null });
    await cancelWithdraw.resolve({ success: true });
    expect(actor.getSnapshot().value).toBe('cancelled');

    actor.send({ type: 'cancel', reference: 'wd-3' });
    expect(actor.getSnapshot().value).toBe('cancelling');
    await cancelWithdraw.resolve({ success: true });
    expect(cancelWithdraw.calls).toEqual([{ reference: 'wd-1' }, { reference: 'wd-2' }, { reference: 'wd-3' }]);
    expect(cancelled).toEqual([
      { type: 'withdrawal.cancelled', reference: 'wd-2' },
      { type: 'withdrawal.cancelled', reference: 'wd-3' },
    ]);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'cancel', reference: 'wd-1' },
      done('cancelWithdraw', { success: true }),
      failed('cancelWithdraw', appError(232)),
      { type: 'back' },
    ];
    expect(reachedStates(pendingWithdrawalsMachine, events)).toEqual(atomicStates(pendingWithdrawalsMachine));
  });
});
