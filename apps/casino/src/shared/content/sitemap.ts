import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/flows';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** A page as its path in each locale. */
export type PagePaths = (locale: Locale) => string;

/** The sitemap protocol's limits of one file: 50,000 addresses and 50 MB (uncompressed). */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export type SitemapLimits = typeof SITEMAP_LIMITS;

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '\n</urlset>\n';

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** One <url> per page and locale, each listing the page in every locale and x-default as alternates (hreflang). */
function urlEntries(origin: string, pages: PagePaths[]): string[] {
  return pages.flatMap((pathOf) => {
    const alternates = [
      ...LOCALES.map((locale) => [locale, pathOf(locale)] as const),
      ['x-default', pathOf(DEFAULT_LOCALE)] as const,
    ]
      .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + path)}"/>`)
      .join('');
    return LOCALES.map((locale) => `<url><loc>${escapeXml(origin + pathOf(locale))}</loc>${alternates}</url>`);
  });
}

/**
 * The sitemap of pages as urlset files, each within `limits` (the protocol's by default): one file while every
 * address fits in it, else as many as they fill, in order. Each page is given as its path per locale.
 */
export function sitemapFiles(origin: string, pages: PagePaths[], limits: SitemapLimits = SITEMAP_LIMITS): string[] {
  const frame = byteLength(URLSET_OPEN + URLSET_CLOSE);
  const files: string[][] = [[]];
  let bytes = frame;
  for (const entry of urlEntries(origin, pages)) {
    const size = byteLength(entry) + 1;
    const current = files.at(-1)!;
    if (current.length > 0 && (current.length === limits.urls || bytes + size > limits.bytes)) {
      files.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return files.map((entries) => `${URLSET_OPEN}${entries.join('\n')}${URLSET_CLOSE}`);
}

/** The address of the `part`th (from 1) file of a sitemap split into several. */
export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/** The sitemap index of a sitemap split into `count` files (sitemapPartPath). */
export function sitemapIndex(origin: string, count: number): string {
  const entries = Array.from(
    { length: count },
    (_, index) => `<sitemap><loc>${escapeXml(origin + sitemapPartPath(index + 1))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
