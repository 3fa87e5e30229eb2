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
