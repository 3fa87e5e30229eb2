import { SearchBox } from '@casino/ui';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { onFirstInteraction } from '../../lib/first-interaction';
import { useTypedEarly } from '../../lib/use-typed-early';
import type { SiteSearchProps } from './site-search';

/**
 * The site search as the layout shows it. Its machine and xstate (about 18 kB) load at the page's first interaction,
 * not with the page: until then, on the server too, the box is the search's idle box. What is typed into it, also
 * before the page has hydrated, and its focus go on to the search once that has mounted, so nothing typed is lost.
 */
export function DeferredSiteSearch(props: SiteSearchProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const [Search, setSearch] = useState<ComponentType<SiteSearchProps> | null>(null);
  const [keyword, setKeyword] = useState('');
  const [focused, setFocused] = useState(false);
  useTypedEarly(boxRef, (_name, value) => setKeyword(value));
  // Focused in the server's box: the focus goes on too.
  useLayoutEffect(() => {
    if (boxRef.current?.contains(document.activeElement)) setFocused(true);
  }, []);
  useEffect(
    () =>
      onFirstInteraction(() => {
        void import('./site-search').then(({ SiteSearch }) => setSearch(() => SiteSearch));
      }),
    [],
  );

  if (Search) return <Search {...props} carriedOver={{ keyword, focused }} />;
  return (
    <SearchBox
      // Until the search has taken over (a story or a test waits for it to type).
      data-search-pending=""
      ref={boxRef}
      className={props.className}
      label={t('search.box.label')}
      placeholder={t('search.box.placeholder')}
      value={keyword}
      status="idle"
      groups={[]}
      searchingText={t('search.box.searching')}
      notFoundText={t('search.box.notFound')}
      resultsText={t('search.box.results', { count: 0 })}
      onValueChange={setKeyword}
      onSelect={() => undefined}
      onFocus={() => setFocused(true)}
      onInputBlur={() => setFocused(false)}
    />
  );
}
