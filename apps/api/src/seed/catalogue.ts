import { displayTitle, GAME_PROVIDERS, type Locale, LOCALES, VOLATILITIES, type Volatility } from '@casino/flows/rules';
import type { GameGroupType } from '../catalogue/schema.ts';
import { seededRandom, slugify } from './random.ts';

/**
 * The demo game catalogue, generated from word lists by a seeded generator: the same catalogue on every machine and
 * every run. Provider ids and names come from the shared provider table; the game names are invented.
 */

type Words = [en: string, fi: string, et: string];
const inLocales = ([en, fi, et]: Words): Record<Locale, string> => ({ fi, en, et });
const perLocale = <T>(value: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>;

interface Theme {
  nouns: Words[];
  /** One sentence per locale describing the theme. */
  excerpt: Words;
  tags: Words[];
  /** Two hues of the generated pictures. */
  hues: [number, number];
}

const themes = {
  egypt: {
    nouns: [
      ['Pharaoh', 'Faarao', 'Vaarao'],
      ['Pyramid', 'Pyramidi', 'Püramiid'],
      ['Scarab', 'Skarabee', 'Skarabeus'],
      ['Sphinx', 'Sfinksi', 'Sfinks'],
      ['Cleopatra', 'Kleopatra', 'Kleopatra'],
      ['Anubis', 'Anubis', 'Anubis'],
    ],
    excerpt: [
      'An adventure among the tombs of ancient Egypt.',
      'Seikkailu muinaisen Egyptin hautakammioissa.',
      'Seiklus Vana-Egiptuse hauakambrites.',
    ],
    tags: [
      ['egypt', 'egypti', 'egiptus'],
      ['ancient', 'muinainen', 'iidne'],
    ],
    hues: [40, 20],
  },
  nordic: {
    nouns: [
      ['Viking', 'Viikinki', 'Viiking'],
      ['Valkyrie', 'Valkyyria', 'Valküür'],
      ['Troll', 'Peikko', 'Troll'],
      ['Fjord', 'Vuono', 'Fjord'],
      ['Rune', 'Riimu', 'Ruun'],
      ['Aurora', 'Revontuli', 'Virmalised'],
    ],
    excerpt: [
      'Northern legends with free spins under the aurora.',
      'Pohjoisen tarut ja ilmaiskierroksia revontulten alla.',
      'Põhjamaa legendid ja tasuta keerutused virmaliste all.',
    ],
    tags: [
      ['nordic', 'pohjoinen', 'põhjamaa'],
      ['mythology', 'mytologia', 'mütoloogia'],
    ],
    hues: [200, 160],
  },
  fruit: {
    nouns: [
      ['Cherry', 'Kirsikka', 'Kirss'],
      ['Lemon', 'Sitruuna', 'Sidrun'],
      ['Melon', 'Meloni', 'Melon'],
      ['Plum', 'Luumu', 'Ploom'],
      ['Grape', 'Rypäle', 'Viinamari'],
      ['Seven', 'Seiska', 'Seitse'],
    ],
    excerpt: [
      'Classic fruit symbols and quick spins.',
      'Klassiset hedelmäsymbolit ja nopeat pyöräytykset.',
      'Klassikalised puuviljasümbolid ja kiired keerutused.',
    ],
    tags: [
      ['fruit', 'hedelmä', 'puuvili'],
      ['classic', 'klassikko', 'klassika'],
    ],
    hues: [350, 60],
  },
  treasure: {
    nouns: [
      ['Gold', 'Kulta', 'Kuld'],
      ['Gem', 'Jalokivi', 'Kalliskivi'],
      ['Diamond', 'Timantti', 'Teemant'],
      ['Coin', 'Kolikko', 'Münt'],
      ['Chest', 'Arkku', 'Kirst'],
      ['Crown', 'Kruunu', 'Kroon'],
    ],
    excerpt: [
      'Hunt for treasure and grow the multiplier with every win.',
      'Etsi aarteita ja kerrytä kerrointa jokaisella voitolla.',
      'Otsi aardeid ja kasvata kordajat iga võiduga.',
    ],
    tags: [
      ['treasure', 'aarre', 'aare'],
      ['jackpot', 'jättipotti', 'jackpot'],
    ],
    hues: [45, 280],
  },
  space: {
    nouns: [
      ['Star', 'Tähti', 'Täht'],
      ['Comet', 'Komeetta', 'Komeet'],
      ['Planet', 'Planeetta', 'Planeet'],
      ['Rocket', 'Raketti', 'Rakett'],
      ['Nebula', 'Tähtisumu', 'Udukogu'],
      ['Galaxy', 'Galaksi', 'Galaktika'],
    ],
    excerpt: [
      'A space voyage with expanding wild symbols.',
      'Avaruusmatka, jossa villit symbolit laajenevat.',
      'Kosmoseretk laienevate metsikute sümbolitega.',
    ],
    tags: [
      ['space', 'avaruus', 'kosmos'],
      ['sci-fi', 'scifi', 'ulme'],
    ],
    hues: [250, 300],
  },
  animals: {
    nouns: [
      ['Wolf', 'Susi', 'Hunt'],
      ['Bear', 'Karhu', 'Karu'],
      ['Lynx', 'Ilves', 'Ilves'],
      ['Fox', 'Kettu', 'Rebane'],
      ['Eagle', 'Kotka', 'Kotkas'],
      ['Buffalo', 'Biisoni', 'Piison'],
    ],
    excerpt: [
      'Wild animals of the forest and many ways to win.',
      'Metsän villit eläimet ja monta tapaa voittaa.',
      'Metsa metsloomad ja palju võiduvõimalusi.',
    ],
    tags: [
      ['animals', 'eläimet', 'loomad'],
      ['nature', 'luonto', 'loodus'],
    ],
    hues: [100, 30],
  },
  adventure: {
    nouns: [
      ['Temple', 'Temppeli', 'Tempel'],
      ['Jungle', 'Viidakko', 'Džungel'],
      ['Map', 'Kartta', 'Kaart'],
      ['Explorer', 'Löytöretkeilijä', 'Maadeavastaja'],
      ['Idol', 'Epäjumala', 'Iidol'],
      ['Compass', 'Kompassi', 'Kompass'],
    ],
    excerpt: [
      'Explore lost temples and open the bonus chambers.',
      'Tutki kadonneita temppeleitä ja avaa bonuskammiot.',
      'Avasta kadunud templeid ja ava boonuskambrid.',
    ],
    tags: [
      ['adventure', 'seikkailu', 'seiklus'],
      ['exploration', 'tutkimusmatka', 'avastusretk'],
    ],
    hues: [130, 35],
  },
  candy: {
    nouns: [
      ['Candy', 'Karkki', 'Komm'],
      ['Sugar', 'Sokeri', 'Suhkur'],
      ['Cake', 'Kakku', 'Kook'],
      ['Bubble', 'Kupla', 'Mull'],
      ['Donut', 'Donitsi', 'Sõõrik'],
      ['Lollipop', 'Tikkari', 'Pulgakomm'],
    ],
    excerpt: [
      'Sweet cascades where every win drops new symbols.',
      'Makeita kaskadeja: jokainen voitto pudottaa uusia symboleita.',
      'Magusad kaskaadid: iga võit toob uued sümbolid.',
    ],
    tags: [
      ['candy', 'karkki', 'komm'],
      ['cascade', 'kaskadi', 'kaskaad'],
    ],
    hues: [320, 190],
  },
  myth: {
    nouns: [
      ['Dragon', 'Lohikäärme', 'Draakon'],
      ['Phoenix', 'Feeniks', 'Fööniks'],
      ['Titan', 'Titaani', 'Titaan'],
      ['Zeus', 'Zeus', 'Zeus'],
      ['Medusa', 'Medusa', 'Medusa'],
      ['Griffin', 'Aarnikotka', 'Griff'],
    ],
    excerpt: [
      'Gods and monsters with multipliers from the heavens.',
      'Jumalia ja hirviöitä, kertoimia taivaalta.',
      'Jumalad ja koletised, kordajad taevast.',
    ],
    tags: [
      ['mythology', 'mytologia', 'mütoloogia'],
      ['gods', 'jumalat', 'jumalad'],
    ],
    hues: [15, 220],
  },
  spooky: {
    nouns: [
      ['Ghost', 'Haamu', 'Kummitus'],
      ['Zombie', 'Zombi', 'Zombi'],
      ['Vampire', 'Vampyyri', 'Vampiir'],
      ['Pumpkin', 'Kurpitsa', 'Kõrvits'],
      ['Witch', 'Noita', 'Nõid'],
      ['Skull', 'Pääkallo', 'Pealuu'],
    ],
    excerpt: [
      'A haunted night full of sticky wilds.',
      'Kummitteleva yö täynnä tarttuvia villejä symboleita.',
      'Kummitav öö täis kleepuvaid metsikuid sümboleid.',
    ],
    tags: [
      ['horror', 'kauhu', 'õudus'],
      ['halloween', 'halloween', 'halloween'],
    ],
    hues: [270, 25],
  },
  ocean: {
    nouns: [
      ['Pearl', 'Helmi', 'Pärl'],
      ['Shark', 'Hai', 'Hai'],
      ['Pirate', 'Merirosvo', 'Piraat'],
      ['Kraken', 'Kraken', 'Kraken'],
      ['Mermaid', 'Merenneito', 'Merineitsi'],
      ['Anchor', 'Ankkuri', 'Ankur'],
    ],
    excerpt: [
      'Sail the seven seas for sunken riches.',
      'Purjehdi seitsemällä merellä uponneiden aarteiden perään.',
      'Purjeta seitsmel merel uppunud rikkuste järele.',
    ],
    tags: [
      ['ocean', 'meri', 'meri'],
      ['pirates', 'merirosvot', 'piraadid'],
    ],
    hues: [190, 210],
  },
  wildwest: {
    nouns: [
      ['Sheriff', 'Sheriffi', 'Šerif'],
      ['Outlaw', 'Lainsuojaton', 'Lindprii'],
      ['Saloon', 'Saluuna', 'Salong'],
      ['Cowboy', 'Cowboy', 'Kauboi'],
      ['Bandit', 'Rosvo', 'Bandiit'],
      ['Canyon', 'Kanjoni', 'Kanjon'],
    ],
    excerpt: [
      'A showdown in the Wild West with bounty multipliers.',
      'Kaksintaistelu Villissä lännessä ja palkkiokertoimia.',
      'Duell Metsikus Läänes ja pearahakordajad.',
    ],
    tags: [
      ['western', 'lännenpeli', 'vestern'],
      ['wild west', 'villi länsi', 'metsik lääs'],
    ],
    hues: [25, 5],
  },
} satisfies Record<string, Theme>;

type ThemeName = keyof typeof themes;

const adjectives: Words[] = [
  ['Golden', 'Kultainen', 'Kuldne'],
  ['Wild', 'Villi', 'Metsik'],
  ['Lucky', 'Onnekas', 'Õnnelik'],
  ['Mighty', 'Mahtava', 'Võimas'],
  ['Frozen', 'Jäätynyt', 'Külmunud'],
  ['Royal', 'Kuninkaallinen', 'Kuninglik'],
  ['Secret', 'Salainen', 'Salajane'],
  ['Magic', 'Maaginen', 'Maagiline'],
  ['Silver', 'Hopeinen', 'Hõbedane'],
  ['Dark', 'Synkkä', 'Tume'],
  ['Electric', 'Sähköinen', 'Elektriline'],
  ['Ancient', 'Ikivanha', 'Iidne'],
];

/** Name patterns; `feature` marks the patterns that put a game into the jackpot or Megaways group. */
const patterns: { name: (noun: string) => string; feature?: 'jackpot' | 'megaways' | 'book' }[] = [
  { name: (noun) => `Book of ${noun}`, feature: 'book' },
  { name: (noun) => `${noun} Bonanza` },
  { name: (noun) => `${noun} Megaways`, feature: 'megaways' },
  { name: (noun) => `Legend of the ${noun}` },
  { name: (noun) => `${noun} Deluxe` },
  { name: (noun) => `${noun} Hold and Win`, feature: 'jackpot' },
  { name: (noun) => `${noun} Boost` },
  { name: (noun) => `Rise of the ${noun}` },
  { name: (noun) => `${noun} Boom` },
  { name: (noun) => `${noun} Jackpot King`, feature: 'jackpot' },
  { name: (noun) => `${noun} Low` },
];

/** Providers of the slots; one of them is disabled, so its games cannot be started (errorCode 132). */
const slotProviderIds = [
  1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, -7,
];
const liveProviderIds = [7, 6, 17];
export const disabledProviderId = 29;

const liveTables: [table: string, group: string][] = [
  ['Roulette', 'ruletti'],
  ['Blackjack', 'blackjack'],
  ['Baccarat', 'baccarat'],
  ['Poker', 'pokeri'],
];
const livePrefixes = ['Nordic', 'Helsinki', 'Tallinn', 'Speed', 'VIP', 'Golden', 'Auto', 'Immersive', 'Turbo', 'Salon'];
const liveShows = [
  'Money Wheel Live',
  'Captain Dice Live',
  'Coin Flip Live',
  'Deal Wheel Live',
  'Treasure Hunt Live',
  'Boom Town Live',
  'Lucky Balls Live',
  'Crazy Pachinko Live',
];
const liveExcerpt: Words = [
  'A table game streamed live with a real dealer.',
  'Pöytäpeli oikean jakajan kanssa suorana lähetyksenä.',
  'Lauamäng otseülekandes päris diileriga.',
];
const showExcerpt: Words = [
  'A live game show with a money wheel and bonus rounds.',
  'Viihdeshow, jossa on onnenpyörä ja bonuskierroksia.',
  'Otsesaade raharattaga ja boonusvoorudega.',
];
const liveTags: Words[] = [['live casino', 'live-kasino', 'live-kasiino']];

const SLOT_GAME_COUNT = 600;

export interface DemoProvider {
  id: number;
  name: string;
  slug: string;
  active: boolean;
  logo: string;
}

export interface DemoGame {
  name: string;
  friendlyName: string;
  providerId: number;
  releasedDaysAgo: number;
  translations: Partial<Record<Locale, { title: string }>>;
  excerpts: Record<Locale, string>;
  tags: Record<Locale, string[]>;
  thumbnail: string;
  active: boolean;
  /** Colours of the generated thumbnail. */
  hues: [number, number];
  /** The slugs of the groups the game belongs to (see demoGroupGames for their order). */
  groups: string[];
  /** The return to player in basis points (9620 is 96.20 %) and the volatility class, as an operator states them. */
  rtpBasisPoints: number;
  volatility: Volatility;
}

export interface DemoGroup {
  slug: string;
  name: string;
  type: GameGroupType;
  parent: string | null;
  translations: Partial<Record<Locale, { title: string; description?: string }>>;
}

/** Titles (and descriptions) in the three locales. */
const titled = (titles: Words, descriptions?: Words): DemoGroup['translations'] =>
  perLocale((locale) => {
    const title = inLocales(titles)[locale];
    return descriptions ? { title, description: inLocales(descriptions)[locale] } : { title };
  });

const group = (
  slug: string,
  type: GameGroupType,
  parent: string | null,
  name: string,
  translations: DemoGroup['translations'],
): DemoGroup => ({ slug, name, type, parent, translations });

/** Top-level groups first, then their child groups; the order is the menu order. */
export const demoGroups: DemoGroup[] = [
  group(
    'kolikkopelit',
    'slots',
    null,
    'Slots',
    titled(
      ['Slots', 'Kolikkopelit', 'Slotid'],
      ['Every slot of the casino.', 'Kaikki kasinon kolikkopelit.', 'Kõik kasiino slotid.'],
    ),
  ),
  group(
    'live-kasino',
    'livecasino',
    null,
    'Live casino',
    titled(
      ['Live casino', 'Live-kasino', 'Live-kasiino'],
      ['Real dealers, streamed live.', 'Oikeat jakajat suorana lähetyksenä.', 'Päris diilerid otseülekandes.'],
    ),
  ),
  group(
    'uudet',
    'slots',
    'kolikkopelit',
    'New games',
    titled(
      ['New games', 'Uudet pelit', 'Uued mängud'],
      ['The latest releases.', 'Tuoreimmat julkaisut.', 'Värskeimad väljalasked.'],
    ),
  ),
  group('suosituimmat', 'slots', 'kolikkopelit', 'Popular', titled(['Popular', 'Suosituimmat', 'Populaarsed'])),
  group('jackpotit', 'slots', 'kolikkopelit', 'Jackpots', titled(['Jackpots', 'Jättipotit', 'Jackpotid'])),
  group('megaways', 'slots', 'kolikkopelit', 'Megaways', titled(['Megaways', 'Megaways', 'Megaways'])),
  group('kirjapelit', 'slots', 'kolikkopelit', 'Book games', titled(['Book games', 'Kirjapelit', 'Raamatumängud'])),
  group('klassikot', 'slots', 'kolikkopelit', 'Classics', titled(['Classics', 'Klassikot', 'Klassika'])),
  // No Estonian text: the answer falls back to the name.
  group('seikkailu', 'slots', 'kolikkopelit', 'Adventure', {
    fi: { title: 'Seikkailu', description: 'Temppeleitä, viidakoita ja myyttejä.' },
    en: { title: 'Adventure' },
  }),
  group('ruletti', 'livecasino', 'live-kasino', 'Roulette', titled(['Roulette', 'Ruletti', 'Rulett'])),
  group('blackjack', 'livecasino', 'live-kasino', 'Blackjack', titled(['Blackjack', 'Blackjack', 'Blackjack'])),
  group('baccarat', 'livecasino', 'live-kasino', 'Baccarat', titled(['Baccarat', 'Baccarat', 'Bakaraa'])),
  group('pokeri', 'livecasino', 'live-kasino', 'Poker', titled(['Poker', 'Pokeri', 'Pokker'])),
  group('game-show', 'livecasino', 'live-kasino', 'Game shows', titled(['Game shows', 'Pelishow’t', 'Mängusaated'])),
];

const providerById = new Map(GAME_PROVIDERS.map((provider) => [provider.id, provider.name]));

function providerRow(id: number): DemoProvider {
  const name = providerById.get(id);
  if (name === undefined) throw new Error(`provider ${id} is not in the provider table`);
  const slug = slugify(name);
  return { id, name, slug, active: id !== disabledProviderId, logo: `/images/providers/${slug}.svg` };
}

export const demoProviders: DemoProvider[] = [...new Set([...slotProviderIds, ...liveProviderIds])].map(providerRow);

/** How many days before seeding a game came out: about one in fifteen within the last 14 days. */
const releaseAge = (random: ReturnType<typeof seededRandom>) =>
  random.next() < 0.07 ? random.below(14) : 14 + random.below(1500);

interface SlotCandidate {
  themeName: string;
  noun: Words;
  adjective: Words | undefined;
  pattern: (typeof patterns)[number] | undefined;
}

/** Every name the word lists make: each theme's nouns with each adjective and each pattern. */
const slotCandidates = (): SlotCandidate[] =>
  Object.entries(themes).flatMap(([themeName, theme]) =>
    theme.nouns.flatMap((noun) => [
      ...adjectives.map((adjective) => ({ themeName, noun, adjective, pattern: undefined })),
      ...patterns.map((pattern) => ({ themeName, noun, adjective: undefined, pattern })),
    ]),
  );

/** One slot of a drawn name (with an edition's suffix, if any), its groups, provider and release drawn by `random`. */
function slotGame(
  random: ReturnType<typeof seededRandom>,
  { themeName, noun, adjective, pattern }: SlotCandidate,
  providerIds: number[],
  edition?: string,
  index = 0,
): DrawnGame {
  const theme = themes[themeName as ThemeName];
  const suffix = edition === undefined ? '' : ` ${edition}`;
  const name = (adjective ? `${adjective[0]} ${noun[0]}` : pattern!.name(noun[0])) + suffix;
  // Adjective-noun names read well in every language, so they get localised titles.
  const translations = adjective
    ? perLocale((locale) => ({ title: `${inLocales(adjective)[locale]} ${inLocales(noun)[locale]}${suffix}` }))
    : { en: { title: name } };
  const feature = pattern?.feature;
  const groups = [
    'kolikkopelit',
    ...(feature === 'jackpot' || themeName === 'treasure' ? ['jackpotit'] : []),
    ...(feature === 'megaways' ? ['megaways'] : []),
    ...(feature === 'book' ? ['kirjapelit'] : []),
    ...(themeName === 'fruit' ? ['klassikot'] : []),
    ...(['egypt', 'adventure', 'myth'].includes(themeName) ? ['seikkailu'] : []),
    ...(random.next() < 0.08 ? ['suosituimmat'] : []),
  ];
  return {
    name,
    friendlyName: slugify(name),
    providerId: random.pick(providerIds),
    releasedDaysAgo: releaseAge(random),
    translations,
    excerpts: inLocales(theme.excerpt),
    tags: perLocale((locale) => theme.tags.map((tag) => inLocales(tag)[locale])),
    thumbnail: `/images/games/${slugify(name)}.svg`,
    active: index % 97 !== 96,
    hues: theme.hues,
    groups,
  };
}

function slotGames(random: ReturnType<typeof seededRandom>): DrawnGame[] {
  return random
    .shuffle(slotCandidates())
    .slice(0, SLOT_GAME_COUNT)
    .map((candidate, index) => slotGame(random, candidate, slotProviderIds, undefined, index));
}

function liveGames(random: ReturnType<typeof seededRandom>): DrawnGame[] {
  const tables = livePrefixes.flatMap((prefix) =>
    liveTables.map(([table, groupSlug]) => ({ name: `${prefix} ${table}`, groupSlug, excerpt: liveExcerpt })),
  );
  const shows = liveShows.map((name) => ({ name, groupSlug: 'game-show', excerpt: showExcerpt }));
  return [...tables, ...shows].map(({ name, groupSlug, excerpt }): DrawnGame => ({
    name,
    friendlyName: slugify(name),
    providerId: random.pick(liveProviderIds),
    releasedDaysAgo: releaseAge(random),
    translations: { en: { title: name } },
    excerpts: inLocales(excerpt),
    tags: perLocale((locale) => liveTags.map((tag) => inLocales(tag)[locale])),
    thumbnail: `/images/games/${slugify(name)}.svg`,
    active: true,
    hues: [0, 140],
    groups: ['live-kasino', groupSlug],
  }));
}

/** A game before withFacts states its RTP and volatility. */
type DrawnGame = Omit<DemoGame, 'rtpBasisPoints' | 'volatility'>;

/** An RTP in basis points drawn from `from` to `to` percent, to two decimals. */
const rtpBetween = (random: ReturnType<typeof seededRandom>, from: number, to: number) =>
  from * 100 + random.below((to - from) * 100 + 1);

/**
 * Each game's RTP and volatility, drawn from a generator of their own so that the rest of the catalogue (drawn
 * before them) stays as it was: jackpot, Megaways and book slots are high volatility, other slots any class, at
 * 94-97.5 %; a game's 'Low' edition (its title has a Low-style suffix) returns 88-92 %; live tables are low
 * volatility at 97-99.5 %, live game shows high at 95-96.5 %.
 */
function withFacts(games: DrawnGame[]): DemoGame[] {
  const random = seededRandom(36);
  return games.map((game) => {
    const live = game.groups.includes('live-kasino');
    const show = game.groups.includes('game-show');
    const highSlot = ['jackpotit', 'megaways', 'kirjapelit'].some((slug) => game.groups.includes(slug));
    const volatility: Volatility = live ? (show ? 'high' : 'low') : highSlot ? 'high' : random.pick(VOLATILITIES);
    const rtpBasisPoints = live
      ? show
        ? rtpBetween(random, 95, 96.5)
        : rtpBetween(random, 97, 99.5)
      : displayTitle(game.name) !== game.name
        ? rtpBetween(random, 88, 92)
        : rtpBetween(random, 94, 97.5);
    return { ...game, rtpBasisPoints, volatility };
  });
}

/** The newest slots form the 'new games' group. */
const NEW_GROUP_SIZE = 40;

/** Providers of an operator-size catalogue (issue 37): the demo's and the next ones of the provider table. */
export const SCALE_PROVIDER_COUNT = 80;

/** Suffixes of the sequels and editions that an operator-size catalogue adds to the demo's names. */
const editions = ['II', 'III', 'Xmas', 'Ultra', 'Reloaded', 'Extreme', 'Dream Drop', 'Nights', 'Gigablox', 'Rush'];

/** Whether a name pattern makes a game's 'Low' edition, which takes no further suffix. */
const isLowEdition = ({ pattern, noun }: SlotCandidate) =>
  pattern !== undefined && displayTitle(pattern.name(noun[0])) !== pattern.name(noun[0]);

/**
 * The slots an operator-size catalogue adds to the demo's: sequels and editions of the demo's names (`Wild Wolf II`,
 * `Book of Troll Xmas`), with the same themes, groups, tags, titles and pictures, drawn by a generator of their own
 * (seed 37) so that the demo's games come first and unchanged, from every provider the catalogue has.
 */
function moreSlots(count: number, taken: Set<string>, providerIds: number[]): DrawnGame[] {
  const random = seededRandom(37);
  const candidates = random.shuffle(
    slotCandidates().flatMap((candidate) =>
      isLowEdition(candidate) ? [] : editions.map((edition) => ({ ...candidate, edition })),
    ),
  );
  const drawn: DrawnGame[] = [];
  for (const candidate of candidates) {
    if (drawn.length === count) break;
    const game = slotGame(random, candidate, providerIds, candidate.edition, drawn.length);
    if (taken.has(game.friendlyName)) continue;
    taken.add(game.friendlyName);
    drawn.push(game);
  }
  if (drawn.length < count) throw new Error(`the generator has names for ${drawn.length} more games, not ${count}`);
  return drawn;
}

export interface Catalogue {
  providers: DemoProvider[];
  games: DemoGame[];
  /** The games of each group in display order (friendly names): newest first in 'uudet', catalogue order elsewhere. */
  groupGames: Map<string, string[]>;
}

function catalogueOf(providers: DemoProvider[], drawn: DrawnGame[]): Catalogue {
  const newest = drawn
    .filter((game) => game.groups.includes('kolikkopelit'))
    .sort((a, b) => a.releasedDaysAgo - b.releasedDaysAgo)
    .slice(0, NEW_GROUP_SIZE);
  for (const game of newest) game.groups.push('uudet');
  const games = withFacts(drawn);
  const groupGames = new Map(
    demoGroups.map(({ slug }) => {
      const members = games.filter((game) => game.groups.includes(slug));
      if (slug === 'uudet') members.sort((a, b) => a.releasedDaysAgo - b.releasedDaysAgo);
      return [slug, members.map((game) => game.friendlyName)];
    }),
  );
  return { providers, games, groupGames };
}

const drawDemoGames = () => {
  const random = seededRandom(20_260_315);
  return [...slotGames(random), ...liveGames(random)];
};

const demo = catalogueOf(demoProviders, drawDemoGames());

export const demoGames: DemoGame[] = demo.games;

/** The games of each group in display order (friendly names): newest first in 'uudet', catalogue order elsewhere. */
export const demoGroupGames: Map<string, string[]> = demo.groupGames;

/** How many games the demo catalogue has: the seed's default. */
export const DEMO_GAME_COUNT = demoGames.length;

/**
 * A catalogue of `gameCount` games: the demo catalogue itself at its own size, or at an operator's size (issue 37)
 * the demo's games first, as they are, and sequels and editions of them from SCALE_PROVIDER_COUNT providers, with
 * the same groups, tags, three locales, pictures, RTP and volatility.
 */
export function catalogueOfSize(gameCount: number): Catalogue {
  if (gameCount === DEMO_GAME_COUNT) return demo;
  if (!Number.isInteger(gameCount) || gameCount < DEMO_GAME_COUNT)
    throw new Error(`a catalogue has at least the demo's ${DEMO_GAME_COUNT} games, not ${gameCount}`);
  const used = new Set(demoProviders.map((provider) => provider.id));
  const added = GAME_PROVIDERS.filter((provider) => !used.has(provider.id))
    .slice(0, SCALE_PROVIDER_COUNT - demoProviders.length)
    .map((provider) => providerRow(provider.id));
  const providerIds = [...slotProviderIds, ...added.map((provider) => provider.id)];
  const drawn = drawDemoGames();
  const taken = new Set(drawn.map((game) => game.friendlyName));
  return catalogueOf(
    [...demoProviders, ...added],
    [...drawn, ...moreSlots(gameCount - drawn.length, taken, providerIds)],
  );
}
