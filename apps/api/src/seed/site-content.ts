import {
  AFFILIATE_FALLBACK_ID,
  AFFILIATE_IDS,
  AVATAR_COUNTS,
  DIAL_CODE_EST,
  DIAL_CODE_FIN,
  type Locale,
  LOCALES,
  MIN_AGE_EST,
  MIN_AGE_FIN,
} from '@casino/flows/rules';
import { demoGroupGames } from './catalogue.ts';

/** The demo site content besides the catalogue: pages, articles, affiliates, popups, footers, countries, avatars. */

type InLocales<T> = Record<Locale, T>;

interface DemoPage {
  slug: string;
  kind: 'page' | 'article';
  locale: Locale;
  /** Shared by the three locale versions of one page or article: its English slug. */
  translationKey: string;
  /** The list an article is in; null for a page. */
  category: 'news' | 'campaign' | null;
  title: string;
  content: string;
  thumbnail: string | null;
  /** Days before seeding that it was published. */
  publishedDaysAgo: number;
}

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/** Content pages, one row per locale (each locale has its own slug). */
const pageRows: InLocales<[slug: string, title: string, body: string | string[]]>[] = [
  {
    fi: [
      'kayttoehdot',
      'Käyttöehdot',
      'Nämä ehdot koskevat jokaista pelaajaa. Pelaaminen on sallittu vain täysi-ikäisille.',
    ],
    en: ['terms', 'Terms and conditions', 'These terms apply to every player. Gambling is for adults only.'],
    et: [
      'tingimused',
      'Tingimused',
      'Need tingimused kehtivad igale mängijale. Mängimine on lubatud ainult täisealistele.',
    ],
  },
  {
    fi: [
      'tietosuoja',
      'Tietosuoja',
      'Käsittelemme henkilötietojasi vain pelitilin hoitamiseen ja lain vaatimiin tarkistuksiin.',
    ],
    en: [
      'privacy',
      'Privacy policy',
      'We process your personal data only to run your account and for the checks the law requires.',
    ],
    et: [
      'privaatsus',
      'Privaatsuspoliitika',
      'Töötleme sinu isikuandmeid ainult konto haldamiseks ja seadusega nõutud kontrollideks.',
    ],
  },
  {
    fi: [
      'vastuullinen-pelaaminen',
      'Vastuullinen pelaaminen',
      'Aseta talletus- ja tappiorajat, pidä taukoja ja hae apua, jos pelaaminen alkaa huolettaa.',
    ],
    en: [
      'responsible-gaming',
      'Responsible gaming',
      'Set deposit and loss limits, take breaks and ask for help if gambling starts to worry you.',
    ],
    et: [
      'vastutustundlik-mangimine',
      'Vastutustundlik mängimine',
      'Sea sissemakse- ja kaotuspiirangud, tee pause ja otsi abi, kui mängimine muret teeb.',
    ],
  },
  {
    fi: [
      'bonusehdot',
      'Bonusehdot',
      'Bonusrahat on kierrätettävä kampanjan kierrätyskertoimen mukaisesti ennen kotiutusta.',
    ],
    en: [
      'bonus-terms',
      'Bonus terms',
      'Bonus money must be wagered by the campaign’s turnover factor before it can be withdrawn.',
    ],
    et: [
      'boonustingimused',
      'Boonustingimused',
      'Boonusraha tuleb enne väljamakset kampaania panusteguri järgi läbi mängida.',
    ],
  },
  {
    // The accessibility statement (issue 36; the European Accessibility Act): linked from every page's footer.
    fi: [
      'saavutettavuus',
      'Saavutettavuusseloste',
      [
        'Haluamme, että jokainen voi käyttää kasinoa: puhelimella tai tietokoneella, näppäimistöllä, ruudunlukijalla tai suurennettuna. Tavoitteemme on WCAG\u00a02.2 -ohjeiden AA-taso, jota eurooppalainen standardi EN\u00a0301\u00a0549 ja Euroopan esteettömyyssäädös edellyttävät.',
        'Näin testaamme: jokainen sivu ja jokainen sivuston osa tarkistetaan axe-työkalulla jokaisen muutoksen yhteydessä, eikä muutosta julkaista, jos siinä on virhe. Jokainen näkymä kuvataan 390 ja 1280 pikselin levyisenä ja verrataan hyväksyttyyn kuvaan. Koko polku rekisteröitymisestä ja kirjautumisesta rajoihin, talletukseen, pelikierrokseen ja uloskirjautumiseen testataan jokaisen muutoksen yhteydessä pelkällä näppäimistöllä puhelimen ja tietokoneen levyisenä, ja testi tarkistaa, että kohdistus näkyy jokaisessa kohdassa.',
        'Tiedossa olevat puutteet: pelit tulevat pelitoimittajilta ja näkyvät kehyksessä, joten niiden saavutettavuus on toimittajan vastuulla; osaa niistä on vaikea pelata ilman hiirtä tai näköä.',
        'Löysitkö esteen? Kerro meille: kirjaudu ja kirjoita asiakaspalveluun tililtäsi (Oma tili, Asiakaspalvelu) tai lähetä sähköpostia osoitteeseen support@kasino.fi. Kerro, millä sivulla ja millä laitteella este oli.',
        'Seloste on laadittu joulukuussa 2026.',
      ],
    ],
    en: [
      'accessibility',
      'Accessibility statement',
      [
        'We want everyone to be able to use this casino: on a phone or a computer, with a keyboard, a screen reader or zoom. We aim to meet level AA of WCAG\u00a02.2, which the European standard EN\u00a0301\u00a0549 and the European Accessibility Act ask for.',
        'How we test: every page and every part of the interface is checked with axe on every change, and a change with a violation is not released. Every screen is drawn at 390 and 1280 pixels wide and compared with its approved picture. The whole way from registration and login through limits, a deposit and a game round to logging out is tested with the keyboard alone on every change, at a phone’s width and a computer’s, and the test checks that the focus is visible at every step.',
        'What is known not to conform: the games come from their providers and show in a frame, so their accessibility is the provider’s; some are hard to play without a mouse or without sight.',
        'Found a barrier? Tell us: log in and write to customer support from your account (My account, Customer support), or e-mail support@kasino.fi. Say on which page and on which device it was.',
        'This statement was written in December 2026.',
      ],
    ],
    et: [
      'ligipaasetavus',
      'Ligipääsetavuse teatis',
      [
        'Soovime, et kasiinot saaks kasutada igaüks: telefonis või arvutis, klaviatuuri, ekraanilugeja või suurendusega. Meie eesmärk on WCAG\u00a02.2 AA-tase, mida nõuavad Euroopa standard EN\u00a0301\u00a0549 ja Euroopa ligipääsetavuse akt.',
        'Kuidas me testime: iga lehte ja iga kasutajaliidese osa kontrollitakse axe tööriistaga iga muudatuse juures ning vigadega muudatust ei avaldata. Iga vaade joonistatakse 390 ja 1280 piksli laiusena ja võrreldakse kinnitatud pildiga. Kogu teed registreerimisest ja sisselogimisest piirangute, sissemakse ja mänguvooruni ning väljalogimiseni testitakse iga muudatuse juures ainult klaviatuuriga nii telefoni kui ka arvuti laiusel ning test kontrollib, et fookus on igal sammul nähtav.',
        'Teadaolevad puudused: mängud tulevad mänguarendajatelt ja näidatakse raamis, seega vastutab nende ligipääsetavuse eest arendaja; mõnda on raske mängida ilma hiire või nägemiseta.',
        'Leidsid takistuse? Anna meile teada: logi sisse ja kirjuta klienditoele oma kontolt (Minu konto, Klienditugi) või saada e-kiri aadressile support@kasino.fi. Kirjuta, millisel lehel ja millises seadmes takistus oli.',
        'Teatis on koostatud 2026. aasta detsembris.',
      ],
    ],
  },
  {
    // The gold rush page of the menu (spec 2.1: /kultajahti, /gold-rush; Estonian /kullapalavik).
    fi: [
      'kultajahti',
      'Kultajahti',
      [
        'Kultajahdissa jokainen kolikkopelikierros voi löytää kultahipun.',
        'Kun olet kerännyt kymmenen hippua, saat kymmenen ilmaiskierrosta viikon kultapeliin. Kultajahti alkaa aina kuun ensimmäisenä maanantaina.',
        'Kultajahtiin osallistuvat kaikki täysi-ikäiset pelaajat, joilla on vahvistettu pelitili. Pelaa vastuullisesti ja muista asettaa itsellesi tappiorajat.',
      ],
    ],
    en: [
      'gold-rush',
      'Gold rush',
      [
        'In the gold rush every spin on the slots may find a gold nugget.',
        'Once you have found ten nuggets you get ten free spins on the gold game of the week. The gold rush starts on the first Monday of every month.',
        'Every adult player with a verified account takes part. Play responsibly and remember to set yourself loss limits.',
      ],
    ],
    et: [
      'kullapalavik',
      'Kullapalavik',
      [
        'Kullapalavikus võib iga slotimängu keerutus leida kullatüki.',
        'Kui oled leidnud kümme kullatükki, saad kümme tasuta keerutust nädala kullamängus. Kullapalavik algab iga kuu esimesel esmaspäeval.',
        'Osaleda saavad kõik täisealised mängijad, kelle konto on kinnitatud. Mängi vastutustundlikult ja sea endale kaotuspiirangud.',
      ],
    ],
  },
];

