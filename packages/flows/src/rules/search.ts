import type { PlayerComponents } from '@casino/api-client';
import { SEARCH_MIN_KEYWORD } from './constants.ts';
import type { Volatility } from './games.ts';
import type { Locale } from './locale.ts';
import { providerIdByName } from './providers.ts';

/** The answer of `GET /search`: articles, content, games, suppliers and tags. */
export type SearchResult = PlayerComponents['schemas']['SearchResult'];

/** The query parameters of `GET /search`. */
export interface SearchQuery {
  keyword: string;
  lang: Locale;
  /** The provider id when the keyword is a provider's name. */
  gameProvider?: number;
  /** Only the games (and tags) of this volatility class (an extension, issue 36). */
  volatility?: Volatility;
}

/** The keyword to search for: the trimmed input once it has at least 3 characters, else null (no search). */
export function searchKeyword(input: string): string | null {
  const keyword = input.trim();
  return keyword.length >= SEARCH_MIN_KEYWORD ? keyword : null;
}

/** The search call for an input, or null while it is too short; a provider's name adds its id as gameProvider. */
export function searchQuery(input: string, lang: Locale, volatility?: Volatility): SearchQuery | null {
  const keyword = searchKeyword(input);
  if (keyword === null) return null;
  const gameProvider = providerIdByName(keyword);
  return {
    keyword,
    lang,
    ...(gameProvider === undefined ? {} : { gameProvider }),
    ...(volatility === undefined ? {} : { volatility }),
  };
}

/** Whether a search found anything (else the 'not found' message shows). */
export function hasSearchHits({ articles, content, games, suppliers, tags }: SearchResult): boolean {
  return [articles, content, games, suppliers, tags].some((list) => list.length > 0);
}
