import { BADGE_MIN } from './constants.ts';

/** A badge shows a count of at least 1, otherwise nothing (null). */
function badge(count: number): number | null {
  return count >= BADGE_MIN ? count : null;
}

/** The bonus-wheel badge: the available spins when at least 1; nothing for a visitor (no spins known). */
export function wheelBadge(availableSpins: number | null | undefined): number | null {
  return badge(availableSpins ?? 0);
}

/** The profile badge: free-spin bonus count plus campaign count, when at least 1. */
export function profileBadge(
  freeSpinCount: number | null | undefined,
  campaignCount: number | null | undefined,
): number | null {
  return badge((freeSpinCount ?? 0) + (campaignCount ?? 0));
}
