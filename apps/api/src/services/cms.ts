import type { Locale } from '@casino/flows/rules';
import type { Database } from '../db/database.ts';
import { readSiteSettings } from './content.ts';
import type { ServiceHandlers } from './types.ts';

export const cmsHandlers = (db: Database): ServiceHandlers => ({
  getCmsSiteSettings: async (request) => readSiteSettings(db, (request.query as { lang: Locale }).lang),
});
