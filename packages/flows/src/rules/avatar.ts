import { AVATAR_DEFAULT } from './constants.ts';

/** The avatar to show: the player's id when it is one of the brand's options (1 to 12 or 1 to 29), else the default 1. */
export function avatarId(id: unknown, optionCount: number): number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= optionCount ? id : AVATAR_DEFAULT;
}