/** Campaign and blog articles, the same story in each locale. */
const articleRows: {
  daysAgo: number;
  thumbnail: string;
  category: 'news' | 'campaign';
  texts: InLocales<[slug: string, title: string, body: string]>;
}[] = [
  {
    daysAgo: 3,
    thumbnail: 'book-week',
    category: 'campaign',
    texts: {
      fi: [
        'kirjaviikko',
        'Kirjaviikko',
        'Koko viikon ajan jaamme ilmaiskierroksia kirjapeleihin. Avaa kirja ja voita!',
      ],
      en: ['book-week', 'Book week', 'All week we give free spins on book games. Open the book and win!'],
      et: [
        'raamatunadal',
        'Raamatunädal',
        'Terve nädala jagame raamatumängudele tasuta keerutusi. Ava raamat ja võida!',
      ],
    },
  },
  {
    daysAgo: 10,
    thumbnail: 'winter-campaign',
    category: 'campaign',
    texts: {
      fi: [
        'talvikampanja',
        'Talvikampanja',
        'Talvikampanjassa jokainen talletus kerryttää arvontalippuja revontulien alle.',
      ],
      en: [
        'winter-campaign',
        'Winter campaign',
        'In the winter campaign every deposit earns prize-draw tickets under the aurora.',
      ],
      et: ['talvekampaania', 'Talvekampaania', 'Talvekampaanias toob iga sissemakse loosipileteid virmaliste all.'],
    },
  },
  {
    daysAgo: 24,
    thumbnail: 'live-casino-guide',
    category: 'news',
    texts: {
      fi: [
        'live-kasino-opas',
        'Live-kasinon opas',
        'Näin pelaat rulettia ja blackjackia oikean jakajan kanssa suorana lähetyksenä.',
      ],
      en: [
        'live-casino-guide',
        'A guide to the live casino',
        'How to play roulette and blackjack with a real dealer, streamed live.',
      ],
      et: [
        'live-kasiino-juhend',
        'Live-kasiino juhend',
        'Kuidas mängida ruletti ja blackjacki päris diileriga otseülekandes.',
      ],
    },
  },
  {
    daysAgo: 40,
    thumbnail: 'megaways-explained',
    category: 'news',
    texts: {
      fi: [
        'megaways-selitys',
        'Mikä on Megaways?',
        'Megaways-peleissä rullien korkeus vaihtuu joka kierroksella ja voittolinjoja on tuhansia.',
      ],
      en: [
        'megaways-explained',
        'What is Megaways?',
        'In Megaways games the reel heights change every spin, giving thousands of ways to win.',
      ],
      et: [
        'megaways-selgitus',
        'Mis on Megaways?',
        'Megaways-mängudes muutub rullide kõrgus igal keerutusel ja võiduvõimalusi on tuhandeid.',
      ],
    },
  },
  {
    daysAgo: 65,
    thumbnail: 'limits-help',
    category: 'news',
    texts: {
      fi: [
        'pelirajat-avuksi',
        'Pelirajat avuksi',
        'Tappiorajat ja aikamuistutus auttavat pitämään pelaamisen hauskana.',
      ],
      en: ['limits-help', 'Limits that help', 'Loss limits and the reality check help keep gambling fun.'],
      et: [
        'piirangud-abiks',
        'Piirangud abiks',
        'Kaotuspiirangud ja ajameeldetuletus aitavad hoida mängimise lõbusana.',
      ],
    },
  },
  {
    daysAgo: 90,
    thumbnail: 'spooky-season',
    category: 'campaign',
    texts: {
      fi: ['kauhukausi', 'Kauhukausi', 'Haamut ja kurpitsat valtaavat rullat: kokeile syksyn kauhupelejä.'],
      en: ['spooky-season', 'Spooky season', 'Ghosts and pumpkins take over the reels: try the autumn horror games.'],
      et: ['oudusehooaeg', 'Õudusehooaeg', 'Kummitused ja kõrvitsad vallutavad rullid: proovi sügise õudusmänge.'],
    },
  },
];

