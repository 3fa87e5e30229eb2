import { DEFAULT_LOCALE, IMAGE_QUALITY_DEFAULT, type Locale, readingMinutes } from '@casino/flows/rules';
import type { Database } from '../db/database.ts';
import {
  findAffiliatePage,
  findPage,
  listAffiliates,
  listArticles,
  listCountries,
  listPageSlugs,
  listPopups,
  listSiteSettings,
  listTranslatedArticles,
} from './repository.ts';
import { createImageService } from '../images/images.ts';
import type { MaintenanceBranding } from '../config.ts';
import { readMaintenanceStatus } from './maintenance.ts';
import type { ContentSchemas, ServiceHandlers } from '../contract/handler-types.ts';
import { notFound } from '../http/envelope.ts';
import { escapeHtml } from '../http/html.ts';

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
async function readArticles(db: Database, locale: Locale | undefined): Promise<ContentSchemas['ArticleListing'][]> {
  const [rows, versions] = await Promise.all([listArticles(db, locale), listTranslatedArticles(db)]);
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
export async function readSiteSettings(db: Database, locale: Locale): Promise<ContentSchemas['SiteSettings']> {
  const [footers, popupRows] = await Promise.all([listSiteSettings(db), listPopups(db, locale)]);
  const footer = footers.find((row) => row.locale === locale) ?? footers.find((row) => row.locale === DEFAULT_LOCALE);
  return {
    footer: footer?.footer ?? '',
    popups: popupRows.map(({ id, title, content }) => ({ id, title, content })),
  };
}

/** What the maintenance screen says when no maintenance message is set. */
const defaultMaintenanceMessage = {
  fi: 'Huoltokatko, palaamme pian.',
  en: 'We are down for maintenance and will be back soon.',
  et: 'Hooldustööd, oleme varsti tagasi.',
};

/**
 * The content service's pages, articles, affiliates, site settings, maintenance and images (the game catalogue is
 * the catalogue's); the maintenance screen shows `branding` (from the configuration) with its message.
 */
export const contentHandlers = (
  db: Database,
  branding: MaintenanceBranding,
  imageService = createImageService(db),
): ServiceHandlers<'content'> => ({
  getPage: async (request) => {
    const row = await findPage(db, request.query.slug);
    if (!row) throw notFound();
    return toPage(row);
  },

  getPageSlugs: async () => listPageSlugs(db),

  getArticles: async (request) => readArticles(db, request.query.lang),

  getAffiliate: async (request) => {
    const [answer] = await readAffiliates(db, request.params.ref);
    if (!answer) throw notFound();
    return answer;
  },

  getAffiliates: async () => readAffiliates(db),

  getAffiliatePage: async (request) => {
    const row = await findAffiliatePage(db, request.params.id);
    if (!row) throw notFound();
    return { ...toPage(row), reference: row.reference };
  },

  getSiteSettings: async (request) => readSiteSettings(db, request.query.lang ?? DEFAULT_LOCALE),

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

  getCountries: async () => listCountries(db),

  getImage: async (request, reply) => {
    const { url, w, q } = request.query;
    return imageService.serve(request, reply, { path: url, width: w, quality: q ?? IMAGE_QUALITY_DEFAULT });
  },
});

/** The affiliates (or the one with `reference`) as the contract's Affiliate, ordered by reference. */
async function readAffiliates(db: Database, reference?: string): Promise<ContentSchemas['Affiliate'][]> {
  const rows = await listAffiliates(db, reference);
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
