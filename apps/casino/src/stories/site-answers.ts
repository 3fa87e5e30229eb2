import { defaultApiConfig, type ContentPaths } from '@casino/api-client';
import { isLocale, providerName } from '@casino/flows';
import { http, HttpResponse } from 'msw';
import { avatar, cms, content, player } from './contract-handlers';
import {
  allGames,
  articles,
  balance,
  childGroups,
  favourites,
  footers,
  groupGames,
  jackpots,
  limits,
  spending,
  maintenanceScreen,
  noMaintenance,
  pages,
  parentGroups,
  recentGames,
  SLOT_URL,
  suppliers,
  teppo,
  LOGO_URL,
} from './fixtures';

type ImageQuery = ContentPaths['/image']['get']['parameters']['query'];

/** A number 0-359 from a picture's path (FNV-1a), so each picture has its own colours, the same on every run. */
function hueOf(path: string): number {
  let hash = 0x811c9dc5;
  for (const char of path) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 360;
}

/** A gradient artwork without text (fonts inside SVG pictures differ between machines), 4:3, `width` wide. */
function artwork(path: string, width: number): string {
  const hue = hueOf(path);
  const second = (hue + 60) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${(width * 3) / 4}" viewBox="0 0 320 240" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${second} 70% 20%)"/>` +
    `</linearGradient></defs><rect width="320" height="240" fill="url(#g)"/>` +
    `<circle cx="160" cy="120" r="64" fill="hsl(${hue} 90% 75% / 0.35)"/>` +
    `<path d="M120 160 L160 70 L200 160 Z" fill="hsl(${second} 90% 85% / 0.5)"/></svg>`
  );
}

/** A provider's logo: a wordmark-like shape without text. */
function logo(path: string): string {
  const hue = hueOf(path);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="57" viewBox="0 0 200 57">` +
    `<rect x="2" y="8" width="41" height="41" rx="20" fill="hsl(${hue} 80% 60%)"/>` +
    `<rect x="54" y="14" width="140" height="12" rx="6" fill="hsl(${hue} 80% 60%)"/>` +
    `<rect x="54" y="33" width="96" height="10" rx="5" fill="hsl(${hue} 30% 80%)"/></svg>`
  );
}

/**
 * The image service (GET /content/image?url=&w=), which Storybook has not: the site's logo is its static file, every
 * other picture an SVG drawn from its path, a provider's logo as a wordmark, anything else as an artwork at the asked
 * width.
 */
const pictures = http.get(`${defaultApiConfig.contentBaseUrl}/image`, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const path: ImageQuery['url'] = query.get('url') ?? '';
  if (path === LOGO_URL) return HttpResponse.redirect(new URL(LOGO_URL, request.url).href, 302);
  const width = Number(query.get('w')) || 640;
  const svg = path.startsWith('/images/providers/') ? logo(path) : artwork(path, width);
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
});

const byGroupId = new Map(childGroups.map((group) => [group.id, group]));

/** A transactions list with no rows. */
const emptyList = { success: true, page: 1, pageCount: 0, transactions: [] };

/**
 * Every answer a screen of the app needs, by name, from the fixtures: the layout's (settings, status, groups,
 * providers), the pages' (games by group, section and provider, articles, pages), the pictures, and a logged-in
 * player's (player, balance, limits, game lists, game launches); the jackpots. A story replaces one by its name:
 * `parameters: { msw: { handlers: { limits: player.pending('get', '/player/limits') } } }`.
 */
