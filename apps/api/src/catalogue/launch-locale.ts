import { DEFAULT_LOCALE, type Locale, LOCALES } from '@casino/flows/rules';
import type { FastifyRequest } from 'fastify';
import { playerLanguage } from '../accounts/repository.ts';
import type { Database } from '../db/database.ts';

const asLocale = (value: string | undefined): Locale | undefined =>
  LOCALES.find((locale) => locale === value?.trim().toLowerCase());

/** The best of the site's locales in an Accept-Language header (`et-EE, en;q=0.8`), by its weights. */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { locale: asLocale(range.split('-')[0]), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((range) => range.locale && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.locale;
}

/**
 * The language a game is launched in (the `lang` of its launch URL): the logged-in player's language (the app keeps
 * it with changeLanguage), otherwise the browser's Accept-Language, otherwise Finnish. The launch operations of the
 * contract take no locale; the app may set `lang` on the answered URL to the page's own locale.
 */
export async function launchLocale(db: Database, request: FastifyRequest): Promise<Locale> {
  const session = await request.server.sessions.current(request);
  if (session) {
    const language = asLocale(await playerLanguage(db, session.playerId));
    if (language) return language;
  }
  return acceptedLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * The locale of the page a launch URL opens (the demo slot's): its `lang` query parameter, Finnish when it is missing,
 * repeated or unknown.
 */
export function pageLocale(request: FastifyRequest<{ Querystring: { lang?: unknown } }>): Locale {
  const { lang } = request.query;
  return asLocale(typeof lang === 'string' ? lang : undefined) ?? DEFAULT_LOCALE;
}
