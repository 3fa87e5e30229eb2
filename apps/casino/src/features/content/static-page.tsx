import { LOCALES, type Locale } from '@casino/flows';
import { useParams } from 'react-router';
import { siteSettingsQuery } from '../../shared/content/queries';
import { notFound, type LoadPage, type PageLoad } from '../../app/route-data';
import { splitLocale } from '../../app/routes';
import { ContentPageView, GOLD_RUSH_SLUGS } from './content-page';
import { allArticlesQuery, pageQuery, type ArticleListing } from './queries';

/** Any origin will do: it only resolves the footer's links, and a link elsewhere keeps its own. */
const SITE = 'http://site.invalid';

/**
 * The content pages an HTML fragment links to, with the locale of each link's path: `<a href="/en/terms">` is the
 * English page terms, `<a href="/kayttoehdot">` the Finnish page kayttoehdot. Links to other sites, and to paths of
 * more than one segment after the locale, are no content pages.
 */
export function linkedPages(html: string): { slug: string; locale: Locale }[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/gi)].flatMap(([, href = '']) => {
    try {
      const url = new URL(href.replaceAll('&amp;', '&'), SITE);
      const { locale, path } = splitLocale(url.pathname);
      const segment = /^\/([^/]+)\/?$/.exec(path)?.[1];
      return url.origin === SITE && segment ? [{ slug: decodeURIComponent(segment), locale }] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The locales a content page is linked in by the footers of the site settings, which link each locale's pages
 * (/kayttoehdot, /en/terms, /et/tingimused): the contract gives a page no locale. The page's own locale's footer
 * first, which the layout has loaded; the others only when it does not link the page. Empty for a page no footer
 * links.
 */
async function footerLocales({ fetch, api, locale }: PageLoad, slug: string): Promise<Locale[]> {
  const localesIn = (footer: string) =>
    linkedPages(footer)
      .filter((page) => page.slug === slug)
      .map((page) => page.locale);
  const own = localesIn((await fetch(siteSettingsQuery(api, locale))).footer);
  if (own.includes(locale)) return own;
  const others = await Promise.all(
    LOCALES.filter((other) => other !== locale).map((other) => fetch(siteSettingsQuery(api, other))),
  );
  return [...own, ...others.flatMap((settings) => localesIn(settings.footer))];
}

/**
 * The data of a content page at /{slug} (terms, privacy, responsible gaming...): the page. Not found (HTTP 404) when
 * the content service has none, for an article (they live at campaigns/{slug}) or a page with a route of its own
 * (gold rush), and for another locale's page: the contract gives a page no locale, so it is the footers' links that
 * tell (/en/kayttoehdot is the Finnish terms under English, not found); a page no footer links shows in any locale.
 * Its versions in the other locales are unknown, so its head names none and the language switcher goes to the other
 * locale's home (page-head.tsx).
 */
export const loadStaticPage: LoadPage = async (load) => {
  const { fetch, api, locale, params } = load;
  const slug = params.slug ?? '';
  if (Object.values(GOLD_RUSH_SLUGS).includes(slug)) notFound();
  const [articles, page] = await Promise.all([fetch(allArticlesQuery(api)), fetch(pageQuery(api, slug))]);
  const isArticle = (article: ArticleListing) =>
    article.slug === slug || Object.values(article.translations).includes(slug);
  if (!page || articles.some(isArticle)) notFound();
  const linkedIn = await footerLocales(load, slug);
  if (linkedIn.length > 0 && !linkedIn.includes(locale)) notFound();
};

/** A content page at /{slug}: its title and its sanitised body, in the article's typography. */
export function StaticPage() {
  const { slug = '' } = useParams();
  return <ContentPageView slug={slug} />;
}
