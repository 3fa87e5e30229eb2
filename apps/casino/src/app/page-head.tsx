import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/flows';
import { useLocation, useRouteLoaderData } from 'react-router';
import { switchLocalePath } from './routes';

/** The site's share picture, for pages without one of their own. */
const DEFAULT_IMAGE = '/images/og-default.png';

interface PageHeadProps {
  /** The page's own title; the site name is added after it. */
  title: string;
  description: string;
  /** A site-relative picture for link previews (Open Graph). */
  image?: string;
  /** Pages that must not be indexed (not found, login-only). */
  noIndex?: boolean;
  /**
   * The page's own path in each locale where it differs from the same path in another locale (an article has a slug
   * per locale); the others are the current path in that locale.
   */
  alternates?: Partial<Record<Locale, string>>;
}

/** The origin the page was served at, for absolute links in the head (root loader). */
export const useSiteOrigin = () => useRouteLoaderData<{ origin: string }>('root')?.origin ?? '';

/**
 * The head of a page (React hoists these into <head>, on the server too): title, description, the canonical URL,
 * the same page in fi, en and et plus x-default, and the Open Graph title, description and image.
 */
export function PageHead({ title, description, image = DEFAULT_IMAGE, noIndex = false, alternates }: PageHeadProps) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const pathIn = (locale: Locale) => alternates?.[locale] ?? switchLocalePath(pathname, locale);
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
          {LOCALES.map((locale) => (
            <link key={locale} rel="alternate" hrefLang={locale} href={origin + pathIn(locale)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={origin + pathIn(DEFAULT_LOCALE)} />
        </>
      )}
    </>
  );
}
