import type { Locale } from '@casino/flows/rules';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchKinds = ['game', 'tag', 'supplier', 'page', 'article'] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * The search documents, one per searchable item and locale, rebuilt by the seed (rebuildSearchDocuments of src/search/documents.ts).
 * `ref` is the item's key (game id, provider id, page id); `providerId` narrows game and tag hits.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').$type<SearchKind>().notNull(),
    ref: integer('ref').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    providerId: integer('provider_id'),
    document: tsvector('document').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.ref, table.locale] }),
    index('search_documents_document').using('gin', table.document),
  ],
);
