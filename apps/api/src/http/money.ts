import { ApiError } from './api-error.ts';

/**
 * Money inside the server is integer euro cents; the contract speaks EUR numbers with at most 2 decimals. A value
 * with more decimals is refused (195) rather than rounded, so no cent is created or lost in a conversion.
 */
export function toCents(eur: number, field = 'amount'): number {
  const cents = Math.round(eur * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(cents - eur * 100) > 1e-6)
    throw ApiError.of('invalidField', `${field} must have at most 2 decimals`, { field });
  return cents;
}

/** Cents as the contract's EUR number. */
export const toEur = (cents: number) => cents / 100;
