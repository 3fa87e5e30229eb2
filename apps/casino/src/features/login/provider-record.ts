import type { AuthRecord } from '@casino/flows';

/**
 * Where the bank login keeps its record (spec 4, Bank login: the token, stored for the session with type auth) while
 * the player is at the bank; the return reads it. A logout clears the whole session storage (the session machine).
 */
const RECORD_KEY = 'casino.providerRecord';

/** Keeps the bank login's record before the browser leaves for the bank. */
export const recordBankLogin = (record: AuthRecord) => sessionStorage.setItem(RECORD_KEY, JSON.stringify(record));

/** The bank login waiting for its return, if the session storage holds one (anything else there is ignored). */
export function storedBankLogin(): AuthRecord | null {
  try {
    const record: unknown = JSON.parse(sessionStorage.getItem(RECORD_KEY) ?? 'null');
    if (typeof record !== 'object' || record === null) return null;
    const { type, token } = record as Partial<AuthRecord>;
    return type === 'auth' && typeof token === 'string' && token !== '' ? { type, token } : null;
  } catch {
    return null;
  }
}

/** Forgets the record once the return is over. */
export const forgetBankLogin = () => sessionStorage.removeItem(RECORD_KEY);

/** Sends the browser to the bank (a full page load: the bank is another site). */
export const leaveForBank = (url: string) => window.location.assign(url);
