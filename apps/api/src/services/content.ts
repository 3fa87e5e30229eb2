import { DEFAULT_LOCALE, type Locale, readingMinutes } from '@casino/flows/rules';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import {
  findGame,
  findGroup,
  findProvider,
  gamesOfGroup,
  listGames,
  listGroups,
  toSupplier,
  withGames,
} from '../catalogue/catalogue.ts';
import type { Database } from '../db/database.ts';
import {
  affiliatePages,
  affiliates,
  countries,
  gameGroups,
  games,
  pages,
  popups,
  providers,
  siteSettings,
} from '../db/schema.ts';
import { createImageService } from '../images/images.ts';
import { createAnswerCache } from '../catalogue/answer-cache.ts';
import type { MaintenanceBranding } from '../site/branding.ts';
import { readMaintenanceStatus } from '../site/maintenance.ts';
import type { ServiceHandlers } from './types.ts';

/** The content service's 404: `{message: 'Not found'}` (plus the envelope fields every failure carries). */
const notFound = () => Object.assign(new Error('Not found'), { statusCode: 404 });

/** `YYYY-MM-DD` as the articles show it: `1.3.2026`. */
const toDateParsed = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day}.${month}.${year}`;
};

/** A pages (or affiliate pages) row as the contract's Page. */
const toPage = (row: {
  id: number;
  slug: string;
  title: string;
  content: string;
  thumbnail: string | null;
  publishedOn: string;
}) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  ...(row.thumbnail === null ? {} : { thumbnail: row.thumbnail }),
  date_parsed: toDateParsed(row.publishedOn),
  content: row.content,
});

/**
 * The contract's ArticleListing of every article (of `locale` when given), newest first: with its category (news
 * when it has none), its reading time and its slug in each locale that has the same translation key.
 */
async function listArticles(db: Database, locale: Locale | undefined) {
  const [rows, versions] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(and(eq(pages.kind, 'article'), locale === undefined ? undefined : eq(pages.locale, locale)))
      .orderBy(desc(pages.publishedOn), asc(pages.id)),
    db
      .select({ slug: pages.slug, locale: pages.locale, translationKey: pages.translationKey })
      .from(pages)
      .where(and(eq(pages.kind, 'article'), isNotNull(pages.translationKey))),
  ]);
  const translationsOf = (row: (typeof rows)[number]) =>
    Object.fromEntries([
      ...versions
        .filter((version) => row.translationKey !== null && version.translationKey === row.translationKey)
        .map((version) => [version.locale, version.slug]),
      [row.locale, row.slug],
    ]);
  return rows.map((row) => {
    const { id: _id, content: _content, ...listed } = toPage(row);
    return {
      ...listed,
      locale: row.locale,
      category: row.category ?? 'news',
      reading_minutes: readingMinutes(row.content),
      translations: translationsOf(row),
    };
  });
}

/** The contract's SiteSettings in `locale`: its footer (the default locale's when it has none) and its popups. */
export async function readSiteSettings(db: Database, locale: Locale) {
  const [footers, popupRows] = await Promise.all([
    db.select().from(siteSettings),
    db.select().from(popups).where(eq(popups.locale, locale)).orderBy(asc(popups.id)),
  ]);
  const footer = footers.find((row) => row.locale === locale) ?? footers.find((row) => row.locale === DEFAULT_LOCALE);
  return {
    footer: footer?.footer ?? '',
    popups: popupRows.map(({ id, title, content }) => ({ id, title, content })),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!);

/** What the maintenance screen says when no maintenance message is set. */
const defaultMaintenanceMessage = {
  fi: 'Huoltokatko, palaamme pian.',
  en: 'We are down for maintenance and will be back soon.',
  et: 'Hooldustööd, oleme varsti tagasi.',
};

type Query<T> = { query: T };
type Params<T> = { params: T };

/** The content service; the maintenance screen shows `branding` (from the configuration) with its message. */
export const contentHandlers = (
  db: Database,
  branding: MaintenanceBranding,
  imageService = createImageService(db),
  cache = createAnswerCache(),
): ServiceHandlers => ({
  getPage: async (request) => {
    const { slug } = (request as unknown as Query<{ slug: string }>).query;
    const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
    if (!row) throw notFound();
    return toPage(row);
  },

  getPageSlugs: async () => {
    const rows = await db.select({ slug: pages.slug }).from(pages).orderBy(asc(pages.id));
    return rows.map((row) => row.slug);
  },

  getArticles: async (request) => listArticles(db, (request.query as { lang?: Locale }).lang),

  getAffiliate: async (request) => {
    const { ref } = (request as unknown as Params<{ ref: string }>).params;
    const [answer] = await readAffiliates(db, ref);
    if (!answer) throw notFound();
    return answer;
  },

  getAffiliates: async () => readAffiliates(db),

  getAffiliatePage: async (request) => {
    const { id } = (request as unknown as Params<{ id: number }>).params;
    const [row] = await db.select().from(affiliatePages).where(eq(affiliatePages.id, id));
    if (!row) throw notFound();
    return { ...toPage(row), reference: row.reference };
  },

  getSiteSettings: async (request) => readSiteSettings(db, (request.query as { lang: Locale }).lang),

  getMaintenanceStatus: async () => readMaintenanceStatus(db),

  getMaintenanceScreen: async () => {
    const { maintenance } = await readMaintenanceStatus(db);
    const texts = maintenance ?? defaultMaintenanceMessage;
    return {
      ...branding,
      message: Object.fromEntries(
        Object.entries(texts).map(([locale, text]) => [locale, `<p>${escapeHtml(text)}</p>`]),
      ) as typeof texts,
    };
  },

  getCountries: async () =>
    db
      .select({ name: countries.name, dialCode: countries.dialCode, code: countries.code })
      .from(countries)
      .orderBy(asc(countries.position)),

  getImage: async (request, reply) => {
    const { url, w, q } = (request as unknown as Query<{ url: string; w: number; q: number }>).query;
    return imageService.serve(request, reply, { path: url, width: w, quality: q });
  },

  getGameGroups: async () => listGroups(db, 'top'),

  getChildGameGroups: async () => listGroups(db, 'child'),

  getGames: async (request, reply) => {
    const { slug } = request.query as { slug?: string };
    if (slug === undefined) return cache.send(request, reply, 'games', () => listGames(db));
    const game = await findGame(db, eq(games.friendlyName, slug));
    return game ? [game] : [];
  },

  getGameById: async (request) => {
    const { id } = (request as unknown as Params<{ id: number }>).params;
    const game = await findGame(db, eq(games.id, id));
    if (!game) throw notFound();
    return game;
  },

  getGroupBySlug: async (request) => {
    const { slug } = (request as unknown as Params<{ slug: string }>).params;
    const group = await findGroup(db, eq(gameGroups.slug, slug));
    if (!group) throw notFound();
    return { ...group, games: await gamesOfGroup(db, group.id) };
  },

  getGamesInGroups: async (request, reply) =>
    cache.send(request, reply, 'games-in-groups', async () => withGames(db, await listGroups(db, 'all'))),

  getGamesByCategory: async (request) => {
    const { parentCategory } = (request as unknown as Params<{ parentCategory: string }>).params;
    const child = (request.query as { 'child-category'?: string })['child-category'];
    const parent = await findGroup(db, eq(gameGroups.slug, parentCategory));
    if (!parent || parent.parentId !== null) return [];
    if (child === undefined) return gamesOfGroup(db, parent.id);
    const group = await findGroup(db, and(eq(gameGroups.slug, child), eq(gameGroups.parentId, parent.id))!);
    return group ? gamesOfGroup(db, group.id) : [];
  },

  getGamesByProvider: async (request) => {
    const { name } = (request as unknown as Params<{ name: string }>).params;
    const provider = await findProvider(db, name);
    return provider ? listGames(db, eq(games.providerId, provider.id)) : [];
  },

  getGamesByGroupId: async (request) => {
    const { groupId } = (request as unknown as Params<{ groupId: number }>).params;
    const { type } = request.query as { type?: 'livecasino' };
    const group = await findGroup(db, and(eq(gameGroups.id, groupId), eq(gameGroups.type, type ?? 'slots'))!);
    return group ? gamesOfGroup(db, group.id) : [];
  },

  getSuppliers: async () => {
    const rows = await db.select().from(providers).where(eq(providers.active, true)).orderBy(asc(providers.name));
    return rows.map(toSupplier);
  },
});

/** The affiliates (or the one with `reference`) as the contract's Affiliate, ordered by reference. */
async function readAffiliates(db: Database, reference?: string) {
  const rows = await db
    .select({ affiliate: affiliates, game: { name: games.name, translations: games.translations } })
    .from(affiliates)
    .leftJoin(games, eq(games.id, affiliates.freeSpinGameId))
    .where(reference === undefined ? undefined : eq(affiliates.reference, reference));
  return rows
    .map(({ affiliate, game }) => ({
      reference: affiliate.reference,
      message_fi: affiliate.messages.fi,
      message_en: affiliate.messages.en,
      message_et: affiliate.messages.et,
      granted_free_spins: affiliate.grantedFreeSpins,
      free_spin_game: game === null ? null : { title: game.translations.en?.title ?? game.name },
    }))
    .sort((a, b) => a.reference.localeCompare(b.reference, 'en', { numeric: true }));
}
