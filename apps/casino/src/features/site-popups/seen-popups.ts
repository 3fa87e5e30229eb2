/** Where the ids of the popups closed in this browser session are kept (the logout clears the session storage). */
const SEEN_KEY = 'casino.seenPopups';

/** The ids of the popups closed in this session; none when the storage is empty, unreadable or holds anything else. */
export function readSeenPopups(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Remembers for the session that the popup `id` was closed. Without storage it is forgotten at the next load. */
export function rememberSeenPopup(id: number) {
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...new Set([...readSeenPopups(), id])]));
  } catch {
    // Storage refused (full, or turned off): the popup stays closed on this page only.
  }
}
