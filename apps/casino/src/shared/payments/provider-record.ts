import type { ProviderRecord } from '@casino/flows';

/**
 * Where a bank login or a deposit keeps its record (spec 4: the token, or the deposit's type, amount and token, stored
 * for the session) while the player is at the bank or the payment provider, with the page it started from; the
 * return reads it. A logout clears the whole session storage (the session machine).
 */
const RECORD_KEY = 'casino.providerRecord';

/** A visit to the bank or the provider waiting for its return: the flows' record and the page the player left from. */
export interface StoredProviderRecord {
  record: ProviderRecord;
  returnTo: string | null;
}

/** Keeps the record, and the page the player is on, before the browser leaves for the bank or the provider. */
export const recordProviderVisit = (record: ProviderRecord) =>
  sessionStorage.setItem(
    RECORD_KEY,
    JSON.stringify({ ...record, returnTo: window.location.pathname + window.location.search }),
  );

/** The record as the flows know it, if `stored` is one (anything else in the session storage is ignored). */
function recordOf(stored: Record<string, unknown>): ProviderRecord | null {
  const { type, token, amount } = stored;
  if (type === 'auth') return typeof token === 'string' && token !== '' ? { type, token } : null;
  if (type !== 'deposit' || typeof amount !== 'number' || !(amount > 0)) return null;
  return typeof token === 'string' && token !== '' ? { type, amount, token } : { type, amount };
}

/** The visit waiting for its return, if the session storage holds one. */
export function storedProviderRecord(): StoredProviderRecord | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(RECORD_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const record = recordOf(stored as Record<string, unknown>);
    const { returnTo } = stored as { returnTo?: unknown };
    return record && { record, returnTo: typeof returnTo === 'string' ? returnTo : null };
  } catch {
    return null;
  }
}

/** Forgets the record once the return is over. */
export const forgetProviderRecord = () => sessionStorage.removeItem(RECORD_KEY);

/** Sends the browser to the bank or the payment provider (a full page load: another site). */
export const leaveForProvider = (url: string) => window.location.assign(url);
