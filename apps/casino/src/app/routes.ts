import {
  DEFAULT_LOCALE,
  FORGOT_PASSWORD_PATHS,
  isLocale,
  localePrefix,
  LOCALES,
  VERIFY_EMAIL_PATHS,
  type Locale,
} from '@casino/flows';
import { generatePath, matchRoutes, type PathParam } from 'react-router';

/**
 * Named route -> path pattern per locale, without the locale prefix (spec 2.1): the one route table. fi paths are the
 * spec's (its Finnish path where it gives one, else its only one); et paths are Estonian words. src/routes.ts maps the
 * routes that have a page to their route modules; the others wait for the issue that builds their screen.
 */
export const ROUTES = {
  HOME: { fi: '/', en: '/', et: '/' },
  LOGIN: { fi: '/kirjaudu', en: '/login', et: '/sisselogimine' },
  // The pages a mail links to: their paths are the flows' rules, which the server's mails read too.
  FORGOT_PASSWORD: FORGOT_PASSWORD_PATHS,
  VERIFY_EMAIL: VERIFY_EMAIL_PATHS,
  REGISTRATION: { fi: '/rekisteroidy', en: '/registration', et: '/registreerimine' },
  PROFILE_LIMITS: { fi: '/profile/limits', en: '/profile/limits', et: '/profiil/limiidid' },
  TRANSACTIONS: { fi: '/profile/transactions', en: '/profile/transactions', et: '/profiil/tehingud' },
  TRANSACTIONS_DEPOSITS: {
    fi: '/profile/transactions/deposits',
    en: '/profile/transactions/deposits',
    et: '/profiil/tehingud/sissemaksed',
  },
  TRANSACTIONS_WITHDRAWALS: {
    fi: '/profile/transactions/withdraw',
    en: '/profile/transactions/withdraw',
    et: '/profiil/tehingud/valjamaksed',
  },
  TRANSACTIONS_GAMES: {
    fi: '/profile/transactions/gameactions',
    en: '/profile/transactions/gameactions',
    et: '/profiil/tehingud/mangud',
  },
  NEWS: { fi: '/uutiset', en: '/news', et: '/uudised' },
  CAMPAIGNS: { fi: '/kampanjat', en: '/campaigns', et: '/kampaaniad' },
  ARTICLE: { fi: '/kampanjat/:slug', en: '/campaigns/:slug', et: '/kampaaniad/:slug' },
  GOLD_RUSH: { fi: '/kultajahti', en: '/gold-rush', et: '/kullapalavik' },
  BONUSWHEEL: { fi: '/bonuswheel', en: '/bonuswheel', et: '/boonusratas' },
  BONUSGAME: { fi: '/bonuspeli', en: '/bonus-game', et: '/boonusmang' },
  SLOTS: { fi: '/pelit', en: '/games', et: '/mangud' },
  SLOTS_GROUP: { fi: '/games/:id/:slug?', en: '/games/:id/:slug?', et: '/mangud/:id/:slug?' },
  FAVOURITES: { fi: '/pelit/suosikit', en: '/games/favourites', et: '/mangud/lemmikud' },
  LAST_PLAYED: { fi: '/pelit/viimeksi-pelatut', en: '/games/last-played', et: '/mangud/viimati-mangitud' },
  LIVE_CASINO: { fi: '/livekasino', en: '/livecasino', et: '/live-kasiino' },
  LIVE_GROUP: { fi: '/livecasino/:id/:slug?', en: '/livecasino/:id/:slug?', et: '/live-kasiino/:id/:slug?' },
  PROVIDERS: { fi: '/pelivalmistajat', en: '/suppliers', et: '/mangude-toimetajad' },
  PROVIDER: { fi: '/gameprovider/:id/:slug?', en: '/gameprovider/:id/:slug?', et: '/mangude-toimetaja/:id/:slug?' },
  GAME_PAGE: { fi: '/peli/:slug/pelaa', en: '/game/:slug/play', et: '/mang/:slug/mangi' },
  CONTENT_PAGE: { fi: '/:slug', en: '/:slug', et: '/:slug' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;

/**
 * The pages a visitor browses (the lobby, its groups, the providers, the news and campaigns, a content page): the only
 * ones a popup shows on (a site popup, the marketing prompt). A page where a person came to act (registration, login,
 * forgot password, verify e-mail, the profile's pages, a game, the bonus games) never shows one.
 */
const BROWSING_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'HOME',
  'SLOTS',
  'SLOTS_GROUP',
  'FAVOURITES',
  'LAST_PLAYED',
  'LIVE_CASINO',
  'LIVE_GROUP',
  'PROVIDERS',
  'PROVIDER',
  'NEWS',
  'CAMPAIGNS',
  'ARTICLE',
  'GOLD_RUSH',
  'CONTENT_PAGE',
]);

