import type { Locale, Volatility } from '@casino/flows/rules';
import { toGame, toSupplier } from '../catalogue/catalogue.ts';
import type { pages } from '../content/schema.ts';
import type { Database } from '../db/database.ts';
import { normaliseText } from './documents.ts';
import { activeProvidersByIds, gamesWithSupplier, pagesByIds, rankedSearchHits } from './repository.ts';
import type { SearchKind } from './schema.ts';

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
  volatility?: Volatility | undefined;
}

/**
 * The search of spec 2.8 over the locale's documents: games by title, name and excerpt; tags (games found through
 * one of their theme tags, which may be among the games too, as in the contract's example); providers by name; content pages and blog articles by title and text.
 * Ranked by ts_rank, titles weighing most. `providerId` narrows the games and tags to one provider, `volatility` to
 * one volatility class.
 */
export async function search(db: Database, { keyword, locale, providerId, volatility }: SearchRequest) {
  const query = prefixQuery(keyword);
  const refs = new Map<SearchKind, number[]>();
  if (query !== null) {
    const hits = await rankedSearchHits(db, { query, locale, providerId, volatility, limit: SEARCH_LIMIT });
    for (const { kind, ref } of hits) refs.set(kind, [...(refs.get(kind) ?? []), ref]);
  }
  const of = (kind: SearchKind) => refs.get(kind) ?? [];

  // One query per table for all the hits of its kinds (the ranking query already kept only playable games).
  const gameIds = [...new Set([...of('game'), ...of('tag')])];
  const pageIds = [...of('article'), ...of('page')];
  const gameRows = gameIds.length === 0 ? [] : await gamesWithSupplier(db, gameIds);
  const pageRows = pageIds.length === 0 ? [] : await pagesByIds(db, pageIds);
  const supplierRows = of('supplier').length === 0 ? [] : await activeProvidersByIds(db, of('supplier'));

  const gameById = new Map(gameRows.map((row) => [row.game.id, { game: toGame(row.game), supplier: row.supplier }]));
  const pageById = new Map(pageRows.map((page) => [page.id, page]));
  const supplierById = new Map(supplierRows.map((row) => [row.id, toSupplier(row)]));
  const inOrder = <T>(kind: SearchKind, byId: Map<number, T>) =>
    of(kind).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const listed = (page: typeof pages.$inferSelect) => ({
    slug: page.slug,
    title: page.title,
    ...(page.thumbnail === null ? {} : { thumbnail: page.thumbnail }),
    date_parsed: page.publishedOn.split('-').map(Number).reverse().join('.'),
  });

  const articleHits = inOrder('article', pageById).map(listed);
  const contentHits = inOrder('page', pageById).map(listed);
  const gameHits = inOrder('game', gameById).map(({ game }) => game);
  const supplierHits = inOrder('supplier', supplierById);
  const tagHits = inOrder('tag', gameById).map(({ game, supplier }) => ({
    friendly_name: game.friendly_name,
    ...(game.thumbnail === undefined ? {} : { logo: game.thumbnail }),
    translation: game.translations[locale]?.title ?? game.name,
    supplier,
  }));
  return {
    articles: articleHits,
    content: contentHits,
    games: gameHits,
    suppliers: supplierHits,
    tags: tagHits,
  };
}
