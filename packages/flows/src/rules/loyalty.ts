/**
 * Loyalty points and their conversion into bonus money (POST /player/convertLoyaltyPoints). The spec does not give
 * the bounds and the contract allows 1 to 100000000 points; these are the server's (apps/api, wallet handlers,
 * documented in its README): 100 points make 1 EUR of bonus money, converted in whole hundreds from 100 to 100000
 * points, never more than the player holds. Anything else the server refuses with 195.
 */
export const LOYALTY_POINTS_PER_EUR = 100;
/** The fewest points one conversion takes; also its step (whole hundreds). */
export const LOYALTY_CONVERT_MIN = 100;
/** The most points one conversion takes. */
export const LOYALTY_CONVERT_MAX = 100_000;

/** Why a points amount is refused; `bound` is the limit it broke (min, max) or the nearest amount allowed (step). */
export type PointsRefusal = { error: 'required' | 'format' | 'min' | 'max' | 'step'; bound?: number };

export type PointsResult = { ok: true; points: number } | ({ ok: false } & PointsRefusal);

/** The points field takes digits only, no longer than the largest conversion ("100000"). */
const POINTS_INPUT = new RegExp(`^\\d{0,${String(LOYALTY_CONVERT_MAX).length}}$`);

/** Whether the points field accepts this text: whole points as digits, empty to clear. */
export function acceptsPointsInput(text: string): boolean {
  return POINTS_INPUT.test(text);
}

/** The most points the player may convert at once: what they hold, capped at the maximum, down to whole hundreds. */
export function convertiblePoints(held: number): number {
  const capped = Math.min(Math.max(held, 0), LOYALTY_CONVERT_MAX);
  return capped - (capped % LOYALTY_CONVERT_MIN);
}

/** Whether the player holds enough points for a conversion. */
export function canConvertPoints(held: number): boolean {
  return convertiblePoints(held) >= LOYALTY_CONVERT_MIN;
}

/** What `points` are worth in EUR of bonus money. */
export function pointsInEuros(points: number): number {
  return points / LOYALTY_POINTS_PER_EUR;
}

/**
 * Checks the typed points against what the player holds: required, whole digits, at least the minimum, at most what
 * may be converted, and in whole hundreds (then `bound` is the hundred below, the amount to suggest).
 */
export function checkPoints(text: string, held: number): PointsResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'format' };
  const points = Number(trimmed);
  if (points < LOYALTY_CONVERT_MIN) return { ok: false, error: 'min', bound: LOYALTY_CONVERT_MIN };
  const most = convertiblePoints(held);
  if (points > most) return { ok: false, error: 'max', bound: most };
  if (points % LOYALTY_CONVERT_MIN !== 0)
    return { ok: false, error: 'step', bound: points - (points % LOYALTY_CONVERT_MIN) };
  return { ok: true, points };
}
