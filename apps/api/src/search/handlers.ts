import { DEFAULT_LOCALE, SEARCH_MIN_KEYWORD } from '@casino/flows/rules';
import { createAnswerCache } from '../catalogue/answer-cache.ts';
import type { PlayerAnswer, ServiceHandlers } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { prefixQuery, search } from './search.ts';

/** The player API's search over games, providers, tags, pages and articles (openapi/player.yaml). */
export const searchHandlers = (db: Database, cache = createAnswerCache()): ServiceHandlers<'player'> => ({
  search: async (request, reply) => {
    const { keyword, gameProvider, volatility } = request.query;
    const lang = request.query.lang ?? DEFAULT_LOCALE;
    if (keyword.trim().length < SEARCH_MIN_KEYWORD)
      throw ApiError.of('invalidRequest', 'The keyword must have at least 3 characters', {
        location: 'querystring',
        field: 'keyword',
        rule: 'minLength',
      });
    const key = `search\n${lang}\n${gameProvider ?? ''}\n${volatility ?? ''}\n${prefixQuery(keyword)}`;
    return cache.send<PlayerAnswer<'search'>>(request, reply, key, async () => ({
      success: true,
      ...(await search(db, { keyword, locale: lang, providerId: gameProvider, volatility })),
    }));
  },
});
