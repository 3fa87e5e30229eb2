import type { FastifyReply, FastifyRequest } from 'fastify';
import { avatarHandlers, playerHandlers, type PlayerServices } from '../accounts/handlers.ts';
import { bonusHandlers } from '../bonuses/handlers.ts';
import { catalogueContentHandlers } from '../catalogue/content-handlers.ts';
import { catalogueHandlers } from '../catalogue/handlers.ts';
import { playerGameHandlers } from '../catalogue/player-games.ts';
import { cmsHandlers } from '../content/cms.ts';
import { contentHandlers } from '../content/handlers.ts';
import type { Database } from '../db/database.ts';
import { searchHandlers } from '../search/handlers.ts';
import type { ServiceHandlers } from './handler-types.ts';
import type { ServiceName } from './services.ts';

/** A handler as fastify-openapi-glue calls it: the contract has validated the request before. */
export type RegisteredHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The implemented operations of every service document. Each domain types its handlers from the contract
 * (ServiceHandlers); here they become what the router calls, which checks nothing more.
 */
export const createServiceHandlers = (
  db: Database,
  player: PlayerServices,
  wallet: ServiceHandlers<'player'>,
): Record<ServiceName, Partial<Record<string, RegisteredHandler>>> => {
  const services: { [Service in ServiceName]: ServiceHandlers<Service> } = {
    player: {
      ...playerHandlers(player),
      ...catalogueHandlers(db, player.config),
      ...searchHandlers(db),
      ...wallet,
      ...bonusHandlers(db),
      ...playerGameHandlers(db),
    },
    content: { ...contentHandlers(db, player.config.maintenanceBranding), ...catalogueContentHandlers(db) },
    avatar: avatarHandlers(player),
    cms: cmsHandlers(db),
  };
  return services as Record<ServiceName, Partial<Record<string, RegisteredHandler>>>;
};
