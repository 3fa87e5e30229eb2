import { contentValue, type Api, type ContentComponents } from '@casino/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@casino/flows';

type SiteSettings = ContentComponents['schemas']['SiteSettings'];

const NO_SETTINGS: SiteSettings = { footer: '', popups: [] };

/** The footer and popups in one locale (content GET /site-settings); nothing to show when the call fails (spec 7). */
export const siteSettingsQuery = (api: Api, locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'site-settings', locale],
    queryFn: () =>
      contentValue(api.content.GET('/site-settings', { params: { query: { lang: locale } } }), NO_SETTINGS),
  });
