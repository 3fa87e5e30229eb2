import { displayTitle, IMAGE_WIDTH_MIN, providerName, type Locale, type SearchResult } from '@casino/flows';
import type { SearchGroup } from '@casino/ui';
import { localizedPath } from '../../app/routes';
import { imageUrl } from '../../lib/image';

/** The kinds of hit of spec 2.8, in the order the list shows them. */
export const SEARCH_GROUPS = ['games', 'providers', 'tags', 'content', 'articles'] as const;
export type SearchGroupId = (typeof SEARCH_GROUPS)[number];

/**
 * A hit's picture through the image service (site-relative path only), at its smallest width: the list shows it
 * 40 px wide, and the service has no smaller step.
 */
function thumbnail(path: string | undefined): string | undefined {
  return path ? imageUrl(path, IMAGE_WIDTH_MIN) : undefined;
}

/**
 * The search answer as the SearchBox's groups. Each result's id is the page it leads to in `locale`, so choosing
 * one needs nothing else: games and tag hits (games found through a theme tag) go to the game page by
 * friendly_name, providers to their page by id and slug, articles to campaigns/{slug} and content pages to their
 * own page at /{slug}. Empty groups are kept; the SearchBox hides them.
 */
export function searchGroups(
  { games, suppliers, tags, content, articles }: SearchResult,
  locale: Locale,
  labels: Record<SearchGroupId, string>,
): SearchGroup[] {
  const gamePage = (slug: string) => localizedPath('GAME_PAGE', locale, { slug });
  const pages = (list: SearchResult['articles'], route: 'ARTICLE' | 'CONTENT_PAGE') =>
    list.map((page) => ({
      id: localizedPath(route, locale, { slug: page.slug }),
      label: page.title,
      description: page.date_parsed,
      thumbnailSrc: thumbnail(page.thumbnail),
    }));
  const results: Record<SearchGroupId, SearchGroup['results']> = {
    games: games.map((game) => ({
      id: gamePage(game.friendly_name),
      label: displayTitle(game.translations?.[locale]?.title ?? game.name),
      description: providerName(game.provider),
      thumbnailSrc: thumbnail(game.thumbnail),
    })),
    providers: suppliers.map((supplier) => ({
      id: localizedPath('PROVIDER', locale, { id: String(supplier.id), slug: supplier.slug }),
      label: supplier.name,
      thumbnailSrc: thumbnail(supplier.logo),
    })),
    tags: tags.map((tag) => ({
      id: gamePage(tag.friendly_name),
      label: displayTitle(tag.translation),
      description: tag.supplier,
      thumbnailSrc: thumbnail(tag.logo),
    })),
    content: pages(content, 'CONTENT_PAGE'),
    articles: pages(articles, 'ARTICLE'),
  };
  return SEARCH_GROUPS.map((id) => ({ id, label: labels[id], results: results[id] }));
}
