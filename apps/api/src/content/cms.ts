import { DEFAULT_LOCALE } from '@casino/flows/rules';
import type { Database } from '../db/database.ts';
import { readSiteSettings } from './handlers.ts';
import type { ServiceHandlers } from '../contract/handler-types.ts';

/** The CMS client's site settings (openapi/cms.yaml): the content service's, by another path. */
export const cmsHandlers = (db: Database): ServiceHandlers<'cms'> => ({
  getCmsSiteSettings: async (request) => readSiteSettings(db, request.query.lang ?? DEFAULT_LOCALE),
});
