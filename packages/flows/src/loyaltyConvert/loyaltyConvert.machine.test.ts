import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { after, atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { loyaltyConvertMachine, type LoyaltyConvertEmitted } from './loyaltyConvert.machine.ts';

const HELD = 1250;

function start() {
  const convert = fakeCall<Schemas['Loyalty'], PostBody<'/player/convertLoyaltyPoints'>>();
  const actor = createActor(loyaltyConvertMachine.provide({ actors: { convertLoyaltyPoints: convert.logic } }));
  const emitted: LoyaltyConvertEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const typed = (value: string) => {
    actor.send({ type: 'open' });
    actor.send({ type: 'points.changed', value });
  };
  return { actor, convert, emitted, typed, snapshot: () => actor.getSnapshot() };
}

/** The form just opened: nothing typed, no refusal, no notice. */
const EMPTY_FORM = {
  value: { open: { form: 'editing' } },
  context: { points: '', invalid: null, error: null, converted: null },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loyaltyConvert', () => {
  it('starts closed and opens on an empty form', () => {
    const { actor, snapshot } = start();
    expect(snapshot().value).toEqual({ closed: 'idle' });
    actor.send({ type: 'open' });
    expect(snapshot()).toMatchObject(EMPTY_FORM);
  });

  it('takes digits only into the field', () => {
    const { actor, typed, snapshot } = start();
    typed('50');
    expect(snapshot().context.points).toBe('50');
    for (const value of ['5.5', '-1', 'abc', '1000000']) {
      expect(snapshot().can({ type: 'points.changed', value })).toBe(false);
      actor.send({ type: 'points.changed', value });
    }
    expect(snapshot().context.points).toBe('50');
    actor.send({ type: 'points.changed', value: '' });
    expect(snapshot().context.points).toBe('');
  });

  it.each([
    ['', { error: 'required' }],
    ['50', { error: 'min', bound: 100 }],
    ['1300', { error: 'max', bound: 1200 }],
    ['550', { error: 'step', bound: 500 }],
  ])('refuses %j before any request: %j, cleared by typing', (value, invalid) => {
    const { actor, convert, typed, snapshot } = start();
    typed(value);
    actor.send({ type: 'submit', held: HELD });
    expect(snapshot().value).toEqual({ open: { form: 'editing' } });
    expect(snapshot().context.invalid).toEqual(invalid);
    expect(convert.calls).toEqual([]);
    actor.send({ type: 'points.changed', value: '500' });
    expect(snapshot().context.invalid).toBeNull();
  });

  it('converts the typed points: busy, then a success notice for 5 s, the answer told to the app', async () => {
    const { actor, convert, emitted, typed, snapshot } = start();
    typed('500');
    actor.send({ type: 'submit', held: HELD });
    expect(snapshot().value).toEqual({ open: 'submitting' });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(convert.calls).toEqual([{ pointAmount: 500 }]);

    // Nothing changes mid-request: no second submit, no typing, no closing.
    for (const event of [
      { type: 'submit', held: HELD },
      { type: 'points.changed', value: '600' },
      { type: 'close' },
    ] as const) {
      expect(snapshot().can(event)).toBe(false);
      actor.send(event);
    }
    expect(convert.calls).toHaveLength(1);
    expect(snapshot().context.points).toBe('500');

    await convert.resolve({ points: 750 });
    expect(snapshot().value).toEqual({ closed: 'notice' });
    expect(snapshot().hasTag('notice')).toBe(true);
    expect(snapshot().context.converted).toBe(500);
    expect(emitted).toEqual([{ type: 'loyalty.converted', pointAmount: 500, loyalty: { points: 750 } }]);

    vi.advanceTimersByTime(4999);
    expect(snapshot().context.converted).toBe(500);
    vi.advanceTimersByTime(1);
    expect(snapshot().value).toEqual({ closed: 'idle' });
    expect(snapshot().context.converted).toBeNull();
  });

  it('hides the success notice when dismissed, or when the form opens again (emptied)', async () => {
    const { actor, convert, typed, snapshot } = start();
    typed('500');
    actor.send({ type: 'submit', held: HELD });
    await convert.resolve({ points: 750 });
    actor.send({ type: 'notice.dismissed' });
    expect(snapshot().value).toEqual({ closed: 'idle' });
    expect(snapshot().context.converted).toBeNull();

    typed('200');
    actor.send({ type: 'submit', held: 750 });
    await convert.resolve({ points: 550 });
    actor.send({ type: 'open' });
    expect(snapshot()).toMatchObject(EMPTY_FORM);
  });

  it('shows a failure by its code and keeps the form; typing clears it, sending again retries', async () => {
    const { actor, convert, emitted, typed, snapshot } = start();
    typed('500');
    actor.send({ type: 'submit', held: HELD });
    await convert.reject(new Error('offline'));
    expect(snapshot().value).toEqual({ open: { form: 'failed' } });
    expect(snapshot().hasTag('error')).toBe(true);
    expect(snapshot().context.error?.shown).toEqual({ key: 'errors.unexpected', code: 100 });
    expect(snapshot().context.points).toBe('500');
    expect(emitted).toEqual([]);

    actor.send({ type: 'submit', held: HELD });
    expect(snapshot().value).toEqual({ open: 'submitting' });
    expect(snapshot().context.error).toBeNull();
    await convert.reject(appError(100));
    actor.send({ type: 'points.changed', value: '400' });
    expect(snapshot().value).toEqual({ open: { form: 'editing' } });
    expect(snapshot().context.error).toBeNull();
    expect(convert.calls).toEqual([{ pointAmount: 500 }, { pointAmount: 500 }]);
  });

  it('on 195 (more points than held) shows its message and tells the app to reload the points', async () => {
    const { actor, convert, emitted, typed, snapshot } = start();
    typed('1200');
    actor.send({ type: 'submit', held: HELD });
    await convert.reject(appError(195, { field: 'pointAmount' }, 400));
    expect(snapshot().value).toEqual({ open: { form: 'failed' } });
    expect(snapshot().context.error?.shown).toEqual({ key: 'errors.195', code: 195 });
    expect(emitted).toEqual([{ type: 'loyalty.stale' }]);

    // With the points reloaded, the same amount is refused before sending.
    actor.send({ type: 'submit', held: 300 });
    expect(snapshot().value).toEqual({ open: { form: 'editing' } });
    expect(snapshot().context).toMatchObject({ invalid: { error: 'max', bound: 300 }, error: null });
    expect(convert.calls).toHaveLength(1);
  });

  it('closes from the form, dropping what was typed, and from a failure', async () => {
    const { actor, convert, typed, snapshot } = start();
    typed('300');
    actor.send({ type: 'close' });
    expect(snapshot().value).toEqual({ closed: 'idle' });
    actor.send({ type: 'open' });
    expect(snapshot().context.points).toBe('');

    typed('300');
    actor.send({ type: 'submit', held: HELD });
    await convert.reject(appError(195));
    actor.send({ type: 'close' });
    expect(snapshot().value).toEqual({ closed: 'idle' });
    expect(snapshot().hasTag('error')).toBe(false);
  });

  it('ignores what does not belong to a state', () => {
    const { actor, snapshot } = start();
    for (const event of [
      { type: 'close' },
      { type: 'submit', held: HELD },
      { type: 'points.changed', value: '100' },
      { type: 'notice.dismissed' },
    ] as const)
      expect(snapshot().can(event)).toBe(false);
    actor.send({ type: 'open' });
    expect(snapshot().can({ type: 'open' })).toBe(false);
    expect(snapshot().can({ type: 'notice.dismissed' })).toBe(false);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'open' },
      { type: 'points.changed', value: '500' },
      { type: 'submit', held: HELD },
      { type: 'close' },
      { type: 'notice.dismissed' },
      done('convertLoyaltyPoints', { points: 750 }),
      failed('convertLoyaltyPoints', appError(195)),
      after('noticeMs', 'loyaltyConvert.closed.notice'),
    ];
    expect(reachedStates(loyaltyConvertMachine, events)).toEqual(atomicStates(loyaltyConvertMachine));
  });
});
