import {
  AFFILIATE_FALLBACK_ID,
  AFFILIATE_IDS,
  DAY_MS,
  MARKETING_PROMPT_DAYS,
  READING_MIN_MINUTES,
  READING_WPM,
} from './constants.ts';

/** Minutes to read a text or an HTML fragment (tags stripped) at 200 words per minute, at least 1. */
export function readingMinutes(textOrHtml: string): number {
  const words = textOrHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(READING_MIN_MINUTES, Math.ceil(words / READING_WPM));
}

/** The affiliate reference to show: a known id as given, anything else the fallback reference 1. */
export function affiliateReference(reference: string | number | null | undefined): number {
  const text = String(reference ?? '').trim();
  return AFFILIATE_IDS.find((id) => String(id) === text) ?? AFFILIATE_FALLBACK_ID;
}

export interface MarketingPromptInput {
  receiveEmail?: boolean | null;
  receiveSms?: boolean | null;
  lastLoginTime?: string | number | null;
  /** When the prompt was last shown or the account completed (ms since the epoch), if ever. */
  lastPromptTime?: number | null;
}

/**
 * The marketing prompt shows when neither e-mail nor SMS consent is given, the last login is known, and
 * it has never been shown or was last shown at least 30 days before `now` (ms since the epoch).
 */
export function shouldShowMarketingPrompt(
  { receiveEmail, receiveSms, lastLoginTime, lastPromptTime }: MarketingPromptInput,
  now: number,
): boolean {
  if (receiveEmail || receiveSms || lastLoginTime == null || lastLoginTime === '') return false;
  return lastPromptTime == null || now - lastPromptTime >= MARKETING_PROMPT_DAYS * DAY_MS;
}
