/** A search result's or link preview's description: at most this many characters (Google shows about 155). */
const DESCRIPTION_LENGTH = 155;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Tags that end a run of text (a block, a line break or a cell): they stand for a space, other tags for nothing. */
const BREAKING_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|img|li|main|nav|ol|p|pre|section|table|td|th|tr|ul)\b[^>]*>/gi;

/** The text of an HTML fragment for a description: tags dropped, common entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(BREAKING_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The start of a text up to `length` characters, cut at a word and ended with an ellipsis when shortened. */
export function excerpt(text: string, length = DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The body without a leading <h1> that only repeats the title: articles often start with their title, which the page
 * already shows as its own heading (one h1 a page).
 */
export function withoutTitleHeading(html: string, title: string): string {
  const match = /^\s*<h1(?:\s[^>]*)?>([\s\S]*?)<\/h1>/i.exec(html);
  return match && plainText(match[1]!) === title.trim() ? html.slice(match[0].length) : html;
}

/** The machine-readable date of a date as the content service shows it ('1.3.2026' -> '2026-03-01'), or undefined. */
export function isoDate(dateParsed: string | undefined): string | undefined {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(dateParsed ?? '');
  if (!match) return undefined;
  const [, day, month, year] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}
