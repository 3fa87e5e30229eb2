import { locales, type Locale, type LocalisedText } from '../db/schema.ts';

/** The demo content of a fresh database. Invented names: nothing here refers to real providers or games. */

export const demoProviders = [
  { id: 3, name: 'Aurora Spins', slug: 'aurora-spins' },
  { id: 12, name: 'Boreal Gaming', slug: 'boreal-gaming' },
  { id: 27, name: 'Copperfox Studios', slug: 'copperfox-studios' },
  { id: 41, name: 'Driftwood Play', slug: 'driftwood-play' },
  { id: 58, name: 'Emberline', slug: 'emberline' },
  { id: 76, name: 'Fjord Interactive', slug: 'fjord-interactive' },
  { id: 104, name: 'Granite Reels', slug: 'granite-reels' },
  { id: 131, name: 'Harbor Live', slug: 'harbor-live' },
];

/** A short description per theme and locale; every game names its theme. */
const themes = {
  fruit: {
    fi: 'Klassiset hedelmäsymbolit ja nopeat pyöräytykset.',
    en: 'Classic fruit symbols and quick spins.',
    et: 'Klassikalised puuviljasümbolid ja kiired keerutused.',
  },
  nordic: {
    fi: 'Pohjoisen tarujen seikkailu, jossa on ilmaiskierroksia.',
    en: 'An adventure through northern legends, with free spins.',
    et: 'Seiklus põhjamaa legendides koos tasuta keerutustega.',
  },
  treasure: {
    fi: 'Etsi aarteita ja kerrytä kertoimia jokaisella voitolla.',
    en: 'Hunt for treasure and grow the multiplier with every win.',
    et: 'Otsi aardeid ja kasvata kordajat iga võiduga.',
  },
  space: {
    fi: 'Avaruusseikkailu, jossa laajenevat villit symbolit.',
    en: 'A space voyage with expanding wild symbols.',
    et: 'Kosmoseretk laienevate metsikute sümbolitega.',
  },
  animals: {
    fi: 'Metsän eläimet ja monta tapaa voittaa.',
    en: 'Forest animals and many ways to win.',
    et: 'Metsloomad ja palju võiduvõimalusi.',
  },
  jackpot: {
    fi: 'Kasvava jättipotti, joka voi osua millä tahansa kierroksella.',
    en: 'A growing jackpot that can drop on any spin.',
    et: 'Kasvav jackpot, mis võib langeda igal keerutusel.',
  },
  table: {
    fi: 'Pöytäpeli oikean jakajan kanssa suorana lähetyksenä.',
    en: 'A table game streamed live with a real dealer.',
    et: 'Lauamäng otseülekandes päris diileriga.',
  },
  show: {
    fi: 'Viihdeshow, jossa on onnenpyörä ja bonuskierroksia.',
    en: 'A live game show with a money wheel and bonus rounds.',
    et: 'Otsesaade raharattaga ja boonusvoorudega.',
  },
} satisfies Record<string, Record<Locale, string>>;

type Theme = keyof typeof themes;

/**
 * One row per game: name, provider id, theme, how many days before seeding it was released, and its title per locale
 * when that differs from the name. Games released within the last 14 days carry the 'new game' label.
 */
