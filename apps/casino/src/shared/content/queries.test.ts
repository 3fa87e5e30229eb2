import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contentServices } from '../../../test/page-harness';
import { childGroupsQuery, menuGroupsQuery, type GameGroup } from './queries';

const group = (id: number, slug: string, gameCount?: number): GameGroup => ({
  id,
  name: slug,
  slug,
  type: 'slots',
  parentId: 1,
  ...(gameCount === undefined ? {} : { gameCount }),
});

describe('the groups of the menus', () => {
  it('are the child groups with games (spec 2.4), and those whose count is unknown, from the one cached answer', async () => {
    const { api, queryClient, requests } = contentServices({
      '/child-game-groups-translated': [group(3, 'uudet', 24), group(4, 'tyhja', 0), group(5, 'vanha')],
    });
    // The page's loader fills the cache with every group: a group page shows its group even while it is empty.
    const all = await queryClient.fetchQuery(childGroupsQuery(api));
    expect(all.map((entry) => entry.slug)).toEqual(['uudet', 'tyhja', 'vanha']);
    const menu = new QueryObserver(queryClient, menuGroupsQuery(api)).getCurrentResult().data;
    expect(menu?.map((entry) => entry.slug)).toEqual(['uudet', 'vanha']);
    expect(requests).toEqual(['/child-game-groups-translated']);
  });
});
