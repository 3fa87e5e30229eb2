import { assertEvent, assign, emit, raise, setup } from 'xstate';
import { appActor } from '../app-provided.ts';
import { DEFAULT_LOCALE, SEARCH_BLUR_CLOSE_MS, SEARCH_DEBOUNCE_MS, SEARCH_REFOCUS_MS } from '../rules/constants.ts';
import type { Volatility } from '../rules/games.ts';
import type { Locale } from '../rules/locale.ts';
import { hasSearchHits, searchKeyword, searchQuery, type SearchQuery, type SearchResult } from '../rules/search.ts';

export interface SearchContext {
  lang: Locale;
  /** What the input shows. */
  keyword: string;
  /** The answer of the last search, shown under the input. */
  result: SearchResult | null;
  /** The volatility class the games are narrowed to, or undefined for every game (an extension, issue 36). */
  volatility: Volatility | undefined;
}

export type SearchEvent =
  | { type: 'keyword.changed'; keyword: string }
  | { type: 'input.focused' }
  | { type: 'input.blurred' }
  /** The mobile search opens: its input takes the focus after 200 ms. */
  | { type: 'search.opened' }
  | { type: 'result.selected' }
  | { type: 'search.cleared' }
  /** The filter beside the results chose a volatility class, or every game (undefined). */
  | { type: 'volatility.changed'; volatility: Volatility | undefined };

/** Tell the app to focus the search input. */
export type SearchEmitted = { type: 'input.focus' };

/**
 * Search (spec 4, Search; 7, Search; 9): the keyword is searched 900 ms after the last change once it has at
 * least 3 characters; a provider's name narrows the games with gameProvider. Typing again restarts the wait and
 * drops an answer still under way. The input is cleared 200 ms after it loses the focus (so that a click on a
 * result lands first), or at once when a result is selected. Opening the mobile search focuses the input after
 * 200 ms. Choosing a volatility class searches the keyword again at once, narrowed to it; the choice stays for the
 * next keywords.
 *
 * Two regions: `query` (idle, debouncing, searching, results, notFound, failed) and `focus`.
 * Tags: `busy` (the 'searching' message), `open` (the result list shows), `error`.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    emitted: {} as SearchEmitted,
    input: {} as { lang?: Locale },
  },
  actors: {
    /** `GET /search?keyword&lang[&gameProvider][&volatility]`. */
    search: appActor<SearchResult, SearchQuery>('search'),
  },
  guards: {
    isSearchable: ({ event }) => {
      assertEvent(event, 'keyword.changed');
      return searchKeyword(event.keyword) !== null;
    },
    hasSearchableKeyword: ({ context }) => searchKeyword(context.keyword) !== null,
  },
  actions: {
    setKeyword: assign({
      keyword: ({ event }) => {
        assertEvent(event, 'keyword.changed');
        return event.keyword;
      },
    }),
    setVolatility: assign({
      volatility: ({ event }) => {
        assertEvent(event, 'volatility.changed');
        return event.volatility;
      },
    }),
    clear: assign({ keyword: '', result: null }),
    clearResult: assign({ result: null }),
    focusInput: emit({ type: 'input.focus' } as const),
    raiseCleared: raise({ type: 'search.cleared' } as const),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
    blurClose: SEARCH_BLUR_CLOSE_MS,
    refocus: SEARCH_REFOCUS_MS,
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => ({ lang: input.lang ?? DEFAULT_LOCALE, keyword: '', result: null, volatility: undefined }),
  states: {
    query: {
      initial: 'idle',
      on: {
        'keyword.changed': [
          { guard: 'isSearchable', target: '.debouncing', actions: 'setKeyword' },
          { target: '.idle', actions: ['setKeyword', 'clearResult'] },
        ],
        'result.selected': { target: '.idle', actions: 'clear' },
        'search.cleared': { target: '.idle', actions: 'clear' },
        // A search under way starts again with the new filter (its answer would be for the old one).
        'volatility.changed': [
          { guard: 'hasSearchableKeyword', target: '.searching', reenter: true, actions: 'setVolatility' },
          { actions: 'setVolatility' },
        ],
      },
      states: {
        idle: {},
        debouncing: { after: { searchDebounce: 'searching' } },
        searching: {
          tags: ['busy'],
          invoke: {
            src: 'search',
            // Only a searchable keyword leads here (isSearchable), so there is a query.
            input: ({ context }) => searchQuery(context.keyword, context.lang, context.volatility) as SearchQuery,
            onDone: [
              {
                guard: ({ event }) => hasSearchHits(event.output),
                target: 'results',
                actions: assign({ result: ({ event }) => event.output }),
              },
              { target: 'notFound', actions: assign({ result: ({ event }) => event.output }) },
            ],
            onError: 'failed',
          },
        },
        results: { tags: ['open'] },
        notFound: { tags: ['open'] },
        failed: { tags: ['error'] },
      },
    },
    focus: {
      initial: 'blurred',
      states: {
        blurred: { on: { 'input.focused': 'focused', 'search.opened': 'opening' } },
        opening: {
          after: { refocus: { target: 'blurred', actions: 'focusInput' } },
          on: { 'input.focused': 'focused' },
        },
        focused: { on: { 'input.blurred': 'closing' } },
        closing: {
          after: { blurClose: { target: 'blurred', actions: 'raiseCleared' } },
          on: { 'input.focused': 'focused' },
        },
      },
    },
  },
});
