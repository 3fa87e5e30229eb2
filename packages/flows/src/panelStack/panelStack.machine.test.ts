import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { after, atomicStates, reachedStates } from '../testing/reach.ts';
import { panelStackMachine } from './panelStack.machine.ts';

const start = (mobile?: boolean) =>
  createActor(panelStackMachine, { input: mobile === undefined ? {} : { mobile } }).start();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('panelStackMachine: the stack', () => {
  it('starts closed on profile in the desktop dropdown, on main-page in the mobile panel', () => {
    expect(start().getSnapshot()).toMatchObject({ value: 'closed', context: { mobile: false, stack: ['profile'] } });
    expect(start(true).getSnapshot().context).toEqual({ mobile: true, stack: ['main-page'] });
  });

  it('opens on its first page, or with a page above it', () => {
    const plain = start();
    plain.send({ type: 'panel.opened' });
    expect(plain.getSnapshot()).toMatchObject({ value: 'open', context: { stack: ['profile'] } });
    expect(plain.getSnapshot().hasTag('open')).toBe(true);

    const onDeposit = start(true);
    onDeposit.send({ type: 'panel.opened', page: 'deposit' });
    expect(onDeposit.getSnapshot().context.stack).toEqual(['main-page', 'deposit']);
  });

  it('pushes pages and pops them with back, never below the first page', () => {
    const actor = start();
    actor.send({ type: 'panel.opened' });
    actor.send({ type: 'page.pushed', page: 'settings' });
    actor.send({ type: 'page.pushed', page: 'avatar' });
    expect(actor.getSnapshot().context.stack).toEqual(['profile', 'settings', 'avatar']);
    actor.send({ type: 'page.back' });
    expect(actor.getSnapshot().context.stack).toEqual(['profile', 'settings']);
    actor.send({ type: 'page.back' });
    actor.send({ type: 'page.back' });
    expect(actor.getSnapshot().context.stack).toEqual(['profile']);
    expect(actor.getSnapshot().can({ type: 'page.back' })).toBe(false);
  });

  it('does not push the page that already shows', () => {
    const actor = start();
    actor.send({ type: 'panel.opened', page: 'settings' });
    actor.send({ type: 'page.pushed', page: 'settings' });
    actor.send({ type: 'panel.opened', page: 'settings' });
    expect(actor.getSnapshot().context.stack).toEqual(['profile', 'settings']);
    actor.send({ type: 'panel.opened', page: 'deposit' });
    expect(actor.getSnapshot().context.stack).toEqual(['profile', 'settings', 'deposit']);
  });

  it('ignores navigation while closed', () => {
    const actor = start();
    actor.send({ type: 'page.pushed', page: 'settings' });
    actor.send({ type: 'page.back' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { stack: ['profile'] } });
  });
});

describe('panelStackMachine: closing', () => {
  it('hides at once on desktop and resets the stack 500 ms later, not before', () => {
    const actor = start();
    actor.send({ type: 'panel.opened', page: 'settings' });
    actor.send({ type: 'panel.closed' });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().context.stack).toEqual(['profile', 'settings']);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { stack: ['profile'] } });
  });

  it('stays 100 ms on mobile before it hides, then resets 500 ms later', () => {
    const actor = start(true);
    actor.send({ type: 'panel.opened', page: 'withdraw' });
    actor.send({ type: 'panel.closed' });
    expect(actor.getSnapshot().value).toBe('closingMobile');
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    vi.advanceTimersByTime(99);
    expect(actor.getSnapshot().value).toBe('closingMobile');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closing');
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().context.stack).toEqual(['main-page', 'withdraw']);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { stack: ['main-page'] } });
  });

  it('keeps the stack when opened again before the reset', () => {
    const actor = start();
    actor.send({ type: 'panel.opened', page: 'settings' });
    actor.send({ type: 'panel.closed' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'panel.opened' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'open', context: { stack: ['profile', 'settings'] } });

    actor.send({ type: 'panel.closed' });
    actor.send({ type: 'panel.opened', page: 'deposit' });
    expect(actor.getSnapshot().context.stack).toEqual(['profile', 'settings', 'deposit']);
  });

  it('stays open when the mobile panel is opened again within 100 ms', () => {
    const actor = start(true);
    actor.send({ type: 'panel.opened' });
    actor.send({ type: 'panel.closed' });
    actor.send({ type: 'panel.opened' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('open');
  });

  it.each([
    ['open', () => {}],
    ['closingMobile', (actor: ReturnType<typeof start>) => actor.send({ type: 'panel.closed' })],
    [
      'closing',
      (actor: ReturnType<typeof start>) => {
        actor.send({ type: 'panel.closed' });
        vi.advanceTimersByTime(100);
      },
    ],
  ])('a reset from %s hides at once with the first page only, and no timer changes it later', (state, arrange) => {
    const actor = start(true);
    actor.send({ type: 'panel.opened', page: 'withdraw' });
    arrange(actor);
    expect(actor.getSnapshot().value).toBe(state);
    actor.send({ type: 'panel.reset' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { stack: ['main-page'] } });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'panel.opened', page: 'deposit' });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'open', context: { stack: ['main-page', 'deposit'] } });
  });

  it('reaches every state', () => {
    const events = [
      { type: 'panel.opened' },
      { type: 'panel.closed' },
      { type: 'page.pushed', page: 'settings' },
      { type: 'page.back' },
      after('mobileClose', 'panelStack.closingMobile'),
      after('panelReset', 'panelStack.closing'),
    ];
    expect(reachedStates(panelStackMachine, events, { mobile: true })).toEqual(atomicStates(panelStackMachine));
  });
});