const gameRows: [name: string, provider: number, theme: Theme, releasedDaysAgo: number, titles?: LocalisedText][] = [
  ['Northern Lights', 3, 'nordic', 2, { fi: 'Revontulet', et: 'Virmalised' }],
  ['Midnight Sun', 3, 'nordic', 9, { fi: 'Yötön yö', et: 'Kesköine päike' }],
  ['Frost Fruits', 3, 'fruit', 45],
  ['Polar Jackpot', 3, 'jackpot', 120],
  ['Aurora Gems', 3, 'treasure', 300],
  ['Wolf Pack', 12, 'animals', 5, { fi: 'Susilauma', et: 'Hundikari' }],
  ['Bear Forest', 12, 'animals', 60, { fi: 'Karhumetsä', et: 'Karumets' }],
  ['Lynx Gold', 12, 'treasure', 200],
  ['Taiga Spins', 12, 'nordic', 400],
  ['Boreal Bonanza', 12, 'jackpot', 13],
  ['Copper Coins', 27, 'treasure', 30],
  ['Fox Fortune', 27, 'animals', 1],
  ['Cherry Charm', 27, 'fruit', 90],
  ['Lucky Sevens', 27, 'fruit', 250],
  ['Star Voyager', 27, 'space', 500],
  ['Driftwood Bay', 41, 'treasure', 7],
  ['Sea Shanty', 41, 'treasure', 150],
  ['Lemon Drop', 41, 'fruit', 35],
  ['Comet Chase', 41, 'space', 75],
  ['Harbor Heist', 41, 'jackpot', 600],
  ['Ember Blaze', 58, 'fruit', 11],
  ['Dragon Ember', 58, 'nordic', 180],
  ['Phoenix Rising', 58, 'space', 365],
  ['Hot Melons', 58, 'fruit', 20],
  ['Fire Vault', 58, 'jackpot', 800],
  ['Fjord Quest', 76, 'nordic', 3, { fi: 'Vuonoretki', et: 'Fjordiretk' }],
  ['Troll Bridge', 76, 'nordic', 110],
  ['Reindeer Run', 76, 'animals', 220, { fi: 'Porojuoksu', et: 'Põhjapõdrajooks' }],
  ['Nebula Nine', 76, 'space', 15],
  ['Viking Vault', 76, 'jackpot', 330],
  ['Granite Giants', 104, 'nordic', 8],
  ['Stone Cherries', 104, 'fruit', 140],
  ['Rocket Reels', 104, 'space', 270],
  ['Mountain Mega', 104, 'jackpot', 700],
  ['Owl Night', 104, 'animals', 55],
  ['Harbor Blackjack', 131, 'table', 6],
  ['Harbor Roulette', 131, 'table', 95],
  ['Lighthouse Baccarat', 131, 'table', 420],
  ['Money Wheel Live', 131, 'show', 4],
  ['Captain Dice Live', 131, 'show', 190],
];

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const demoGames = gameRows.map(([name, providerId, theme, releasedDaysAgo, titles = {}]) => ({
  name,
  friendlyName: slugify(name),
  providerId,
  releasedDaysAgo,
  translations: Object.fromEntries(locales.map((locale) => [locale, { title: titles[locale] ?? name }])),
  excerpts: themes[theme],
}));

const footerLinks: Record<Locale, [label: string, path: string][]> = {
  fi: [
    ['Käyttöehdot', '/kayttoehdot'],
    ['Tietosuoja', '/tietosuoja'],
    ['Vastuullinen pelaaminen', '/vastuullinen-pelaaminen'],
  ],
  en: [
    ['Terms and conditions', '/en/terms'],
    ['Privacy policy', '/en/privacy'],
    ['Responsible gaming', '/en/responsible-gaming'],
  ],
  et: [
    ['Tingimused', '/et/tingimused'],
    ['Privaatsuspoliitika', '/et/privaatsus'],
    ['Vastutustundlik mängimine', '/et/vastutustundlik-mangimine'],
  ],
};

const footerNotes: Record<Locale, string> = {
  fi: 'Pelaaminen on sallittu vain täysi-ikäisille (18+). Pelaa vastuullisesti: aseta itsellesi tappio- ja talletusrajat.',
  en: 'Gambling is for adults only (18+). Play responsibly: set yourself loss and deposit limits.',
  et: 'Mängimine on lubatud ainult täisealistele (18+). Mängi vastutustundlikult: sea endale kaotus- ja sissemaksepiirangud.',
};

const footerHtml = (locale: Locale) =>
  `<nav><ul>${footerLinks[locale].map(([label, path]) => `<li><a href="${path}">${label}</a></li>`).join('')}</ul></nav>` +
  `<p>${footerNotes[locale]}</p>`;

export const demoFooters = Object.fromEntries(locales.map((locale) => [locale, footerHtml(locale)])) as Record<
  Locale,
  string
>;
