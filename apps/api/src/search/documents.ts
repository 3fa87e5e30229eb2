import { type Locale, LOCALES } from '@casino/flows/rules';
import type { Database } from '../db/database.ts';
import {
  allGames,
  allPages,
  allProviders,
  analyzeSearchDocuments,
  deleteSearchDocuments,
  insertSearchDocuments,
} from './repository.ts';
import type { SearchKind } from './schema.ts';

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
  const gameRows = await allGames(db);
  const providerRows = await allProviders(db);
  const pageRows = await allPages(db);
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

  await deleteSearchDocuments(db);
  for (let start = 0; start < documents.length; start += ROWS_PER_INSERT) {
    await insertSearchDocuments(
      db,
      documents.slice(start, start + ROWS_PER_INSERT).map(({ title, body, ...document }) => ({
        ...document,
        title: normaliseText(title),
        body: normaliseText(body),
      })),
    );
  }
  // Fresh statistics, so the planner reads the few matching documents through the GIN index.
  await analyzeSearchDocuments(db);
}
