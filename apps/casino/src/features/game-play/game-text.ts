import { displayTitle, type Locale } from '@casino/flows';
import type { Game } from '../../shared/content/queries';

/** A game's title in the locale, else its name (spec 3, game). */
export const gameTitle = (game: Game, locale: Locale) => displayTitle(game.translations?.[locale]?.title ?? game.name);

const EXCERPT = { fi: 'excerpt', en: 'excerpt_en', et: 'excerpt_et' } as const satisfies Record<Locale, keyof Game>;

/** A game's excerpt in the locale; '' when it has none. */
export const gameExcerpt = (game: Game, locale: Locale) => game[EXCERPT[locale]]?.trim() ?? '';
