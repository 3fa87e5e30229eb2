import { isAppError, unwrap, type Api } from '@casino/api-client';
import type { Locale } from '@casino/flows';
import { queryOptions } from '@tanstack/react-query';

/** Play money for visitors, the player's wallet when logged in (spec 7: GET /game/demo/{id}, /game/real/{id}). */
export type LaunchMode = 'demo' | 'real';

/**
 * The launch URL in the page's locale. The server's answer may carry a `lang` of its own (the player's language or
 * the browser's Accept-Language); the page's locale wins, so a page in Estonian shows the slot in Estonian too.
 * Only an http(s) URL is accepted: anything else (a `javascript:` URL) would run in the frame, which shares the
 * site's origin.
 */
export function launchUrl(answered: string, locale: Locale, base: string): string {
  const url = new URL(answered, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('The game launch URL is not http(s).');
  url.searchParams.set('lang', locale);
  return url.href;
}

const launch = (api: Api, mode: LaunchMode, id: number) =>
  mode === 'real'
    ? api.player.GET('/game/real/{id}', { params: { path: { id } } })
    : api.player.GET('/game/demo/{id}', { params: { path: { id } } });

/**
 * Where the frame loads a game, asked in the browser only (the page's HTML is the same for everyone). Asked once per
 * visit of the page: never again in the background, since a refusal then (a limit reached while playing) must not
 * replace a game in progress, and dropped when the page is left, so the next visit asks again. An answered refusal
 * (131, 132, 122, 217, 238) is final; a network failure is tried once more.
 */
export const launchQuery = (api: Api, mode: LaunchMode, id: number, locale: Locale) =>
  queryOptions({
    // A real-money launch is the player's, which a logout drops; a demo launch is anyone's, and stays when a
    // visitor's session starts as logged out (that drop would reload the game already loading in its frame).
    queryKey: [...(mode === 'real' ? ['player'] : []), 'launch', mode, id, locale],
    queryFn: async () => launchUrl((await unwrap(launch(api, mode, id))).url, locale, window.location.href),
    staleTime: Infinity,
    gcTime: 0,
    retry: (failures, error) => !isAppError(error) && failures < 1,
  });
