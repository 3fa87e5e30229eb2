import { describe, expect, it } from 'vitest';
import { affiliateReference, readingMinutes, shouldShowMarketingPrompt } from './content.ts';

const words = (count: number, separator = ' ') => Array.from({ length: count }, () => 'sana').join(separator);

describe('readingMinutes (200 words a minute, at least 1)', () => {
  it.each([
    ['empty text', '', 1],
    ['200 words', words(200), 1],
    ['201 words', words(201), 2],
    ['400 words', words(400), 2],
    ['401 words', words(401), 3],
    ['201 words between tags', words(201, '<br>'), 2],
    ['201 words joined by &nbsp;', words(201, '&nbsp;'), 2],
    ['tag attributes are not words', `${'<p class="a b c d">'.repeat(300)}one</p>`, 1],
    ['HTML of 450 words', `<h1>${words(50)}</h1><p>${words(400)}</p>`, 3],
  ])('%s -> %s', (_case, text, minutes) => {
    expect(readingMinutes(text)).toBe(minutes);
  });
});

describe('affiliateReference', () => {
  it.each([12, 2, 28, 31, 3, 44, 23, 7, 13, 62, 63])('keeps the known id %s, as number or text', (id) => {
    expect(affiliateReference(id)).toBe(id);
    expect(affiliateReference(String(id))).toBe(id);
  });

  it.each([[1], [5], ['99'], ['012'], ['abc'], [''], [null], [undefined]])('falls back to 1 for %j', (reference) => {
    expect(affiliateReference(reference)).toBe(1);
  });

  it('ignores surrounding spaces', () => {
    expect(affiliateReference(' 44 ')).toBe(44);
  });
});

describe('shouldShowMarketingPrompt (30-day rule)', () => {
  const now = Date.UTC(2026, 5, 30, 12);
  const day = 86_400_000;
  const base = { receiveEmail: false, receiveSms: false, lastLoginTime: '2026-06-29T10:00:00Z', lastPromptTime: null };
  it.each([
    ['no consent, never prompted', {}, true],
    ['consents unknown', { receiveEmail: null, receiveSms: undefined }, true],
    ['e-mail consent given', { receiveEmail: true }, false],
    ['SMS consent given', { receiveSms: true }, false],
    ['last login unknown', { lastLoginTime: null }, false],
    ['last login empty', { lastLoginTime: '' }, false],
    ['last login as a timestamp', { lastLoginTime: now - day }, true],
    ['prompted exactly 30 days ago', { lastPromptTime: now - 30 * day }, true],
    ['prompted 31 days ago', { lastPromptTime: now - 31 * day }, true],
    ['prompted 30 days ago less 1 ms', { lastPromptTime: now - 30 * day + 1 }, false],
    ['prompted yesterday', { lastPromptTime: now - day }, false],
  ])('%s -> %s', (_case, change, shows) => {
    expect(shouldShowMarketingPrompt({ ...base, ...change }, now)).toBe(shows);
  });
});
