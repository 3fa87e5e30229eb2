import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/flows';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/**
 * A sitemap of pages, each given as its path per locale: one <url> per page and locale, each listing the page in
 * every locale and x-default (the default locale) as alternates, as search engines read hreflang in sitemaps.
 */
/** A page as its path in each locale. */
export type PagePaths = (locale: Locale) => string;

export function sitemapEntries(origin: string, pages: PagePaths[]): string {
  const urls = pages.flatMap((pathOf) => {
    const alternates = [
      ...LOCALES.map((locale) => [locale, pathOf(locale)] as const),
      ['x-default', pathOf(DEFAULT_LOCALE)] as const,
    ]
      .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + path)}"/>`)
      .join('');
    return LOCALES.map((locale) => `<url><loc>${escapeXml(origin + pathOf(locale))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
