import { unwrap } from '@casino/api-client';
import { SEARCH_MIN_KEYWORD, searchMachine, type Locale, type SearchQuery, type SearchResult } from '@casino/flows';
import { SearchBox, type SearchStatus } from '@casino/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useApi } from '../../app/api';
import { useLocale } from '../../shared/locale/use-locale';
import { VolatilityFilter } from '../../shared/games/volatility-filter';
import { searchGroups } from './search-groups';

export interface SiteSearchProps {
  className?: string;
  /** Called once a chosen result has been navigated to, e.g. so that the mobile search sheet closes. */
  onNavigate?: () => void;
  /**
   * Focus the input 200 ms after mounting (spec 9, refocus), when the search opens in a sheet that slides in: the
   * mobile bottom bar's search.
   */
  focusOnOpen?: boolean;
  /** What the box before it (deferred-search.tsx) had: the keyword typed, and whether it had the focus. */
  carriedOver?: { keyword: string; focused: boolean };
}

/** What the search shows, from the machine's state. */
type View = 'idle' | 'tooShort' | 'searching' | 'results' | 'notFound' | 'failed';

/** The SearchBox has one message line besides 'searching': the hint and the error show there like 'not found'. */
const STATUS: Record<View, SearchStatus> = {
  idle: 'idle',
  tooShort: 'not-found',
  searching: 'searching',
  results: 'results',
  notFound: 'not-found',
  failed: 'not-found',
};

function viewOf(snapshot: SnapshotFrom<typeof searchMachine>): View {
  if (snapshot.matches({ query: 'results' })) return 'results';
  if (snapshot.matches({ query: 'notFound' })) return 'notFound';
  if (snapshot.hasTag('error')) return 'failed';
  // The wait before the call already counts as searching: the keyword is long enough and an answer is coming.
  if (snapshot.hasTag('busy') || snapshot.matches({ query: 'debouncing' })) return 'searching';
  // Idle: nothing typed, or too little to search (the machine's guard; spaces around it do not count).
  return snapshot.context.keyword.trim() === '' ? 'idle' : 'tooShort';
}

/**
 * The site search (spec 2.8; 4 and 7, Search): games, providers, tags, content pages and articles, searched by the
 * search machine (900 ms after the last keystroke, from 3 characters) and shown in the ui SearchBox, with a
 * volatility filter over the results (issue 36). Choosing a result goes to its page in the current locale and clears
 * the input; leaving the search clears it 200 ms later.
 */
export function SiteSearch(props: SiteSearchProps) {
  const locale = useLocale();
  // The machine searches in the locale it started with, so a change of language starts a new search.
  return <LocaleSearch key={locale} locale={locale} {...props} />;
}

function LocaleSearch({
  locale,
  className,
  onNavigate,
  focusOnOpen = false,
  carriedOver,
}: SiteSearchProps & { locale: Locale }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const boxRef = useRef<HTMLDivElement>(null);
  const actor = useActorRef(
    searchMachine.provide({
      actors: {
        search: fromPromise<SearchResult, SearchQuery>(({ input, signal }) =>
          unwrap(api.player.GET('/search', { params: { query: input }, signal })),
        ),
      },
    }),
    { input: { lang: locale } },
  );
  const keyword = useSelector(actor, (snapshot) => snapshot.context.keyword);
  const result = useSelector(actor, (snapshot) => snapshot.context.result);
  const volatility = useSelector(actor, (snapshot) => snapshot.context.volatility);
  const view = useSelector(actor, viewOf);

  useEffect(() => {
    // The machine asks for the focus once the sheet has opened (refocus delay).
    const request = actor.on('input.focus', () => boxRef.current?.querySelector('input')?.focus());
    if (focusOnOpen) actor.send({ type: 'search.opened' });
    return () => request.unsubscribe();
  }, [actor, focusOnOpen]);

  // Taking over from the box before it: its keyword is searched, and its focus stays in the box, the caret at the end
  // (as it commits: no key may fall between the two boxes).
  const [taken] = useState(carriedOver);
  useLayoutEffect(() => {
    if (!taken) return;
    if (taken.keyword) actor.send({ type: 'keyword.changed', keyword: taken.keyword });
    const input = boxRef.current?.querySelector('input');
    if (!taken.focused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [actor, taken]);

  const groups =
    view === 'results' && result
      ? searchGroups(result, locale, {
          games: t('search.groups.games'),
          providers: t('search.groups.providers'),
          tags: t('search.groups.tags'),
          content: t('search.groups.content'),
          articles: t('search.groups.articles'),
        })
      : [];
  const count = groups.reduce((sum, group) => sum + group.results.length, 0);

  let message = t('search.box.notFound');
  if (view === 'tooShort') message = t('search.box.tooShort', { min: SEARCH_MIN_KEYWORD });
  else if (view === 'failed') message = t('search.box.error');

  return (
    <SearchBox
      ref={boxRef}
      className={className}
      label={t('search.box.label')}
      placeholder={t('search.box.placeholder')}
      value={keyword}
      status={STATUS[view]}
      groups={groups}
      searchingText={t('search.box.searching')}
      notFoundText={message}
      resultsText={t('search.box.results', { count })}
      filter={
        <VolatilityFilter
          size="sm"
          value={volatility}
          onChange={(chosen) => actor.send({ type: 'volatility.changed', volatility: chosen })}
        />
      }
      onValueChange={(value) => actor.send({ type: 'keyword.changed', keyword: value })}
      onFocus={() => actor.send({ type: 'input.focused' })}
      onInputBlur={() => actor.send({ type: 'input.blurred' })}
      onKeyDown={(event) => {
        // The SearchBox closes an open panel on Escape; a second Escape empties the search.
        if (event.key !== 'Escape' || event.nativeEvent.defaultPrevented || keyword === '') return;
        event.preventDefault();
        actor.send({ type: 'search.cleared' });
      }}
      onSelect={(option) => {
        actor.send({ type: 'result.selected' });
        // Each result's id is its page (searchGroups).
        void navigate(option.id);
        onNavigate?.();
      }}
    />
  );
}
