// The slot page's decisions, kept pure so that they are tested (apps/api/test/demo-game/slot-rules.test.ts) and
// served to the page as a module beside slot.js. They carry the UKGC's online slot design rules that the page
// follows (apps/api/README.md, "The demo slot's design rules"): no celebration of a return that is no more than the
// stake, a real-money game cycle of at least the minimum, one press for one round, the net position with its sign.

/** How long the reels spin at least, and how far apart they stop, in ms (none without motion). */
export const SPIN_MS = 650;
export const STOP_STEP_MS = 220;
const REELS = 3;

/** How long the reels take to stop one after another, from the first stop to the last, in ms. */
export const stoppingMs = (moving) => (moving ? STOP_STEP_MS * (REELS - 1) : 0);

/**
 * The shortest game cycle, from the press of spin to the result shown, in ms: the reels' own spin and stops (none
 * without motion), and for real money never less than `minCycleMs`, with motion or without.
 */
export function cycleMs(mode, moving, minCycleMs) {
  const reels = moving ? SPIN_MS + stoppingMs(moving) : 0;
  return mode === 'real' ? Math.max(minCycleMs, reels) : reels;
}

/** How long the reels still spin before the first one stops, `elapsed` ms after the press: the cycle less the stops. */
export const holdMs = (cycle, moving, elapsed) => Math.max(0, cycle - stoppingMs(moving) - elapsed);

/**
 * What a round came to: 'won' when it returned more than the stake (the only outcome that is celebrated, with the
 * lit meter and the glowing reels), 'returned' when something but no more than the stake came back (said plainly,
 * as what was got back), 'lost' when nothing did. A free spin stakes nothing, so any win of it is 'won'.
 */
export const outcomeOf = (bet, win) => (win > bet ? 'won' : win > 0 ? 'returned' : 'lost');

/** The net position (wins minus bets, in EUR) after a round of `bet` that returned `win`, to the cent. */
export const netAfter = (net, bet, win) => Math.round((net - bet + win) * 100) / 100;

/** The net position as money with its sign: "+1,20 €" ahead, "−0,50 €" behind, "0,00 €" even. */
export const formatNet = (net, locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(
    Object.is(net, -0) ? 0 : net,
  );

/** Elapsed time as hh:mm:ss (as the site's own session timer shows it), in whole seconds, never below zero. */
export function formatElapsed(ms) {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/**
 * Whether a key event is a held key repeating a press of a button (Enter repeats the click on every repeat; Space
 * does not, but its repeats are dropped too): one press plays one round, so the page cancels it.
 */
export const repeatsPress = (event) => event.repeat && (event.key === 'Enter' || event.key === ' ');
