import { SEARCH_MIN_KEYWORD } from './constants.ts';

/** The keyword to search for: the trimmed input once it has at least 3 characters, else null (no search). */
export function searchKeyword(input: string): string | null {
  const keyword = input.trim();
  return keyword.length >= SEARCH_MIN_KEYWORD ? keyword : null;
}
