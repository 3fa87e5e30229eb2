import { type Locale, LOCALES } from '@casino/flows/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { games, providers } from '../catalogue/schema.ts';
import { pages } from '../content/schema.ts';
import { searchDocuments, type SearchKind } from './schema.ts';

/**
 * The text search configuration: 'simple' (lower-cased words, no stemming, no stop words) in every locale.
 * PostgreSQL has Finnish and English stemmers but no Estonian one, and stemming a prefix query ('kolikkope:*')
 * misses more than it finds; prefix matching on whole words already covers the inflected forms that share a stem.
 */
export const SEARCH_CONFIG = 'simple';

/**
 * Text as the index and the query see it: NFC, lower-cased in JavaScript. PostgreSQL's own lower-casing depends on
 * the database's locale (a C-locale cluster leaves Ä upper-case), so neither side relies on it.
 */
export const normaliseText = (text: string) => text.normalize('NFC').toLowerCase();

/** Strips tags from content HTML, leaving its words. */
const textOfHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

interface Document {
  kind: SearchKind;
  ref: number;
  locale: Locale;
  providerId: number | null;
  /** Words that weigh most (titles, names). */
  title: string;
  /** Other words (excerpts, body text). */
  body: string;
}

const ROWS_PER_INSERT = 1000;

/**
 * Rebuilds the search documents from the content tables: per locale one document for each game (its title there,
 * its name and excerpt), each game's tags, each provider, and each page or article of that locale. Run by the seed,
 * which is the only writer of the content tables.
 */
export async function rebuildSearchDocuments(db: Database): Promise<void> {
  // One after another: inside a transaction they share one connection.
  const gameRows = await db.select().from(games);
  const providerRows = await db.select().from(providers);
  const pageRows = await db.select().from(pages);
  const documents: Document[] = [
    ...gameRows.flatMap((game) =>
      LOCALES.flatMap((locale): Document[] => {
        const common = { ref: game.id, locale, providerId: game.providerId };
        const tags = game.tags[locale] ?? [];
        return [
          {
            ...common,
            kind: 'game',
            title: `${game.translations[locale]?.title ?? ''} ${game.name}`,
            body: game.excerpts[locale] ?? '',
          },
          ...(tags.length > 0 ? [{ ...common, kind: 'tag' as const, title: tags.join(' '), body: '' }] : []),
        ];
      }),
    ),
    ...providerRows.flatMap((provider) =>
      LOCALES.map((locale): Document => ({
        kind: 'supplier',
        ref: provider.id,
        locale,
        providerId: null,
        title: provider.name,
        body: '',
      })),
    ),
    ...pageRows.map((page): Document => ({
      kind: page.kind,
      ref: page.id,
      locale: page.locale,
      providerId: null,
      title: page.title,
      body: textOfHtml(page.content),
    })),
  ];

  await db.delete(searchDocuments);
  for (let start = 0; start < documents.length; start += ROWS_PER_INSERT) {
    await db.insert(searchDocuments).values(
      documents.slice(start, start + ROWS_PER_INSERT).map(({ title, body, ...document }) => ({
        ...document,
        document: sql`setweight(to_tsvector(${SEARCH_CONFIG}::regconfig, ${normaliseText(title)}), 'A') || to_tsvector(${SEARCH_CONFIG}::regconfig, ${normaliseText(body)})`,
      })),
    );
  }
  // Fresh statistics, so the planner reads the few matching documents through the GIN index.
  await db.execute(sql`analyze ${searchDocuments}`);
}
