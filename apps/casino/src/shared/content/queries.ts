import { contentList, contentValue, type Api, type ContentComponents } from '@casino/api-client';
import { JACKPOTS_POLL_MS, MAINTENANCE_POLL_MS, type Locale } from '@casino/flows';
import { queryOptions } from '@tanstack/react-query';
import type { SanitizedHtml } from '../../lib/sanitize-html';

/**
 * The sanitiser loads with the first content the browser itself fetches, not with the page: the server's HTML comes
 * sanitised, and the home page is interactive without it.
 */
const sanitizeHtml = async (html: string) => (await import('../../lib/sanitize-html')).sanitizeHtml(html);

type Schemas = ContentComponents['schemas'];
export type Game = Schemas['Game'];
export type GameGroup = Schemas['GameGroup'];
export type Supplier = Schemas['Supplier'];

const NO_STATUS: SiteStatus = { maintenance: null, serviceDisruption: null };

/** What the site shows without its settings (spec 7: an erroring content reply gives empty values). */
const NO_SITE_SETTINGS: Schemas['SiteSettings'] = { footer: '', popups: [] };

/**
 * What a game card needs of a game. Lists keep only this, so a page hands the browser the games it shows and not
 * every excerpt in three languages (a group of 50 games is 22 kB whole).
 */
export type GameSummary = Pick<
  Game,
  'id' | 'name' | 'friendly_name' | 'provider' | 'release_date' | 'thumbnail' | 'rtp' | 'volatility'
> & {
  titles: Partial<Record<Locale, string>>;
};

export function summarise({
  id,
  name,
  friendly_name,
  provider,
  release_date,
  thumbnail,
  rtp,
  volatility,
  translations,
}: Game): GameSummary {
  const titles = Object.fromEntries(
    Object.entries(translations ?? {}).flatMap(([locale, translation]) =>
      translation?.title ? [[locale, translation.title]] : [],
    ),
  );
  return {
    id,
    name,
    friendly_name,
    provider,
    release_date,
    thumbnail,
    ...(rtp === undefined ? {} : { rtp }),
    ...(volatility === undefined ? {} : { volatility }),
    titles,
  };
}

/*
 * The public data of the content service (spec 7). A failing answer gives the spec's fallback (an empty list, no
 * maintenance), never an error: a page renders with what there is.
 */

export const siteSettingsQuery = (api: Api, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'site-settings', locale],
    queryFn: async () => {
      const settings = await contentValue(
        api.content.GET('/site-settings', { params: { query: { lang: locale } } }),
        NO_SITE_SETTINGS,
      );
      return { footer: await sanitizeHtml(settings.footer) };
    },
  });

type Messages = Schemas['LocaleMessages'];
export type SanitizedMessages = { [Locale in keyof Messages]: SanitizedHtml };
export type SiteStatus = { maintenance: SanitizedMessages | null; serviceDisruption: SanitizedMessages | null };

const sanitizeMessages = async (messages: Messages | null): Promise<SanitizedMessages | null> =>
  messages &&
  (Object.fromEntries(
    await Promise.all(
      Object.entries(messages).map(async ([locale, html]) => [locale, await sanitizeHtml(html ?? '')] as const),
    ),
  ) as SanitizedMessages);

/**
 * Maintenance and service disruption (their messages sanitised), checked at start and every 60 s; a failed check
 * keeps the last status, and without one there is no maintenance and no disruption.
 */
export const statusQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'status'],
    queryFn: async ({ client, queryKey }): Promise<SiteStatus> => {
      const answer = await api.content.GET('/status').catch(() => undefined);
      if (!answer?.response.ok || !answer.data) return client.getQueryData<SiteStatus>(queryKey) ?? NO_STATUS;
      return {
        maintenance: await sanitizeMessages(answer.data.maintenance),
        serviceDisruption: await sanitizeMessages(answer.data.serviceDisruption),
      };
    },
    refetchInterval: MAINTENANCE_POLL_MS,
    staleTime: MAINTENANCE_POLL_MS,
  });

/** The maintenance screen's brand: logo, its size and the app name (environment settings of the server). */
export const maintenanceScreenQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'maintenance'],
    queryFn: () => contentValue(api.content.GET('/maintenance'), null),
  });

/** The top-level game groups (the sections), every one: with games or not. */
export const gameGroupsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'game-groups'],
    queryFn: () => contentList(api.content.GET('/game-groups-translated')),
  });

/** The child game groups, every one: a group page shows its group even while it has no games. */
export const childGroupsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'child-game-groups'],
    queryFn: () => contentList(api.content.GET('/child-game-groups-translated')),
  });

/**
 * The groups to list (spec 2.4: groups with no games are hidden): those whose gameCount is not 0. A group whose
 * count is unknown (a content service that does not send it) is kept.
 */
export const groupsWithGames = (groups: GameGroup[]) => groups.filter((group) => group.gameCount !== 0);

/** The child groups that the menus list: those with games (spec 2.4), from the same cached answer. */
export const menuGroupsQuery = (api: Api) => queryOptions({ ...childGroupsQuery(api), select: groupsWithGames });

export const suppliersQuery = (api: Api) =>
  queryOptions({ queryKey: ['content', 'suppliers'], queryFn: () => contentList(api.content.GET('/suppliers')) });

/** One game by its friendly_name, whole (the play page shows its excerpt); null when there is none. */
export const gameBySlugQuery = (api: Api, slug: string) =>
  queryOptions({
    queryKey: ['content', 'game', slug],
    queryFn: async () => (await contentList(api.content.GET('/games', { params: { query: { slug } } })))[0] ?? null,
  });

/** Cards a group's rail shows before "show all" (home, slots and live-casino indexes). */
export const RAIL_SIZE = 8;

/**
 * The jackpots (GET /jackpots?currency=eur; open to everyone), polled every 20 s (spec 9). Only what the ticker shows
 * is kept: the games a jackpot feeds would be most of the page.
 */
export const jackpotsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'jackpots'],
    queryFn: async () => {
      const answer = await contentValue(api.player.GET('/jackpots', { params: { query: { currency: 'eur' } } }), null);
      return (answer?.jackpots ?? []).map(({ id, name, amount }) => ({ id: String(id), name, amount }));
    },
    refetchInterval: JACKPOTS_POLL_MS,
    staleTime: JACKPOTS_POLL_MS,
  });
