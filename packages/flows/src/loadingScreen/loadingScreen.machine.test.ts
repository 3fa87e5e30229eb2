import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LAYOUT_LOADS, loadingScreenMachine } from './loadingScreen.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const finishAll = (actor: ReturnType<typeof createActor<typeof loadingScreenMachine>>, loads: readonly string[]) => {
  for (const load of loads) actor.send({ type: 'load.finished', load });
};

describe('loadingScreenMachine', () => {
  it('waits for every layout load by default', () => {
    const actor = createActor(loadingScreenMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.pending).toEqual([
      'gameGroups',
      'childGroups',
      'siteSettings',
      'games',
      'suppliers',
      'player',
    ]);
    finishAll(actor, LAYOUT_LOADS.slice(0, -1));
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    actor.send({ type: 'load.finished', load: 'player' });
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('stays 1 second after the last load, fades for 0.5 seconds, then is gone', () => {
    const actor = createActor(loadingScreenMachine, { input: { loads: ['player'] } }).start();
    actor.send({ type: 'load.finished', load: 'player' });
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().hasTag('fading')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('fading');
    expect(actor.getSnapshot().hasTag('fading')).toBe(true);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().value).toBe('fading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('gone');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
  });

  it('counts a load once, however often it finishes, and ignores unknown loads', () => {
    const actor = createActor(loadingScreenMachine, { input: { loads: ['player', 'games', 'player'] } }).start();
    actor.send({ type: 'load.finished', load: 'player' });
    actor.send({ type: 'load.finished', load: 'player' });
    actor.send({ type: 'load.finished', load: 'jackpots' });
    expect(actor.getSnapshot().context.pending).toEqual(['games']);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('goes straight to the wait when nothing is to be loaded', () => {
    const actor = createActor(loadingScreenMachine, { input: { loads: [] } }).start();
    expect(actor.getSnapshot().value).toBe('loaded');
    vi.advanceTimersByTime(1500);
    expect(actor.getSnapshot().value).toBe('gone');
  });
});
