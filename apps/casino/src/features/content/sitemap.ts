import { contentList, type Api } from '@casino/api-client';
import { LOCALES, type Locale } from '@casino/flows';
import { localizedPath } from '../../app/routes';

/**
 * Every article for /sitemap.xml, as sitemapEntries takes pages: one path function per article published in fi, en
 * and et (its slug differs per locale). An article missing in a locale has no page there to list as an alternate, so
 * it is left out.
 */
export async function articleSitemapPaths(api: Api): Promise<((locale: Locale) => string)[]> {
  const articles = await contentList(api.content.GET('/articles'));
  const stories = new Map<string, Record<Locale, string>>();
  for (const { translations } of articles) {
    if (!LOCALES.every((locale) => translations[locale])) continue;
    const slugs = translations as Record<Locale, string>;
    stories.set(LOCALES.map((locale) => slugs[locale]).join('\n'), slugs);
  }
  return [...stories.values()].map((slugs) => (locale) => localizedPath('ARTICLE', locale, { slug: slugs[locale] }));
}
