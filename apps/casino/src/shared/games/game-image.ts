import type { ResponsiveImage } from '@casino/ui';
import { IMAGE_WIDTHS, imageUrl, responsiveImage } from '../../lib/image';

/**
 * The widths a card can want: it is at most about 330 CSS pixels wide (two columns on a large phone), so 1080 serves
 * a 3x screen; the wider steps would only lengthen every card's srcset in the page.
 */
const CARD_WIDTHS = [640, 750, 828, 1080] as const;

/** A card's width in the GameGrid at each breakpoint: half the phone, then 3, 4, 5 and 6 columns. */
const CARD_SIZES =
  '(min-width: 1280px) 16vw, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw';

/**
 * A game's picture through the image service: AVIF or WebP as the browser accepts, at the width the card needs; none
 * for a game without one (the card shows its placeholder).
 */
export function gameImage(thumbnail: string | undefined): ResponsiveImage | undefined {
  return thumbnail ? responsiveImage(thumbnail, CARD_SIZES, { widths: CARD_WIDTHS }) : undefined;
}

/** The poster's width in the game frame: the phone's width less the margins, at most 672 CSS pixels (max-w-2xl). */
const POSTER_SIZES = '(min-width: 736px) 672px, calc(100vw - 4rem)';

/** A game's picture as its frame's poster while the game loads (a phone's width at up to 3x); none without one. */
export function posterImage(thumbnail: string | undefined): ResponsiveImage | undefined {
  return thumbnail ? responsiveImage(thumbnail, POSTER_SIZES, { widths: [640, 828, 1080, 1200, 1920] }) : undefined;
}

/**
 * A provider's logo through the image service, at its narrowest step: a logo is drawn at most a few hundred pixels
 * wide, and the service answers a vector logo as a small AVIF or WebP.
 */
export const logoImage = (path: string): string => imageUrl(path, IMAGE_WIDTHS[0]);