export const demoPages: DemoPage[] = [
  ...pageRows.flatMap((row) =>
    LOCALES.map((locale): DemoPage => {
      const [slug, title, body] = row[locale];
      return {
        slug,
        kind: 'page',
        locale,
        translationKey: row.en[0],
        category: null,
        title,
        content: paragraphs(...[body].flat()),
        thumbnail: null,
        publishedDaysAgo: 400,
      };
    }),
  ),
  ...articleRows.flatMap(({ daysAgo, thumbnail, category, texts }) =>
    LOCALES.map((locale): DemoPage => {
      const [slug, title, body] = texts[locale];
      return {
        slug,
        kind: 'article',
        locale,
        translationKey: texts.en[0],
        category,
        title,
        content: `<h1>${title}</h1>${paragraphs(body)}`,
        thumbnail: `/images/articles/${thumbnail}.svg`,
        publishedDaysAgo: daysAgo,
      };
    }),
  ),
];

interface DemoAffiliate {
  reference: string;
  grantedFreeSpins: number;
  /** friendly_name of the free-spin game; null when the affiliate grants no spins. */
  freeSpinGame: string | null;
  messages: InLocales<string>;
}

/** Free spins per known affiliate (spec section 9), in the order of the spec's list. */
const affiliateSpins = [20, 10, 25, 15, 50, 10, 30, 20, 5, 40, 100];

