import { AVATAR_COUNTS, AVATAR_DEFAULT } from './constants.ts';

/** The avatar to show: the player's id when it is one of the brand's options (1 to 12 or 1 to 29), else the default 1. */
export function avatarId(id: unknown, optionCount: number): number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= optionCount ? id : AVATAR_DEFAULT;
}

/** One picture of the brand's avatar set, as GET /user/avatar answers it. */
export interface AvatarPicture {
  id: number;
  url: string;
}

/** A picture's url names its set and its id: `/images/avatars/<set size>/<id>.svg`. */
const AVATAR_URL = /^(.*\/)(\d+)\/(\d+)(\.\w+)$/;

/**
 * The brand's avatar set (spec 9: 12 or 29 pictures, ids from 1) from the player's avatar as GET /user/avatar
 * answers it. The contract answers only the chosen picture; its url names the set (/images/avatars/29/7.svg), so the
 * others are its siblings. A url of another shape, or of a set of another size, gives only the picture itself.
 */
export function avatarSet(avatar: AvatarPicture): AvatarPicture[] {
  const match = AVATAR_URL.exec(avatar.url);
  const size = Number(match?.[2]);
  if (!match || !(AVATAR_COUNTS as readonly number[]).includes(size)) return [avatar];
  const [, folder, , , extension] = match;
  return Array.from({ length: size }, (_, index) => ({
    id: index + 1,
    url: `${folder}${size}/${index + 1}${extension}`,
  }));
}
