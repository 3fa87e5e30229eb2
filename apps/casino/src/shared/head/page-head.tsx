import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/flows';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useLocation, useRouteLoaderData } from 'react-router';
import type { PageLoad } from '../../app/route-data';
import { localizedPath, matchLocalizedRoute, splitLocale, switchLocalePath, type RouteName } from '../../app/routes';

/** The site's share picture, for pages without one of their own. */
const DEFAULT_IMAGE = '/images/og-default.png';

/**
 * The page's own path in each locale where it differs from the same path in that locale (an article has a slug per
 * locale), or null where the page has no version in that locale; a locale left out has the same path there.
 */
export type PageAlternates = Partial<Record<Locale, string | null>>;

interface PageHeadProps {
  /** The page's own title; the site name is added after it. */
  title: string;
  description: string;
  /** A site-relative picture for link previews (Open Graph). */
  image?: string;
  /** Pages that must not be indexed (not found, login-only). */
  noIndex?: boolean;
  /** The page in the other locales, if only its rendering knows them; else what its loader declared. */
  alternates?: PageAlternates;
}

/** The page at `pathname` in the other locales, as its loader declared them; the cache is filled by the loader only. */
const alternatesQuery = (pathname: string, alternates?: PageAlternates) =>
  queryOptions({
    queryKey: ['page', 'alternates', pathname],
    queryFn: alternates ? () => alternates : skipToken,
    staleTime: Infinity,
  });

/**
 * A loader's word on where its page is in the other locales (PageAlternates). It goes into the query cache beside
 * the page's data, so the head's hreflang links and the language switcher, which lies outside the page, both render
 * it on the server and in the browser, and the browser gets it with the rest of the server's cache.
 */
export const declareAlternates = ({ fetch, url }: Pick<PageLoad, 'fetch' | 'url'>, alternates: PageAlternates) =>
  fetch(alternatesQuery(url.pathname, alternates));

/**
 * Routes whose slug belongs to one locale (an article's or a content page's slug differs per locale): the same slug
 * in another locale is no version of the page, so only the page's alternates name its versions.
 */
const SLUG_PER_LOCALE: readonly RouteName[] = ['ARTICLE', 'CONTENT_PAGE'];

/** The current page's path in each locale (given, declared or the same path there); null where it has none. */
function useAlternatePaths(given?: PageAlternates): (locale: Locale) => string | null {
  const { pathname } = useLocation();
  const { data: declared } = useQuery(alternatesQuery(pathname));
  const alternates = given ?? declared;
  const route = matchLocalizedRoute(pathname)?.name;
  const current = splitLocale(pathname).locale;
  return (locale) => {
    const own = alternates?.[locale];
    if (own !== undefined) return own;
    if (route && SLUG_PER_LOCALE.includes(route) && locale !== current) return null;
    return switchLocalePath(pathname, locale);
  };
}

/** The language switcher's link for each locale: the current page there, or that locale's home where it has none. */
export function useLocaleSwitchPath(): (locale: Locale) => string {
  const pathIn = useAlternatePaths();
  return (locale) => pathIn(locale) ?? localizedPath('HOME', locale);
}

/** The origin the page was served at, for absolute links in the head (root loader). */
const useSiteOrigin = () => useRouteLoaderData<{ origin: string }>('root')?.origin ?? '';

/**
 * The head of a page (React hoists these into <head>, on the server too): title, description, the canonical URL,
 * the same page in fi, en and et plus x-default (those it exists in), and the Open Graph title, description and image.
 */
export function PageHead({ title, description, image = DEFAULT_IMAGE, noIndex = false, alternates }: PageHeadProps) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const pathIn = useAlternatePaths(alternates);
  const alternate = (hrefLang: string, path: string | null) =>
    path !== null && <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={origin + path} />;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={origin + image} />
      <meta property="og:type" content="website" />
      {noIndex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={origin + pathname} />
          {LOCALES.map((locale) => alternate(locale, pathIn(locale)))}
          {alternate('x-default', pathIn(DEFAULT_LOCALE))}
        </>
      )}
    </>
  );
}
