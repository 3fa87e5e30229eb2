import { contentValue, type Api, type CmsComponents } from '@casino/api-client';
import type { Locale } from '@casino/flows';
import { queryOptions } from '@tanstack/react-query';
import type { SanitizedHtml } from '../../lib/sanitize-html';

type Popup = CmsComponents['schemas']['Popup'];

/** A popup as the dialog shows it: its content sanitised. */
export type SitePopup = Omit<Popup, 'content'> & { content: SanitizedHtml };

/**
 * The popups of the site settings in `locale` (GET /cms/site-settings?lang=), their HTML sanitised before it reaches
 * the cache. A failed or empty answer is no popups: a popup is never worth an error.
 */
export const sitePopupsQuery = (api: Api, locale: Locale) =>
  queryOptions({
    queryKey: ['cms', 'site-settings', locale],
    queryFn: async (): Promise<SitePopup[]> => {
      const settings = await contentValue(api.cms.GET('/site-settings', { params: { query: { lang: locale } } }), {
        footer: '',
        popups: [],
      });
      const popups = Array.isArray(settings.popups) ? settings.popups : [];
      if (popups.length === 0) return [];
      // The sanitiser loads with the first popup, not with the page (as shared/content/queries.ts does).
      const { sanitizeHtml } = await import('../../lib/sanitize-html');
      return Promise.all(popups.map(async (popup) => ({ ...popup, content: await sanitizeHtml(popup.content) })));
    },
  });
