import type { ContentComponents, ContentPaths, PlayerComponents, PlayerPaths } from '@casino/api-client';
import { VOLATILITIES, type Locale } from '@casino/flows';

/**
 * The data the screen stories' network answers (site-answers.ts): a small casino in the contract's shapes — games
 * with pictures, slot and live groups, providers, articles and content pages in fi and en, and a logged-in player
 * with a balance, limits and game lists. Fixed values only (no clock, no randomness), so screenshots repeat; the
 * exceptions are the release date of the new games, counted back from today so that they stay labelled new, and the
 * limits' period ends, counted on from now.
 */

type Content = ContentComponents['schemas'];
type Player = PlayerComponents['schemas'];
export type Game = Content['Game'];
export type GameGroup = Content['GameGroup'];

/** A release date `days` before today, as the catalogue writes it (day.month.year). */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`;
}

const game = (id: number, name: string, provider: number, extra: Partial<Game> = {}): Game => {
  const slug = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id,
    name,
    friendly_name: slug,
    provider,
    release_date: '14.11.2024',
    thumbnail: `/images/games/${slug}.jpg`,
    // Fixed facts spread by the id: every class among a few games, RTPs from 94 to 97.49 %.
    rtp: 94 + ((id * 37) % 350) / 100,
    volatility: VOLATILITIES[id % VOLATILITIES.length],
    ...extra,
  };
};

/** Provider ids of the provider table (@casino/flows providerName). */
const NETENT = 1;
const PLAYNGO = 3;
const PRAGMATIC = 6;
const EVOLUTION = 7;

export const bookOfDead = game(101, 'Book of Dead', PLAYNGO, {
  excerpt: 'Seikkaile Rich Wildella muinaisen Egyptin hautakammioihin ja etsi Kuolleiden kirja.',
  excerpt_en: 'Join Rich Wilde in the tombs of ancient Egypt and hunt for the Book of Dead.',
  excerpt_et: 'Liitu Rich Wilde’iga Vana-Egiptuse hauakambrites ja otsi Surnuteraamatut.',
  translations: { et: { title: 'Surnute raamat' } },
});

export const slotGames: Game[] = [
  bookOfDead,
  game(102, 'Starburst', NETENT),
  game(103, 'Gates of Olympus', PRAGMATIC, { release_date: daysAgo(3) }),
  game(104, 'Reactoonz', PLAYNGO),
  game(105, 'Sweet Bonanza', PRAGMATIC),
  game(106, 'Gonzo’s Quest', NETENT),
  game(107, 'Legacy of Dead', PLAYNGO, { release_date: daysAgo(5) }),
  game(108, 'Dead or Alive 2', NETENT),
  game(109, 'Sugar Rush', PRAGMATIC, { release_date: daysAgo(1) }),
  game(110, 'Fire Joker', PLAYNGO),
  game(111, 'Rise of Olympus', PLAYNGO),
  game(112, 'Twin Spin', NETENT),
];

export const liveGames: Game[] = [
  game(201, 'Lightning Roulette', EVOLUTION),
  game(202, 'Crazy Time', EVOLUTION),
  game(203, 'Blackjack Classic', EVOLUTION),
  game(204, 'Mega Wheel', PRAGMATIC),
];

export const allGames: Game[] = [...slotGames, ...liveGames];

/** The top-level groups: their slugs are the parent categories that list a whole section. */
export const parentGroups: GameGroup[] = [
  {
    id: 1,
    name: 'Kolikkopelit',
    slug: 'kolikkopelit',
    type: 'slots',
    parentId: null,
    translations: { fi: { title: 'Kolikkopelit' }, en: { title: 'Slots' }, et: { title: 'Slotid' } },
  },
  {
    id: 2,
    name: 'Livekasino',
    slug: 'livekasino',
    type: 'livecasino',
    parentId: null,
    translations: { fi: { title: 'Livekasino' }, en: { title: 'Live casino' }, et: { title: 'Live-kasiino' } },
  },
];

export const popularGroup: GameGroup = {
  id: 11,
  name: 'Suosituimmat',
  slug: 'suosituimmat',
  type: 'slots',
  parentId: 1,
  translations: {
    fi: { title: 'Suosituimmat', description: 'Pelaajiemme suosikit juuri nyt: klassikot ja kuukauden kärkinimet.' },
    en: {
      title: 'Most popular',
      description: 'Our players’ favourites right now: the classics and this month’s hits.',
    },
    et: { title: 'Populaarseimad' },
  },
};

export const newGroup: GameGroup = {
  id: 12,
  name: 'Uutuudet',
  slug: 'uutuudet',
  type: 'slots',
  parentId: 1,
  translations: { fi: { title: 'Uutuudet' }, en: { title: 'New games' }, et: { title: 'Uued mängud' } },
};

/** A group without games: its page says so, and the rails and lists leave it out. */
export const emptyGroup: GameGroup = {
  id: 13,
  name: 'Jackpotit',
  slug: 'jackpotit',
  type: 'slots',
  gameCount: 0,
  parentId: 1,
  translations: { fi: { title: 'Jackpotit' }, en: { title: 'Jackpots' }, et: { title: 'Jackpotid' } },
};

const liveGroup: GameGroup = {
  id: 14,
  name: 'Livepöydät',
  slug: 'livepoydat',
  type: 'livecasino',
  parentId: 2,
  translations: { fi: { title: 'Livepöydät' }, en: { title: 'Live tables' }, et: { title: 'Live-lauad' } },
};

export const childGroups: GameGroup[] = [popularGroup, newGroup, emptyGroup, liveGroup];

/** The games of each child group, by group id. */
export const groupGames: Record<number, Game[]> = {
  [popularGroup.id]: slotGames.filter((entry) => [101, 102, 104, 105, 106, 108, 110, 112].includes(entry.id)),
  [newGroup.id]: slotGames.filter((entry) => [103, 107, 109, 111].includes(entry.id)),
  [emptyGroup.id]: [],
  [liveGroup.id]: liveGames,
};

export const suppliers: Content['Supplier'][] = [
  { id: NETENT, name: 'NetEnt', slug: 'netent', logo: '/images/providers/netent.svg' },
  { id: PLAYNGO, name: "Play'n GO", slug: 'play-n-go', logo: '/images/providers/play-n-go.svg' },
  { id: PRAGMATIC, name: 'Pragmatic Play', slug: 'pragmatic-play', logo: '/images/providers/pragmatic-play.svg' },
  { id: EVOLUTION, name: 'Evolution', slug: 'evolution' },
  { id: 13, name: 'Thunderkick', slug: 'thunderkick' },
];

export const playngo = suppliers[1]!;

type ArticleListing = Content['ArticleListing'];

const bookWeek = { fi: 'kirjaviikko', en: 'book-week', et: 'raamatunadal' };
const lossLimitSlugs = { fi: 'nain-asetat-tappiorajan', en: 'setting-a-loss-limit' };

/** The articles of every locale, newest first, as GET /content/articles lists them. */
export const articles: ArticleListing[] = [
  {
    slug: 'kirjaviikko',
    title: 'Kirjaviikko: 50 ilmaiskierrosta',
    thumbnail: '/images/articles/book-week.jpg',
    date_parsed: '12.3.2026',
    locale: 'fi',
    category: 'campaign',
    reading_minutes: 1,
    translations: bookWeek,
  },
  {
    slug: 'book-week',
    title: 'Book week: 50 free spins',
    thumbnail: '/images/articles/book-week.jpg',
    date_parsed: '12.3.2026',
    locale: 'en',
    category: 'campaign',
    reading_minutes: 1,
    translations: bookWeek,
  },
  {
    slug: 'raamatunadal',
    title: 'Raamatunädal: 50 tasuta keerutust',
    thumbnail: '/images/articles/book-week.jpg',
    date_parsed: '12.3.2026',
    locale: 'et',
    category: 'campaign',
    reading_minutes: 1,
    translations: bookWeek,
  },
  {
    slug: 'nain-asetat-tappiorajan',
    title: 'Näin asetat tappiorajan',
    thumbnail: '/images/articles/loss-limit.jpg',
    date_parsed: '9.3.2026',
    locale: 'fi',
    category: 'news',
    reading_minutes: 3,
    translations: lossLimitSlugs,
  },
  {
    slug: 'setting-a-loss-limit',
    title: 'How to set a loss limit',
    thumbnail: '/images/articles/loss-limit.jpg',
    date_parsed: '9.3.2026',
    locale: 'en',
    category: 'news',
    reading_minutes: 3,
    translations: lossLimitSlugs,
  },
  {
    slug: 'maaliskuun-uutuudet',
    title: 'Maaliskuun uutuuspelit',
    thumbnail: '/images/articles/new-games.jpg',
    date_parsed: '2.3.2026',
    locale: 'fi',
    category: 'news',
    reading_minutes: 2,
    translations: { fi: 'maaliskuun-uutuudet' },
  },
  {
    slug: 'livekasinon-saannot',
    title: 'Livekasinon pöytäsäännöt lyhyesti',
    thumbnail: '/images/articles/live-rules.jpg',
    date_parsed: '24.2.2026',
    locale: 'fi',
    category: 'news',
    reading_minutes: 4,
    translations: { fi: 'livekasinon-saannot' },
  },
];

export type Page = ContentPaths['/pages']['get']['responses'][200]['content']['application/json'];

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

const articleBodies: Record<string, string> = {
  kirjaviikko:
    paragraphs(
      'Koko viikon ajan jokainen vähintään 20 euron talletus tuo 50 ilmaiskierrosta Book of Deadiin.',
      'Kierrokset ovat voimassa seitsemän päivää, ja niiden voitot maksetaan suoraan pelitilillesi ilman kierrätysvaatimusta.',
    ) +
    '<h2>Näin osallistut</h2><ol><li>Kirjaudu sisään.</li><li>Tee vähintään 20 euron talletus.</li><li>Avaa Book of Dead ja pelaa kierroksesi.</li></ol>' +
    paragraphs('Tarjous on voimassa 12.–19.3.2026. Pelaa vastuullisesti.'),
  'book-week':
    paragraphs(
      'All week long, every deposit of 20 euros or more brings 50 free spins on Book of Dead.',
      'The spins are valid for seven days, and their winnings go straight to your account with no wagering.',
    ) +
    '<h2>How to take part</h2><ol><li>Log in.</li><li>Deposit at least 20 euros.</li><li>Open Book of Dead and play your spins.</li></ol>' +
    paragraphs('The offer runs from 12 to 19 March 2026. Play responsibly.'),
  'nain-asetat-tappiorajan': paragraphs(
    'Tappioraja rajaa, kuinka paljon voit hävitä päivässä, viikossa tai kuukaudessa. Kun raja täyttyy, pelaaminen tauotetaan jakson loppuun.',
    'Voit laskea rajaa milloin tahansa, ja muutos tulee voimaan heti. Rajan nosto tulee voimaan vasta odotusajan jälkeen.',
  ),
  'setting-a-loss-limit': paragraphs(
    'A loss limit caps how much you can lose in a day, a week or a month. Once it is reached, play pauses until the period ends.',
    'You can lower a limit at any time and the change applies at once. Raising it takes effect only after a waiting period.',
  ),
};

const goldRushBody = (locale: Locale) =>
  ({
    fi:
      paragraphs(
        'Kultajahti palkitsee jokaisesta pelatusta kierroksesta: kerää kultahippuja ja vaihda ne ilmaiskierroksiin.',
      ) +
      '<h2>Palkinnot</h2><ul><li>100 hippua: 10 ilmaiskierrosta</li><li>500 hippua: 60 ilmaiskierrosta</li><li>1 000 hippua: 150 ilmaiskierrosta</li></ul>' +
      paragraphs('Hippuja kertyy kaikista kolikkopeleistä. Kultajahti jatkuu maaliskuun loppuun.'),
    en:
      paragraphs('The gold rush rewards every round you play: collect gold nuggets and trade them for free spins.') +
      '<h2>Prizes</h2><ul><li>100 nuggets: 10 free spins</li><li>500 nuggets: 60 free spins</li><li>1,000 nuggets: 150 free spins</li></ul>' +
      paragraphs('Every slot earns nuggets. The gold rush runs until the end of March.'),
    et:
      paragraphs(
        'Kullapalavik premeerib iga mängitud vooru eest: kogu kullatükke ja vaheta need tasuta keerutuste vastu.',
      ) + '<h2>Auhinnad</h2><ul><li>100 tükki: 10 tasuta keerutust</li><li>500 tükki: 60 tasuta keerutust</li></ul>',
  })[locale];

const termsBody = (locale: 'fi' | 'en') =>
  ({
    fi:
      '<h2>1. Yleistä</h2>' +
      paragraphs('Nämä ehdot koskevat kaikkea pelaamista sivustollamme. Pelaamalla hyväksyt ehdot.') +
      '<h2>2. Pelitili</h2>' +
      paragraphs(
        'Sinulla voi olla vain yksi pelitili. Pelaajan on oltava täysi-ikäinen.',
        'Voit asettaa tilillesi tappio- ja talletusrajat sekä pitää pelitauon milloin tahansa.',
      ),
    en:
      '<h2>1. General</h2>' +
      paragraphs('These terms apply to all play on our site. By playing you accept them.') +
      '<h2>2. Your account</h2>' +
      paragraphs(
        'You may hold only one account. Players must be of age.',
        'You can set loss and deposit limits and take a cool-off at any time.',
      ),
  })[locale];

/** Every page and article by slug, as GET /content/pages?slug= answers it. */
export const pages: Record<string, Page> = {
  ...Object.fromEntries(
    articles.map((article, index) => [
      article.slug,
      {
        id: 100 + index,
        slug: article.slug,
        title: article.title,
        thumbnail: article.thumbnail,
        date_parsed: article.date_parsed,
        content: articleBodies[article.slug] ?? paragraphs(article.title),
      },
    ]),
  ),
  kultajahti: {
    id: 1,
    slug: 'kultajahti',
    title: 'Kultajahti',
    thumbnail: '/images/pages/gold-rush.jpg',
    content: goldRushBody('fi'),
  },
  'gold-rush': {
    id: 2,
    slug: 'gold-rush',
    title: 'Gold rush',
    thumbnail: '/images/pages/gold-rush.jpg',
    content: goldRushBody('en'),
  },
  kullapalavik: { id: 3, slug: 'kullapalavik', title: 'Kullapalavik', content: goldRushBody('et') },
  kayttoehdot: { id: 4, slug: 'kayttoehdot', title: 'Käyttöehdot', content: termsBody('fi') },
  terms: { id: 5, slug: 'terms', title: 'Terms and conditions', content: termsBody('en') },
};

/** The footer of each locale: it links the locale's content pages, which tells the pages' locales. */
export const footers: Record<Locale, string> = {
  fi: '<p>Pelaa vastuullisesti. Ikäraja 18. <a href="/kayttoehdot">Käyttöehdot</a></p>',
  en: '<p>Play responsibly. You must be 18 or over. <a href="/en/terms">Terms and conditions</a></p>',
  et: '<p>Mängi vastutustundlikult. Vanusepiirang 18.</p>',
};

export type SiteStatus = ContentPaths['/status']['get']['responses'][200]['content']['application/json'];

export const noMaintenance: SiteStatus = { maintenance: null, serviceDisruption: null };

export const maintenance: SiteStatus = {
  maintenance: {
    fi: '<p>Sivustolla on huoltokatko. Palaamme noin klo 12.00 – kiitos kärsivällisyydestäsi!</p>',
    en: '<p>The site is down for maintenance. We will be back at about 12:00 – thank you for your patience!</p>',
    et: '<p>Saidil on hooldustööd. Oleme tagasi umbes kell 12.00 – täname kannatlikkuse eest!</p>',
  },
  serviceDisruption: null,
};

/** The site's logo, a static file of .storybook/public (a wordmark-like shape: fonts in SVG differ between machines). */
export const LOGO_URL = '/images/logo.svg';

export const maintenanceScreen: ContentPaths['/maintenance']['get']['responses'][200]['content']['application/json'] = {
  appName: 'Casino',
  logo: { url: LOGO_URL, width: 200, height: 57 },
  message: maintenance.maintenance!,
};

type PlayerAnswer<Path extends keyof PlayerPaths, M extends 'get' | 'post' = 'get'> =
  PlayerPaths[Path] extends Record<M, { responses: { 200: { content: { 'application/json': infer Body } } } }>
    ? Body
    : never;

/** The player of the screen stories. He has given both marketing consents, so no prompt covers the page. */
export const teppo: PlayerAnswer<'/player'> = {
  success: true,
  userId: 7,
  nickName: 'Teppo',
  firstName: 'Teppo',
  lastName: 'Testaaja',
  email: 'teppo@example.com',
  phoneNumber: '+358401234567',
  phoneNumberVerified: true,
  country: 'FIN',
  receiveEmail: true,
  receiveSms: true,
  lastLoginTime: '2026-03-10T18:30:00Z',
};

export const balance: PlayerAnswer<'/player/balance'> = {
  success: true,
  balance: 125.5,
  currency: 'EUR',
  cash: 100.5,
  promo: 25,
  currentTurnover: 0,
  totalTurnover: 0,
};

/**
 * An end of period `hours` from now, and half a minute, so a countdown to it reads whole hours while a story runs
 * (the second exception to fixed values: a fixed date would be past, and show no countdown).
 */
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 30_000).toISOString();

const lossLimit = (
  type: Player['LimitType'],
  amount: number,
  usedAmount: number,
  extra: Partial<Player['Limit']> = {},
) =>
  ({
    type,
    amount,
    usedAmount,
    minAmount: 10,
    maxAmount: 100000,
    autoRenew: true,
    currency: 'EUR',
    coolOff: false,
    ...extra,
  }) satisfies Player['Limit'];

export const limits: PlayerAnswer<'/player/limits'> = {
  success: true,
  limits: [
    lossLimit('dailyLoss', 50, 12.5, { endTime: hoursFromNow(7) }),
    lossLimit('weeklyLoss', 200, 80, {
      newAmount: 150,
      amountEffectiveTime: '2026-03-16T10:00:00Z',
      endTime: hoursFromNow(3 * 24 + 7),
    }),
    lossLimit('monthlyLoss', 500, 80, { endTime: hoursFromNow(12 * 24 + 7) }),
  ],
  trueLimits: {
    dailyLoss: { amount: 50, increasingToBeConfirmed: false },
    weeklyLoss: { amount: 200, newAmount: 150, increasingToBeConfirmed: false },
    monthlyLoss: { amount: 500, increasingToBeConfirmed: false },
  },
  depositLimits: [
    { currency: 'EUR', ammount: 100, usedAmount: 40, endTime: hoursFromNow(7), dailyDeposit: true },
    { currency: 'EUR', ammount: 500, usedAmount: 140, endTime: hoursFromNow(3 * 24 + 7), weeklyDeposit: true },
    { currency: 'EUR', ammount: 1500, usedAmount: 140, endTime: hoursFromNow(12 * 24 + 7), monthlyDeposit: true },
    { coolOff: false, endTime: null },
  ],
};

export const favourites: PlayerAnswer<'/games/favourites'> = {
  success: true,
  games: [bookOfDead, ...slotGames.filter((entry) => [103, 105, 109].includes(entry.id)), liveGames[1]!],
};

export const recentGames: PlayerAnswer<'/games/RecentGames'> = {
  success: true,
  games: [liveGames[0]!, ...slotGames.filter((entry) => [102, 107].includes(entry.id))],
};

export const jackpots: PlayerAnswer<'/jackpots'> = {
  success: true,
  jackpots: [
    { id: 1, name: 'Mega Fortune', amount: 1234567.89, currency: 'EUR', gameIds: [102] },
    { id: 2, name: 'Divine Fortune', amount: 84210.5, currency: 'EUR', gameIds: [106] },
  ],
};

/** The slot the game frame loads: a static page of .storybook/public (same origin, drawn without fonts). */
export const SLOT_URL = '/story-slot.html';

/** The spending overview of a player who deposited, played and lost a little in the last 30 days (issue 36). */
export const spending: PlayerAnswer<'/player/spending'> = {
  success: true,
  session: { startTime: '2026-03-14T18:02:00Z', bets: 12, wins: 7.5, net: -4.5 },
  periods: [
    { days: 1, deposits: 50, withdrawals: 0, bets: 12, wins: 7.5, net: -4.5, sessions: 1, playedSeconds: 1260 },
    { days: 7, deposits: 50, withdrawals: 20, bets: 40, wins: 49, net: 9, sessions: 3, playedSeconds: 5400 },
    { days: 30, deposits: 150, withdrawals: 20, bets: 160, wins: 120, net: -40, sessions: 9, playedSeconds: 17100 },
    {
      days: 365,
      deposits: 900,
      withdrawals: 400,
      bets: 2100,
      wins: 1650,
      net: -450,
      sessions: 80,
      playedSeconds: 190000,
    },
  ],
  days: [0, -2.5, 0, 0, 4, 0, -10, 0, 0, 0, -6, 0, 0, 1.5, 0, 0, 0, -12, 0, 0, 0, 0, -3, 0, 8, 0, 0, -15, 0, -4.5].map(
    (net, index) => ({ date: new Date(Date.UTC(2026, 10, 5 + index)).toISOString().slice(0, 10), net }),
  ),
};
