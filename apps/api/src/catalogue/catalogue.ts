import { LOCALES } from '@casino/flows/rules';
import type { gameGroups, games, providers } from './schema.ts';

/**
 * The game catalogue as the contract shows it (its rows as Game, GameGroup and Supplier), shared by the content
 * service, the player API and the search; the queries that read the rows are in repository.ts.
 */

type GameRow = typeof games.$inferSelect;

/**
 * The most games one page of a list answers (the content service's `limit`, issue 37: openapi/components/common.yaml
 * says the same), and the page size when only `offset` is given.
 */
export const GAME_LIST_PAGE_MAX = 500;

/** A page of a list: `limit` games from `offset` on. */
export interface ListPage {
  offset: number;
  limit: number;
}
type GroupRow = typeof gameGroups.$inferSelect;

/** `YYYY-MM-DD` to the contract's day.month.year (`14.11.2026`). */
const toDayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** A games row as the contract's Game. */
export function toGame(row: GameRow) {
  return {
    id: row.id,
    name: row.name,
    friendly_name: row.friendlyName,
    provider: row.providerId,
    ...(row.releaseDate === null ? {} : { release_date: toDayMonthYear(row.releaseDate) }),
    ...(row.thumbnail === null ? {} : { thumbnail: row.thumbnail }),
    translations: row.translations,
    ...(row.excerpts.fi === undefined ? {} : { excerpt: row.excerpts.fi }),
    ...(row.excerpts.en === undefined ? {} : { excerpt_en: row.excerpts.en }),
    ...(row.excerpts.et === undefined ? {} : { excerpt_et: row.excerpts.et }),
    ...(row.rtpBasisPoints === null ? {} : { rtp: row.rtpBasisPoints / 100 }),
    ...(row.volatility === null ? {} : { volatility: row.volatility }),
  };
}

export type Game = ReturnType<typeof toGame>;

/** A group as the contract's GameGroup: a title in every locale, the group's name where it has none. */
export function toGroup(row: GroupRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    parentId: row.parentId,
    translations: Object.fromEntries(
      LOCALES.map((locale) => [locale, row.translations[locale] ?? { title: row.name }]),
    ) as Required<GroupRow['translations']>,
  };
}

export type Group = ReturnType<typeof toGroup>;

/** A providers row as the contract's Supplier. */
export const toSupplier = (row: typeof providers.$inferSelect) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  ...(row.logo === null ? {} : { logo: row.logo }),
});