/** The spins are for book games, taken in turn. */
const spinGames = demoGroupGames.get('kirjapelit') ?? [];

const spinMessages = (spins: number): InLocales<string> => ({
  fi: `Tervetuloa! Saat ${spins} ilmaiskierrosta ensimmäisestä talletuksestasi.`,
  en: `Welcome! You get ${spins} free spins with your first deposit.`,
  et: `Tere tulemast! Saad esimese sissemakse eest ${spins} tasuta keerutust.`,
});

export const demoAffiliates: DemoAffiliate[] = [
  ...AFFILIATE_IDS.map((id, index): DemoAffiliate => {
    const spins = affiliateSpins[index]!;
    const game = spinGames[index % spinGames.length]!;
    return { reference: String(id), grantedFreeSpins: spins, freeSpinGame: game, messages: spinMessages(spins) };
  }),
  {
    reference: String(AFFILIATE_FALLBACK_ID),
    grantedFreeSpins: 0,
    freeSpinGame: null,
    messages: { fi: 'Tervetuloa kasinolle!', en: 'Welcome to the casino!', et: 'Tere tulemast kasiinosse!' },
  },
];

export const demoAffiliatePages = [
  {
    slug: 'partner-welcome',
    reference: '12',
    title: 'Welcome, partner players',
    content: paragraphs('20 free spins for new players who join through our partner.'),
    publishedDaysAgo: 30,
  },
  {
    slug: 'kumppanin-tervetuloa',
    reference: '44',
    title: 'Tervetuloa, kumppanin pelaajat',
    content: paragraphs('10 ilmaiskierrosta uusille pelaajille, jotka tulevat kumppanimme kautta.'),
    publishedDaysAgo: 12,
  },
];

export const demoPopups: { locale: Locale; title: string; content: string }[] = [
  { locale: 'fi', title: 'Kirjaviikko', content: paragraphs('Ilmaiskierroksia kirjapeleihin koko viikon.') },
  { locale: 'en', title: 'Book week', content: paragraphs('Free spins on book games all week.') },
  { locale: 'et', title: 'Raamatunädal', content: paragraphs('Terve nädal tasuta keerutusi raamatumängudele.') },
];

