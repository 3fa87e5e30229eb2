/** Where the browser keeps when the player last got a marketing notification (ms since the epoch). */
const KEY = 'casino.lastMarketingNotification';

/**
 * When the player last got a marketing notification: the marketing prompt shown, or the account completed (spec 4).
 * Null when never, or when the browser keeps no storage.
 */
export function readMarketingNotificationTime(): number | null {
  try {
    const stored = Number(localStorage.getItem(KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the time of a marketing notification, for the marketing prompt's 30-day rule. */
export function storeMarketingNotificationTime(_: unknown, { time }: { time: number }) {
  try {
    localStorage.setItem(KEY, String(time));
  } catch {
    // No storage (a private window): the prompt may then show again at the next login.
  }
}
