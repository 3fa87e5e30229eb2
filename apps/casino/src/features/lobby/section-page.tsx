import { Page, PageHeader } from '@casino/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import type { LoadPage } from '../../app/route-data';
import { PagedGameList } from '../../shared/games/game-list';
import { PageHead } from '../../shared/head/page-head';
import { GroupRails, loadGroupRails } from './group-rails';
import { listHeadQuery } from '../../shared/games/list-query';
import { useVolatilityParam, VolatilityFilter, volatilityOfSearch } from '../../shared/games/volatility-filter';
import { sectionGamesQuery } from './queries';
import type { GroupType } from './rails-query';

/** The data of a section index: its groups' rails and every game of the section. */
export const loadSection =
  (type: GroupType): LoadPage =>
  async (page) => {
    const volatility = volatilityOfSearch(page.url.searchParams);
    const games = page.fetch(listHeadQuery(sectionGamesQuery(page.api, type, volatility)));
    // A list narrowed to one volatility shows without the rails (they are not narrowed).
    await Promise.all([volatility ? undefined : loadGroupRails([type])(page), games]);
  };

/** The texts of the slots and the live-casino index. */
function useSectionTexts(type: GroupType) {
  const { t } = useTranslation();
  return type === 'livecasino'
    ? {
        title: t('lobby.live.title'),
        description: t('lobby.live.description'),
        heading: t('lobby.live.heading'),
        all: t('lobby.live.all'),
        empty: t('lobby.live.empty'),
      }
    : {
        title: t('lobby.slots.title'),
        description: t('lobby.slots.description'),
        heading: t('lobby.slots.heading'),
        all: t('lobby.slots.all'),
        empty: t('lobby.slots.empty'),
      };
}

/**
 * A section index (slots /pelit, live casino /livekasino): a rail per group of the section that has games, then
 * every game of the section as a grid shown a page at a time. The volatility filter (?volatility=high) narrows the
 * grid to one class and leaves the rails out.
 */
export function SectionPage({ type }: { type: GroupType }) {
  const api = useApi();
  const { t } = useTranslation();
  const texts = useSectionTexts(type);
  const [volatility, setVolatility] = useVolatilityParam();
  return (
    <Page gap="loose">
      <PageHead title={texts.title} description={texts.description} />
      <PageHeader title={texts.heading} />
      <VolatilityFilter value={volatility} onChange={setVolatility} className="max-w-lg" />
      {!volatility && <GroupRails types={[type]} />}
      {/*
        Below the rails: no card of this grid is in the first screen, so none loads eagerly. It hydrates after the page
        in a render of its own (a Suspense boundary), not when idle as the rails below the first screen do: its "show
        more" button needs React, and a press before the boundary has hydrated hydrates it first and then counts.
      */}
      <Suspense>
        <PagedGameList
          // A new list for each class: it starts again at its first page.
          key={volatility ?? 'all'}
          list={sectionGamesQuery(api, type, volatility)}
          title={texts.all}
          showTitle
          emptyText={volatility ? t('lobby.volatility.empty') : texts.empty}
          // Without the rails above it, the grid's first row is the first screen's.
          eager={volatility ? undefined : 0}
        />
      </Suspense>
    </Page>
  );
}
