import { IMAGE_QUALITY_DEFAULT } from '@casino/flows';
import type { ResponsiveImage } from '@casino/ui';

/** The image service's width steps (spec 9: 640-3840; the contract's enum). */
const WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** A card's width in the GameGrid at each breakpoint: half the phone, then 3, 4, 5 and 6 columns. */
const CARD_SIZES = '(min-width: 1280px) 16vw, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, (min-width: 640px) 33vw, 50vw';

const imageUrl = (path: string, width: number) =>
  `/content/image?${new URLSearchParams({ url: path, w: String(width), q: String(IMAGE_QUALITY_DEFAULT) })}`;

/** A game's picture through the image service: AVIF or WebP as the browser accepts, at the width the card needs. */
export function gameImage(thumbnail: string | undefined): ResponsiveImage {
  if (!thumbnail) return { src: '' };
  return {
    src: imageUrl(thumbnail, WIDTHS[0]),
    srcSet: WIDTHS.map((width) => `${imageUrl(thumbnail, width)} ${width}w`).join(', '),
    sizes: CARD_SIZES,
  };
}
