import { DEFAULT_LOCALE, localePrefix, LOCALES } from '@casino/flows';
import { route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES, type RouteName } from './app/routes';

/** The route module of each named route that has a screen; a new screen adds its row here. */
const pages: Partial<Record<RouteName, string>> = {
  HOME: 'routes/home.tsx',
  SLOTS: 'routes/slots.tsx',
  SLOTS_GROUP: 'routes/game-group.tsx',
  LIVE_CASINO: 'routes/live-casino.tsx',
  LIVE_GROUP: 'routes/game-group.tsx',
  PROVIDERS: 'routes/providers.tsx',
  PROVIDER: 'routes/provider.tsx',
  LOGIN: 'routes/login.tsx',
  GAME_PAGE: 'routes/game-play.tsx',
  FAVOURITES: 'routes/favourites.tsx',
  LAST_PLAYED: 'routes/last-played.tsx',
  PROFILE_LIMITS: 'routes/profile-limits.tsx',
  NEWS: 'routes/news.tsx',
  CAMPAIGNS: 'routes/campaigns.tsx',
  ARTICLE: 'routes/article.tsx',
  GOLD_RUSH: 'routes/gold-rush.tsx',
  BONUSWHEEL: 'routes/bonus-wheel.tsx',
  BONUSGAME: 'routes/bonus-game.tsx',
  REGISTRATION: 'routes/registration.tsx',
  VERIFY_EMAIL: 'routes/verify-email.tsx',
  FORGOT_PASSWORD: 'routes/forgot-password.tsx',
  TRANSACTIONS: 'routes/transactions.tsx',
  TRANSACTIONS_DEPOSITS: 'routes/transactions.tsx',
  TRANSACTIONS_WITHDRAWALS: 'routes/transactions.tsx',
  TRANSACTIONS_GAMES: 'routes/transactions.tsx',
  CONTENT_PAGE: 'routes/content-page.tsx',
};

/**
 * Every page in every locale: fi at the root, en under /en and et under /et, one route id per name and locale
 * (e.g. 'GAME_PAGE.et'); then the redirect of /fi paths, the sitemap, robots.txt and the not-found page for everything
 * else.
 */
export default [
  ...LOCALES.flatMap((locale) =>
    Object.entries(pages).map(([name, file]) => {
      const path = ROUTES[name as RouteName][locale];
      return route(localePrefix(locale) + (path === '/' ? '' : path) || '/', file, { id: `${name}.${locale}` });
    }),
  ),
  // Finnish is served without a prefix; /fi and /fi/… redirect there (spec 2.1 names fi as a prefix too).
  route(DEFAULT_LOCALE, 'routes/default-locale-prefix.tsx', { id: 'DEFAULT_LOCALE_PREFIX' }),
  route(`${DEFAULT_LOCALE}/*`, 'routes/default-locale-prefix.tsx', { id: 'DEFAULT_LOCALE_PREFIX.rest' }),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemap/:part', 'routes/sitemap.ts', { id: 'sitemap-part' }),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
