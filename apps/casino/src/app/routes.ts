import { DEFAULT_LOCALE, isLocale, type Locale } from '@casino/flows';
import { generatePath, matchPath, type PathParam } from 'react-router';

/**
 * Named route -> path pattern per locale, without the locale prefix (spec 2.1). A new screen adds one row here and
 * one page in router.tsx. Where the spec names no Estonian path, the English one serves.
 */
export const ROUTES = {
  HOME: { fi: '/', en: '/', et: '/' },
  LOGIN: { fi: '/kirjaudu', en: '/login', et: '/sisselogimine' },
  REGISTRATION: { fi: '/rekisteroidy', en: '/registration', et: '/registreerimine' },
  BONUSGAME: { fi: '/bonuspeli', en: '/bonus-game', et: '/bonus-game' },
  GAME_PAGE: { fi: '/peli/:slug/pelaa', en: '/game/:slug/play', et: '/game/:slug/play' },
  PROFILE_LIMITS: { fi: '/profile/limits', en: '/profile/limits', et: '/profile/limits' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;
type RouteParams<N extends RouteName> = { [K in PathParam<(typeof ROUTES)[N][Locale]>]: string };
/** Routes without parameters take none; routes with parameters require them. */
type ParamsArg<N extends RouteName> = [keyof RouteParams<N>] extends [never] ? [] : [params: RouteParams<N>];

/** '' for the default locale (fi, served without a prefix: spec 9), '/en' and '/et' otherwise. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

function pathOf(name: RouteName, locale: Locale, params?: Record<string, string>): string {
  const path = generatePath<string>(ROUTES[name][locale], params);
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : prefix + path;
}

/** The URL of a named route in a locale, e.g. localizedPath('GAME_PAGE', 'fi', { slug }) -> '/peli/{slug}/pelaa'. */
export function localizedPath<N extends RouteName>(name: N, locale: Locale, ...[params]: ParamsArg<N>): string {
  return pathOf(name, locale, params);
}

/** The locale a pathname is in and the rest of the path after the prefix: '/en/login' -> en, '/login'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** Which named route a full pathname shows, with its parameters; undefined for an unknown page. */
export function matchLocalizedRoute(pathname: string): { name: RouteName; params: Record<string, string> } | undefined {
  const { locale, path } = splitLocale(pathname);
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const match = matchPath(ROUTES[name][locale], path);
    if (match) return { name, params: match.params as Record<string, string> };
  }
  return undefined;
}

/** The same page in another locale (spec 2.3 language switcher); an unknown page maps to that locale's home. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const match = matchLocalizedRoute(pathname);
  return match ? pathOf(match.name, target, match.params) : pathOf('HOME', target);
}