export const siteAnswers = {
  siteSettings: content.get('/site-settings', ({ url }) => {
    const lang = url.searchParams.get('lang');
    return { footer: footers[isLocale(lang) ? lang : 'fi'], popups: [] };
  }),
  // No popups: a screen shows none unless its story answers some (features/site-popups).
  popups: cms.get('/site-settings', { footer: '', popups: [] }),
  status: content.get('/status', noMaintenance),
  maintenance: content.get('/maintenance', maintenanceScreen),
  groups: content.get('/game-groups-translated', parentGroups),
  childGroups: content.get('/child-game-groups-translated', childGroups),
  suppliers: content.get('/suppliers', suppliers),
  games: content.get('/games', ({ url }) => {
    const slug = url.searchParams.get('slug');
    return slug === null ? allGames : allGames.filter((game) => game.friendly_name === slug);
  }),
  // As the content service: a live group's games only when asked with type=livecasino.
  groupGames: content.get('/games-by-group-id={groupId}', ({ params, url }) => {
    const group = byGroupId.get(Number(params.groupId));
    if (!group || (group.type === 'livecasino') !== (url.searchParams.get('type') === 'livecasino')) return [];
    return groupGames[group.id] ?? [];
  }),
  // As the content service: volatility= narrows the section to one class.
  sectionGames: content.get('/parent-category={parentCategory}', ({ params, url }) => {
    const parent = parentGroups.find((group) => group.slug === params.parentCategory);
    const volatility = url.searchParams.get('volatility');
    return parent
      ? allGames.filter(
          (game) =>
            (game.id > 200 ? 'livecasino' : 'slots') === parent.type &&
            (volatility === null || game.volatility === volatility),
        )
      : [];
  }),
  // By the provider's slug (its page) or its name (the game page's 'more from').
  providerGames: content.get('/provider={name}', ({ params }) => {
    const name = params.name.toLowerCase();
    const supplier = suppliers.find((entry) => entry.slug === name || entry.name.toLowerCase() === name);
    return supplier ? allGames.filter((game) => providerName(game.provider) === supplier.name) : [];
  }),
  articles: content.get('/articles', ({ url }) => {
    const lang = url.searchParams.get('lang');
    return articles.filter((article) => lang === null || article.locale === lang);
  }),
  pages: content.get('/pages', ({ url, refuse }) => {
    const page = pages[url.searchParams.get('slug') ?? ''];
    return page ?? refuse({ message: 'Not found' }, 404);
  }),
  pictures,
  jackpots: player.get('/jackpots', jackpots),
  player: player.get('/player', teppo),
  balance: player.get('/player/balance', balance),
  limits: player.get('/player/limits', limits),
  spending: player.get('/player/spending', spending),
  // The reality check is off: no reminder covers the screenshots.
  realityCheck: player.get('/player/limit/realityCheck/reset', { success: true, minutes: 0, nextCheckTime: null }),
  // Two codes to the player's number: the older one used, the newer one not yet.
  smsHistory: player.get('/player/smsVerificationHistory', {
    success: true,
    history: [
      { phoneNumber: '+358401234567', sentTime: '2026-03-01T18:22:05Z', verified: false },
      { phoneNumber: '+358401234567', sentTime: '2026-02-20T09:05:00Z', verified: true },
    ],
  }),
  favourites: player.get('/games/favourites', favourites),
  recentGames: player.get('/games/RecentGames', recentGames),
  demo: player.get('/game/demo/{id}', { success: true, url: `${SLOT_URL}?mode=demo` }),
  real: player.get('/game/real/{id}', { success: true, url: `${SLOT_URL}?mode=real` }),
  logout: player.post('/logout', { success: true }),
  // Avatar 3 of the brand's 12 (its url names the set, as the server's do).
  avatar: avatar.get('/user/avatar', { success: true, avatar: { id: 3, url: '/images/avatars/12/3.svg' } }),
  // The bottom bar's badges: nothing to count, so the screenshots show none.
  wheelSpins: player.get('/bonuswheel/spin', { success: true, available_spins: 0 }),
  freeSpins: player.get('/player/bonuses/freeSpins', {
    success: true,
    bonuses: { count: 0 },
    pageCount: 0,
    transactions: [],
  }),
  campaigns: player.get('/campaigns/depositCampaigns', { success: true, campaigns: [] }),
  // The rest of what a login loads (spec 7): empty lists, a verified account, no bonus game rounds.
  deposits: player.get('/transactions/deposits', emptyList),
  withdrawals: player.get('/transactions/withdrawals', emptyList),
  gameActions: player.get('/transactions/games', emptyList),
  documents: player.get('/player/documents', { success: true, documents: [] }),
  verification: player.get('/verification/status', {
    success: true,
    emailVerified: true,
    phoneNumberVerified: true,
    identityVerified: true,
  }),
  activity: player.get('/player/activity', { success: true, activities: [], count: 0 }),
  loyalty: player.get('/player/loyalty', { success: true, points: 0 }),
  bonusGameRounds: player.get('/bonus-game/progress', { success: true, rounds: [], wagered: 0, wagerPerRound: 50 }),
};
