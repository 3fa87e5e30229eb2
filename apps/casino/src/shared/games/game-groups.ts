import { displayTitle, type Locale } from '@casino/flows';
import type { GameGroup } from '../content/queries';
import { localizedPath } from '../../app/routes';

/* A game group as the menu and the lobby show it. */

/** A group's title in the locale, falling back to its name (spec 3, game group). */
export const groupTitle = (group: GameGroup, locale: Locale) =>
  displayTitle(group.translations?.[locale]?.title ?? group.name);

/** The link of a game group: slots under /games/{id}, live casino under /livecasino/{id} (spec 2.1). */
export const groupPath = (group: GameGroup, locale: Locale) =>
  localizedPath(group.type === 'livecasino' ? 'LIVE_GROUP' : 'SLOTS_GROUP', locale, {
    id: String(group.id),
    slug: group.slug,
  });
