import { SLOT_MIN_CYCLE_MS } from '@casino/flows/rules';
import { describe, expect, it } from 'vitest';
import {
  cycleMs,
  formatElapsed,
  formatNet,
  holdMs,
  netAfter,
  outcomeOf,
  repeatsPress,
  SPIN_MS,
  STOP_STEP_MS,
  stoppingMs,
} from '../../src/demo-game/slot-rules.js';

// The slot page's decisions (the UKGC's online slot design rules, apps/api/README.md).

describe('what a round is celebrated for', () => {
  it.each<[string, number, number, ReturnType<typeof outcomeOf>]>([
    ['nothing back', 1, 0, 'lost'],
    ['less than the stake back (two cherries on a bet of 1 € pay 0,50 €, say)', 1, 0.5, 'returned'],
    ['just the stake back', 0.5, 0.5, 'returned'],
    ['a cent more than the stake', 0.5, 0.51, 'won'],
    ['ten times the stake', 0.2, 2, 'won'],
    ['a free spin (no stake) that pays', 0, 0.1, 'won'],
    ['a free spin that pays nothing', 0, 0, 'lost'],
  ])('%s: %s', (_, bet, win, outcome) => {
    expect(outcomeOf(bet, win)).toBe(outcome);
  });
});

describe('the game cycle, from the press to the result', () => {
  it('lasts at least 2.5 s for real money, with motion or without', () => {
    expect(SLOT_MIN_CYCLE_MS).toBe(2500);
    expect(cycleMs('real', true, SLOT_MIN_CYCLE_MS)).toBe(2500);
    expect(cycleMs('real', false, SLOT_MIN_CYCLE_MS)).toBe(2500);
  });

  it("is the reels' own spin and stops for play money, and none without motion", () => {
    expect(cycleMs('demo', true, SLOT_MIN_CYCLE_MS)).toBe(SPIN_MS + 2 * STOP_STEP_MS);
    expect(cycleMs('demo', true, SLOT_MIN_CYCLE_MS)).toBeLessThan(SLOT_MIN_CYCLE_MS);
    expect(cycleMs('demo', false, SLOT_MIN_CYCLE_MS)).toBe(0);
  });

  it('never goes below the reels: a minimum shorter than their spin gives the spin', () => {
    expect(cycleMs('real', true, 100)).toBe(SPIN_MS + 2 * STOP_STEP_MS);
  });

  it.each<[boolean, number, number]>([
    // The reels stop one after another at the end of the cycle, so the last one stops as the cycle ends.
    [true, 0, 2500 - 2 * STOP_STEP_MS],
    [true, 300, 2500 - 2 * STOP_STEP_MS - 300],
    [false, 0, 2500],
    [false, 2499, 1],
    // A slow answer has used the cycle up: the reels stop at once.
    [false, 4000, 0],
    [true, 2400, 0],
  ])('with motion %s, %i ms after the press, holds the reels %i ms more', (moving, elapsed, hold) => {
    const cycle = cycleMs('real', moving, SLOT_MIN_CYCLE_MS);
    expect(holdMs(cycle, moving, elapsed)).toBe(hold);
    expect(elapsed + holdMs(cycle, moving, elapsed) + stoppingMs(moving)).toBeGreaterThanOrEqual(cycle);
  });
});

describe('the net position', () => {
  it.each<[number, number, number, number]>([
    [0, 1, 0, -1],
    [0, 1, 0.5, -0.5],
    [-0.5, 0.1, 0.2, -0.4],
    [0.3, 0.1, 0, 0.2],
    [-0.1, 0.1, 0.2, 0],
    [0, 0, 0.7, 0.7],
  ])('from %d, a bet of %d that returns %d leaves %d, to the cent', (net, bet, win, after) => {
    expect(netAfter(net, bet, win)).toBe(after);
  });

  it.each<[string, number, string]>([
    ['fi', 1.2, '+1,20\u00a0€'],
    ['fi', -0.5, '\u22120,50\u00a0€'],
    ['fi', 0, '0,00\u00a0€'],
    ['fi', -0, '0,00\u00a0€'],
    ['en', -12.3, '-€12.30'],
    ['en', 4, '+€4.00'],
    ['et', -0.5, '\u22120,50\u00a0€'],
    ['et', 1000, '+1000,00\u00a0€'],
  ])('reads in %s for %d as %j, with its sign', (locale, net, text) => {
    expect(formatNet(net, locale)).toBe(text);
  });
});

describe('the time played', () => {
  it.each<[number, string]>([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [1000, '00:00:01'],
    [59_999, '00:00:59'],
    [60_000, '00:01:00'],
    [3_599_000, '00:59:59'],
    [3_600_000, '01:00:00'],
    [37_230_000, '10:20:30'],
    [360_000_000, '100:00:00'],
    [-5000, '00:00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});

describe('one press, one round', () => {
  it.each<[string, boolean, string, boolean]>([
    ['a held Enter', true, 'Enter', true],
    ['a held Space', true, ' ', true],
    ['a first Enter', false, 'Enter', false],
    ['a first Space', false, ' ', false],
    ['a held Tab (moving on is no press)', true, 'Tab', false],
  ])('%s repeats the press: %s', (_, repeat, key, repeats) => {
    expect(repeatsPress({ repeat, key })).toBe(repeats);
  });
});
