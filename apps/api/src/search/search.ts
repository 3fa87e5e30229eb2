import { and, eq, inArray, sql } from 'drizzle-orm';
import { playable, toGame, toSupplier, type Game } from '../catalogue/catalogue.ts';
import type { Database } from '../db/database.ts';
import { games, pages, providers, searchDocuments, type Locale, type SearchKind } from '../db/schema.ts';
import { normaliseText, SEARCH_CONFIG } from './documents.ts';

/** At most this many hits of each kind, best first. */
export const SEARCH_LIMIT = 50;

/**
 * The keyword as a prefix query: every word (letters and digits; anything else separates words) must start a word
 * of the document. `book of` -> `book:* & of:*`. Only letters and digits reach to_tsquery, so no input is read as
 * query syntax. Null when no word remains.
 */
export function prefixQuery(keyword: string): string | null {
  const words = normaliseText(keyword).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

interface SearchRequest {
  keyword: string;
  locale: Locale;
  providerId?: number | undefined;
}

const byRank = <T extends { id: number }>(rows: T[], refs: number[]) => {
  const order = new Map(refs.map((ref, index) => [ref, index]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
};

/**
 * The search of spec 2.8 over the locale's documents: games by title, name and excerpt; tags (games found through
 * one of their theme tags, which may be among the games too, as in the contract's example); providers by name; content pages and blog articles by title and text.
 * Ranked by ts_rank, titles weighing most. `providerId` narrows the games and tags to one provider.
 */
export async function search(db: Database, { keyword, locale, providerId }: SearchRequest) {
  const query = prefixQuery(keyword);
  const refs = new Map<SearchKind, number[]>();
  if (query !== null) {
    // Game and tag hits count only while the game can be played, so the limit is of hits that are answered.
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
      ) ranked
      where place <= ${SEARCH_LIMIT}
      order by kind, place`);
    for (const { kind, ref } of (hits as unknown as { rows: { kind: SearchKind; ref: number }[] }).rows)
      refs.set(kind, [...(refs.get(kind) ?? []), ref]);
  }
  const of = (kind: SearchKind) => refs.get(kind) ?? [];

  const playableGames = async (ids: number[]): Promise<Game[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ game: games })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(and(inArray(games.id, ids), playable));
    return byRank(
      rows.map(({ game }) => toGame(game)),
      ids,
    );
  };
  const articles = async (kind: 'page' | 'article') => {
    const ids = of(kind);
    if (ids.length === 0) return [];
    const rows = await db.select().from(pages).where(inArray(pages.id, ids));
    return byRank(rows, ids).map((page) => ({
      slug: page.slug,
      title: page.title,
      ...(page.thumbnail === null ? {} : { thumbnail: page.thumbnail }),
      date_parsed: page.publishedOn.split('-').map(Number).reverse().join('.'),
    }));
  };
  const suppliers = async () => {
    const ids = of('supplier');
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(providers)
      .where(and(inArray(providers.id, ids), eq(providers.active, true)));
    return byRank(rows, ids).map(toSupplier);
  };

  const [gameHits, tagHits, supplierHits, articleHits, contentHits, providerNames] = await Promise.all([
    playableGames(of('game')),
    playableGames(of('tag')),
    suppliers(),
    articles('article'),
    articles('page'),
    db.select({ id: providers.id, name: providers.name }).from(providers),
  ]);
  const providerName = new Map(providerNames.map(({ id, name }) => [id, name]));
  return {
    articles: articleHits,
    content: contentHits,
    games: gameHits,
    suppliers: supplierHits,
    tags: tagHits.map((game) => ({
      friendly_name: game.friendly_name,
      ...(game.thumbnail === undefined ? {} : { logo: game.thumbnail }),
      translation: game.translations[locale]?.title ?? game.name,
      supplier: providerName.get(game.provider) ?? '',
    })),
  };
}
