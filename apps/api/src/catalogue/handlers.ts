import { DEFAULT_LOCALE, type Locale } from '@casino/flows/rules';
import { createAnswerCache } from './answer-cache.ts';
import type { Group } from './catalogue.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { launchLocale } from './launch-locale.ts';
import { findGameWithProvider, listGroups, withGames } from './repository.ts';
import { ApiError } from '../http/api-error.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import type { PlayerAnswer, PlayerRequest, ServiceHandlers } from '../contract/handler-types.ts';

/** Where a top-level group's pages live in the app, by its type. */
const sectionPath = { slots: '/games', livecasino: '/livecasino' } as const;

const campaignsEntry: Record<Locale, string> = { fi: 'Kampanjat', en: 'Campaigns', et: 'Kampaaniad' };

export type LaunchMode = 'demo' | 'real';

/** The URL of the page that starts a game, in a locale (served by src/demo-game/routes.ts). */
const launchPath = (id: number, mode: LaunchMode, locale: Locale) => `/game-launch/${id}?mode=${mode}&lang=${locale}`;

/** A game that may be started: 131 when there is no such game, 132 when it or its provider is disabled. */
export async function startableGame(db: Database, id: number) {
  const row = await findGameWithProvider(db, id);
  if (!row) throw ApiError.of('gameNotFound', 'Game not found');
  if (!row.game.active || !row.providerActive) throw ApiError.of('gameDisabled', 'Game disabled');
  return row;
}

/** What the catalogue asks of other domains, filled in by the composition root (src/domains.ts). */
export interface CataloguePorts {
  /**
   * Whether the player may play for real money now: it throws the refusal (the register's, a cool-off's or a
   * self-exclusion's), as at login.
   */
  admitToPlay(playerId: number): Promise<void>;
}

/** The catalogue operations of openapi/player.yaml: the menu, the groups and starting a game. */
export const catalogueHandlers = (
  db: Database,
  config: Pick<Config, 'siteOrigin'>,
  ports: CataloguePorts,
  cache = createAnswerCache(),
): ServiceHandlers<'player'> => {
  const launch = async (request: PlayerRequest<'getDemoGame'>, mode: LaunchMode) => {
    const { id } = request.params;
    await startableGame(db, id);
    return { success: true, url: config.siteOrigin + launchPath(id, mode, await launchLocale(db, request)) };
  };

  return {
    getMenu: async (request, reply) => {
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      return cache.send<PlayerAnswer<'getMenu'>>(request, reply, `menu\n${lang}`, async () => {
        const [top, children] = await Promise.all([listGroups(db, 'top'), listGroups(db, 'child')]);
        const title = (group: Group) => group.translations[lang].title;
        const menu = top.map((section) => ({
          title: title(section),
          url: sectionPath[section.type],
          // A group without games is left out of the menu (spec 2.4).
          children: children
            .filter((child) => child.parentId === section.id && child.gameCount > 0)
            .map((child) => ({ title: title(child), url: `${sectionPath[section.type]}/${child.id}/${child.slug}` })),
        }));
        return { success: true, menu: [...menu, { title: campaignsEntry[lang], url: '/campaigns', children: [] }] };
      });
    },

    getGroups: async (request, reply) =>
      cache.send<PlayerAnswer<'getGroups'>>(request, reply, 'groups', async () => {
        const groups = await withGames(db, await listGroups(db, 'all'));
        return { success: true, groups: groups.filter((group) => group.games.length > 0) };
      }),

    getDemoGame: (request) => launch(request, 'demo'),

    getRealGame: async (request) => {
      const { playerId } = await requirePlayer(request);
      await ports.admitToPlay(playerId);
      return launch(request, 'real');
    },
  };
};