const footerLinks: InLocales<[label: string, path: string][]> = {
  fi: [
    ['Käyttöehdot', '/kayttoehdot'],
    ['Tietosuoja', '/tietosuoja'],
    ['Vastuullinen pelaaminen', '/vastuullinen-pelaaminen'],
    ['Saavutettavuusseloste', '/saavutettavuus'],
  ],
  en: [
    ['Terms and conditions', '/en/terms'],
    ['Privacy policy', '/en/privacy'],
    ['Responsible gaming', '/en/responsible-gaming'],
    ['Accessibility statement', '/en/accessibility'],
  ],
  et: [
    ['Tingimused', '/et/tingimused'],
    ['Privaatsuspoliitika', '/et/privaatsus'],
    ['Vastutustundlik mängimine', '/et/vastutustundlik-mangimine'],
    ['Ligipääsetavuse teatis', '/et/ligipaasetavus'],
  ],
};

/** The minimum ages are the countries' (Finland 18, Estonia 21): the Estonian site names Estonia's, the others both. */
const footerNotes: InLocales<string> = {
  fi: `Pelaaminen on sallittu vain täysi-ikäisille: Suomessa ${MIN_AGE_FIN}+, Virossa ${MIN_AGE_EST}+. Pelaa vastuullisesti: aseta itsellesi tappio- ja talletusrajat.`,
  en: `Gambling is for adults only: ${MIN_AGE_FIN}+ in Finland, ${MIN_AGE_EST}+ in Estonia. Play responsibly: set yourself loss and deposit limits.`,
  et: `Mängimine on lubatud alates ${MIN_AGE_EST}. eluaastast (${MIN_AGE_EST}+). Mängi vastutustundlikult: sea endale kaotus- ja sissemaksepiirangud.`,
};

const footerHtml = (locale: Locale) =>
  `<nav><ul>${footerLinks[locale].map(([label, path]) => `<li><a href="${path}">${label}</a></li>`).join('')}</ul></nav>` +
  `<p>${footerNotes[locale]}</p>`;

export const demoFooters = Object.fromEntries(
  LOCALES.map((locale) => [locale, footerHtml(locale)]),
) as InLocales<string>;

/** The country list: Finland and Estonia first, then the rest of Europe by name. Names are the countries' own. */
export const demoCountries: { code: string; name: string; dialCode: string }[] = [
  { code: 'FIN', name: 'Suomi', dialCode: DIAL_CODE_FIN },
  { code: 'EST', name: 'Eesti', dialCode: DIAL_CODE_EST },
  ...[
    { code: 'AUT', name: 'Österreich', dialCode: '+43' },
    { code: 'BEL', name: 'Belgique', dialCode: '+32' },
    { code: 'CZE', name: 'Česko', dialCode: '+420' },
    { code: 'DEU', name: 'Deutschland', dialCode: '+49' },
    { code: 'DNK', name: 'Danmark', dialCode: '+45' },
    { code: 'ESP', name: 'España', dialCode: '+34' },
    { code: 'FRA', name: 'France', dialCode: '+33' },
    { code: 'GBR', name: 'United Kingdom', dialCode: '+44' },
    { code: 'HUN', name: 'Magyarország', dialCode: '+36' },
    { code: 'IRL', name: 'Ireland', dialCode: '+353' },
    { code: 'ISL', name: 'Ísland', dialCode: '+354' },
    { code: 'ITA', name: 'Italia', dialCode: '+39' },
    { code: 'LTU', name: 'Lietuva', dialCode: '+370' },
    { code: 'LVA', name: 'Latvija', dialCode: '+371' },
    { code: 'MLT', name: 'Malta', dialCode: '+356' },
    { code: 'NLD', name: 'Nederland', dialCode: '+31' },
    { code: 'NOR', name: 'Norge', dialCode: '+47' },
    { code: 'POL', name: 'Polska', dialCode: '+48' },
    { code: 'PRT', name: 'Portugal', dialCode: '+351' },
    { code: 'SWE', name: 'Sverige', dialCode: '+46' },
  ].sort((a, b) => a.name.localeCompare(b.name)),
];

/** The two brands' avatar sets (12 and 29 pictures), ids from 1. */
export const demoAvatars = AVATAR_COUNTS.flatMap((setSize) =>
  Array.from({ length: setSize }, (_, index) => ({
    setSize,
    id: index + 1,
    url: `/images/avatars/${setSize}/${index + 1}.svg`,
  })),
);
