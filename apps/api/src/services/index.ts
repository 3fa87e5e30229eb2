import type { ServiceName } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import { bonusHandlers } from './bonuses.ts';
import { catalogueHandlers } from './catalogue.ts';
import { cmsHandlers } from './cms.ts';
import { contentHandlers } from './content.ts';
import { avatarHandlers, playerHandlers, type PlayerServices } from './player/index.ts';
import type { ServiceHandlers } from './types.ts';

/** The implemented operations of every service document. */
export const createServiceHandlers = (
  db: Database,
  player: PlayerServices,
  wallet: ServiceHandlers,
): Record<ServiceName, ServiceHandlers> => ({
  player: { ...playerHandlers(player), ...catalogueHandlers(db, player.config), ...wallet, ...bonusHandlers(db) },
  content: contentHandlers(db, player.config.maintenanceBranding),
  avatar: avatarHandlers(player),
  cms: cmsHandlers(db),
});
