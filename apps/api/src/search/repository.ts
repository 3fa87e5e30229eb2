import type { Locale, Volatility } from '@casino/flows/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { games, providers } from '../catalogue/schema.ts';
import { pages } from '../content/schema.ts';
import type { Database, Tx } from '../db/database.ts';
import { searchDocuments, type SearchKind } from './schema.ts';

/**
 * The text search configuration: 'simple' (lower-cased words, no stemming, no stop words) in every locale.
 * PostgreSQL has Finnish and English stemmers but no Estonian one, and stemming a prefix query ('kolikkope:*')
 * misses more than it finds; prefix matching on whole words already covers the inflected forms that share a stem.
 */
const SEARCH_CONFIG = 'simple';

interface HitsQuery {
  /** A prefix query (prefixQuery of search.ts). */
  query: string;
  locale: Locale;
  providerId?: number | undefined;
  volatility?: Volatility | undefined;
  /** At most this many hits of each kind. */
  limit: number;
}

/**
 * The documents of `locale` matching `query`, at most `limit` of each kind, best first (by ts_rank, then by ref),
 * ordered by kind. Game and tag hits count only while the game can be played, so the limit is of hits that are
 * answered; `providerId` narrows the games and tags to one provider, `volatility` to one volatility class.
 */
export async function rankedSearchHits(
  db: Database | Tx,
  { query, locale, providerId, volatility, limit }: HitsQuery,
): Promise<{ kind: SearchKind; ref: number }[]> {
  const hits = await db.execute(sql`
      select kind, ref from (
        select kind, ref, row_number() over (partition by kind order by ts_rank(document, query) desc, ref) as place
        from ${searchDocuments}
          cross join to_tsquery(${SEARCH_CONFIG}::regconfig, ${query}) as query
          left join ${games} on kind in ('game', 'tag') and ${games.id} = ref
          left join ${providers} on ${providers.id} = ${games.providerId}
        where locale = ${locale} and document @@ query
          and (kind not in ('game', 'tag') or (${games.active} and ${providers.active}))
          ${providerId === undefined ? sql`` : sql`and (search_documents.provider_id is null or search_documents.provider_id = ${providerId})`}
          ${volatility === undefined ? sql`` : sql`and (kind not in ('game', 'tag') or ${games.volatility} = ${volatility})`}
      ) ranked
      where place <= ${limit}
      order by kind, place`);
  return (hits as unknown as { rows: { kind: SearchKind; ref: number }[] }).rows;
}

/** The games with these ids, whatever their state, each with its provider's name (`supplier`). */
export function gamesWithSupplier(db: Database | Tx, ids: number[]) {
  return db
    .select({ game: games, supplier: providers.name })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(inArray(games.id, ids));
}

/** The pages and articles with these ids. */
export function pagesByIds(db: Database | Tx, ids: number[]) {
  return db.select().from(pages).where(inArray(pages.id, ids));
}

/** The active providers with these ids. */
export function activeProvidersByIds(db: Database | Tx, ids: number[]) {
  return db
    .select()
    .from(providers)
    .where(and(inArray(providers.id, ids), eq(providers.active, true)));
}

/** Every game, whatever its state: the search documents are made of them all. */
export function allGames(db: Database | Tx) {
  return db.select().from(games);
}

/** Every provider, whatever its state. */
export function allProviders(db: Database | Tx) {
  return db.select().from(providers);
}

/** Every page and article. */
export function allPages(db: Database | Tx) {
  return db.select().from(pages);
}

/** Deletes every search document (before a rebuild). */
export async function deleteSearchDocuments(db: Database | Tx): Promise<void> {
  await db.delete(searchDocuments);
}

/** The text of a search document: its `title` words weigh most, its `body` words less; both already normalised. */
type DocumentText = Omit<typeof searchDocuments.$inferInsert, 'document'> & { title: string; body: string };

/** Stores search documents in one insert, each indexed as a tsvector of its title (weight A) and its body. */
export async function insertSearchDocuments(db: Database | Tx, documents: DocumentText[]): Promise<void> {
  await db.insert(searchDocuments).values(
    documents.map(({ title, body, ...document }) => ({
      ...document,
      document: sql`setweight(to_tsvector(${SEARCH_CONFIG}::regconfig, ${title}), 'A') || to_tsvector(${SEARCH_CONFIG}::regconfig, ${body})`,
    })),
  );
}

/** Fresh statistics of the search documents, so the planner reads the few matching documents through the GIN index. */
export async function analyzeSearchDocuments(db: Database | Tx): Promise<void> {
  await db.execute(sql`analyze ${searchDocuments}`);
}