/** Whether `route` (a matched route's name, or undefined for none) is a page a visitor browses. */
export const isBrowsingPage = (route: RouteName | undefined): boolean =>
  route !== undefined && BROWSING_PAGES.has(route);
type RouteParams<N extends RouteName> = { [K in PathParam<(typeof ROUTES)[N][Locale]>]: string };
/** Routes without parameters take none; routes with parameters require them. */
type ParamsArg<N extends RouteName> = [keyof RouteParams<N>] extends [never] ? [] : [params: RouteParams<N>];

function pathOf(name: RouteName, locale: Locale, params?: Record<string, string>): string {
  const path = generatePath<string>(ROUTES[name][locale], params);
  const prefix = localePrefix(locale);
  return prefix && path === '/' ? prefix : prefix + path;
}

/** The URL of a named route in a locale, e.g. localizedPath('GAME_PAGE', 'fi', { slug }) -> '/peli/{slug}/pelaa'. */
export function localizedPath<N extends RouteName>(name: N, locale: Locale, ...[params]: ParamsArg<N>): string {
  return pathOf(name, locale, params);
}

/** The limits page for a FIN player the deposit sends to set the deposit limits first; it offers the way back. */
export const depositLimitsPath = (locale: Locale): string => `${localizedPath('PROFILE_LIMITS', locale)}?next=deposit`;

/** The login page of the locale with the page to come back to after the login (spec 2.2) as `redirectUrl`. */
export const loginPath = (locale: Locale, redirectUrl: string): string =>
  `${pathOf('LOGIN', locale)}?${new URLSearchParams({ redirectUrl })}`;

/** A URL under the default locale's prefix (/fi/kirjaudu?x=1) as the path it is served at (/kirjaudu?x=1). */
export const canonicalPath = ({ pathname, search }: URL): string =>
  (pathname.replace(new RegExp(`^/${DEFAULT_LOCALE}(?=/|$)`), '') || '/') + search;

/** The locale a pathname is in and the rest of the path after the prefix: '/en/login' -> en, '/login'. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

const routeObjects = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    (Object.keys(ROUTES) as RouteName[]).map((name) => ({ id: name, path: ROUTES[name][locale] })),
  ]),
) as Record<Locale, { id: RouteName; path: string }[]>;

type LocalizedRoute = { readonly name: RouteName; readonly params: Readonly<Record<string, string>> };

/**
 * The routes of the pathnames matched so far: `matchRoutes` flattens and ranks the whole table at every call, and a
 * page's render asks for its own path several times (its alternates, the language switcher, the popups), about 2 ms
 * of a server render. Past MATCHED_MAX pathnames it starts again.
 */
const matched = new Map<string, LocalizedRoute | undefined>();
const MATCHED_MAX = 500;

/**
 * Which named route a full pathname shows, with its parameters; undefined for an unknown page. Ranked as the router
 * ranks them, so '/en/games/favourites' is the favourites page and not a game group with the id 'favourites'.
 */
export function matchLocalizedRoute(pathname: string): LocalizedRoute | undefined {
  if (!matched.has(pathname)) {
    if (matched.size >= MATCHED_MAX) matched.clear();
    const { locale, path } = splitLocale(pathname);
    const match = matchRoutes(routeObjects[locale], path)?.[0];
    matched.set(pathname, match && { name: match.route.id, params: match.params as Record<string, string> });
  }
  return matched.get(pathname);
}

/** The same page in another locale (spec 2.3 language switcher); an unknown page maps to that locale's home. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const match = matchLocalizedRoute(pathname);
  return match ? pathOf(match.name, target, match.params) : pathOf('HOME', target);
}

const notFoundShown = new Set<string>();

/** Notes a path that the not-found page answered (an unknown game, group or slug of a known page pattern). */
export const markNotFound = (pathname: string) => void notFoundShown.add(pathname);

/** Whether a path gets the not-found page: error reporting drops its transactions (spec 9). */
export const isNotFoundPath = (pathname: string): boolean =>
  notFoundShown.has(pathname) || matchLocalizedRoute(pathname) === undefined;
