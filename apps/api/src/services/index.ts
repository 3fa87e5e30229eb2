import type { ServiceName } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import { cmsHandlers } from './cms.ts';
import { contentHandlers } from './content.ts';
import type { ServiceHandlers } from './types.ts';

/** The implemented operations of every service document. */
export const createServiceHandlers = (db: Database): Record<ServiceName, ServiceHandlers> => ({
  player: {},
  content: contentHandlers(db),
  avatar: {},
  cms: cmsHandlers(db),
});
