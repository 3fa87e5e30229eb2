import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

/**
 * Constants that no rule of this package uses yet (timings, polling, layout, translation loading, error
 * reporting): their values are asserted here against the spec. Every other constant is pinned by the
 * behaviour that depends on it, in that rule's own test.
 */
describe('spec constants without a rule yet', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['LIMIT_AUTO_RENEW_DEFAULT', true],
    ['AFFILIATE_COOKIE_SECONDS', 604800],
    ['PANEL_TRANSITION_MS', 500],
    ['SESSION_TIMER_DEFAULT', '0'],
    ['LIMITS_POLL_MS', 5000],
    ['REALITY_CHECK_POLL_MS', 5000],
    ['FREE_SPINS_POLL_MS', 10000],
    ['BALANCE_POLL_MS', 10000],
    ['RECENT_GAMES_POLL_MS', 60000],
    ['FAVOURITE_GAMES_POLL_MS', 60000],
    ['JACKPOTS_POLL_MS', 20000],
    ['MAINTENANCE_POLL_MS', 60000],
    ['AVATAR_COUNTS', [12, 29]],
    ['AVATAR_GRID_COLUMNS', 4],
    ['PANEL_WIDTH_LANDING_PX', 450],
    ['PANEL_WIDTH_PX', 550],
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
