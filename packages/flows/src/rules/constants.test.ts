import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

/**
 * Constants whose value no behaviour test of this package pins, most of them read by the app or the server (polling,
 * images, translation loading, error reporting): their values are asserted here against the spec. Every other
 * constant is pinned by the behaviour that depends on it, in that rule's or machine's own test.
 */
describe('spec constants without a behaviour test here', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['LIMIT_AUTO_RENEW_DEFAULT', true],
    ['AFFILIATE_COOKIE_SECONDS', 604800],
    ['LIMITS_POLL_MS', 5000],
    ['FREE_SPINS_POLL_MS', 10000],
    ['BALANCE_POLL_MS', 10000],
    ['RECENT_GAMES_POLL_MS', 60000],
    ['FAVOURITE_GAMES_POLL_MS', 60000],
    ['JACKPOTS_POLL_MS', 20000],
    ['MAINTENANCE_POLL_MS', 60000],
    ['SLOT_MIN_CYCLE_MS', 2500],
    ['WITHDRAWAL_STEPS_POLL_MS', 10000],
    ['AVATAR_COUNTS', [12, 29]],
    ['MAINTENANCE_LOGO_WIDTH', 200],
    ['MAINTENANCE_LOGO_HEIGHT', 57],
    ['IMAGE_WIDTH_MIN', 640],
    ['IMAGE_WIDTH_MAX', 3840],
    ['IMAGE_QUALITY_DEFAULT', 75],
    ['I18N_MAX_PARALLEL_READS', 10],
    ['I18N_MAX_RETRIES', 5],
    ['I18N_RETRY_DELAY_MS', 350],
    ['I18N_MAX_REPLACES', 1000],
    ['ERROR_TRACE_SAMPLE_RATE', 0.1],
    ['DEFAULT_ERROR_MESSAGE', 'Unexpected error'],
  ])('%s is %j', (name, value) => {
    expect(constants[name]).toEqual(value);
  });
});
