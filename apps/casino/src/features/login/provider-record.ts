import type { AuthRecord } from '@casino/flows';

/**
 * Where the bank login keeps its record (spec 4, Bank login: the token, stored for the session with type auth) while
 * the player is at the bank, with the page it started from; the return reads it. A logout clears the whole session
 * storage (the session machine).
 */
const RECORD_KEY = 'casino.providerRecord';

/** A bank login waiting for its return: the flows' record and the page (path and query) the player left from. */
export interface StoredBankLogin {
  record: AuthRecord;
  returnTo: string | null;
}

/** Keeps the bank login's record, and the page the player is on, before the browser leaves for the bank. */
export const recordBankLogin = (record: AuthRecord) =>
  sessionStorage.setItem(
    RECORD_KEY,
    JSON.stringify({ ...record, returnTo: window.location.pathname + window.location.search }),
  );

/** The bank login waiting for its return, if the session storage holds one (anything else there is ignored). */
export function storedBankLogin(): StoredBankLogin | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(RECORD_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { type, token, returnTo } = stored as Partial<AuthRecord & { returnTo: unknown }>;
    if (type !== 'auth' || typeof token !== 'string' || token === '') return null;
    return { record: { type, token }, returnTo: typeof returnTo === 'string' ? returnTo : null };
  } catch {
    return null;
  }
}

/** Forgets the record once the return is over. */
export const forgetBankLogin = () => sessionStorage.removeItem(RECORD_KEY);

/** Sends the browser to the bank (a full page load: the bank is another site). */
export const leaveForBank = (url: string) => window.location.assign(url);
