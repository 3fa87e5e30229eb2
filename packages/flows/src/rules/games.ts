import { NEW_GAME_DAYS } from './constants.ts';
import { dayOf, parseDayMonthYear } from './dates.ts';

/**
 * The 'new game' label: the release date (day.month.year) lies within the last 14 days of today, today
 * and the 14th day back included. A release date in the future or that cannot be read gives no label.
 */
export function isNewGame(releaseDate: string | null | undefined, today: Date): boolean {
  const released = releaseDate ? parseDayMonthYear(releaseDate) : null;
  if (released === null) return false;
  const age = dayOf(today) - released;
  return age >= 0 && age <= NEW_GAME_DAYS;
}

/**
 * Low-RTP or low-volatility editions of a game carry a suffix in the catalogue that players must not see:
 * ' Low', ' (Low)', ' - Low', ' LowRTP', ' Low RTP', ' Low Volatility', ' (Low Variance)' and the like,
 * in any letter case. The spec says about 10 titles are renamed but not which; one suffix rule covers
 * them all and every future title, where a list would have to follow the catalogue by hand.
 */
const LOW_SUFFIX = /\s+(?:-\s+)?\(?\s*low\s*(?:rtp|volatility|variance)?\s*\)?$/i;

/** The title shown for a game: its catalogue title without a 'Low'-style suffix. */
export function displayTitle(title: string): string {
  return title.trim().replace(LOW_SUFFIX, '');
}

/** A game's volatility class: how widely a round's return spreads around its RTP (issue 36). */
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/** Whether a value (a URL's search parameter, say) names a volatility class. */
export const isVolatility = (value: unknown): value is Volatility =>
  VOLATILITIES.some((volatility) => volatility === value);

/**
 * The standard deviation of one round's return, in bets, from which a game is medium and from which it is high
 * volatility: the usual industry bands (a fruit machine paying often and little stays below 5, a game of rare
 * thousand-fold wins lies far above 15).
 */
export const VOLATILITY_FROM = { medium: 5, high: 15 } as const;

/** The volatility class of a game whose round's return has this standard deviation (in bets). */
export function volatilityOf(standardDeviation: number): Volatility {
  if (standardDeviation >= VOLATILITY_FROM.high) return 'high';
  return standardDeviation >= VOLATILITY_FROM.medium ? 'medium' : 'low';
}
