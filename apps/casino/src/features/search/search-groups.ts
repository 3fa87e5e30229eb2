import { defaultApiConfig } from '@casino/api-client';
import {
  displayTitle,
  IMAGE_QUALITY_DEFAULT,
  IMAGE_WIDTH_MIN,
  providerName,
  type Locale,
  type SearchResult,
} from '@casino/flows';
import type { SearchGroup } from '@casino/ui';
import { localizedPath } from '../../app/routes';

/** The kinds of hit of spec 2.8, in the order the list shows them. */
export const SEARCH_GROUPS = ['games', 'providers', 'tags', 'content', 'articles'] as const;
export type SearchGroupId = (typeof SEARCH_GROUPS)[number];

/**
 * A hit's picture through the image service (site-relative path only), at its smallest width: the list shows it
 * 40 px wide, and the service has no smaller step.
 */
function thumbnail(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const query = new URLSearchParams({ url: path, w: String(IMAGE_WIDTH_MIN), q: String(IMAGE_QUALITY_DEFAULT) });
  return `${defaultApiConfig.contentBaseUrl}/image?${query}`;
}

/**
 * The search answer as the SearchBox's groups. Each result's id is the page it leads to in `locale`, so choosing
 * one needs nothing else: games and tag hits (games found through a theme tag) go to the game page by
 * friendly_name, providers to their page by id and slug, and articles and content pages to campaigns/{slug}
 * (spec 2.1: the route table has no other page for content). Empty groups are kept; the SearchBox hides them.
 */
export function searchGroups(
  { games, suppliers, tags, content, articles }: SearchResult,
  locale: Locale,
  labels: Record<SearchGroupId, string>,
): SearchGroup[] {
  const gamePage = (slug: string) => localizedPath('GAME_PAGE', locale, { slug });
  const articlePage = (slug: string) => localizedPath('ARTICLE', locale, { slug });
  const pages = (list: SearchResult['articles']) =>
    list.map((page) => ({
      id: articlePage(page.slug),
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
    content: pages(content),
    articles: pages(articles),
  };
  return SEARCH_GROUPS.map((id) => ({ id, label: labels[id], results: results[id] }));
}
