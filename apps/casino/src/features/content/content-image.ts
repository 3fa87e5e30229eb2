import type { ResponsiveImage } from '@casino/ui';
import { IMAGE_WIDTHS, imageUrl, responsiveImage } from '../../lib/image';

/**
 * A card's width in the article lists (max-w-7xl less its 1rem padding each side; one column on phones, two from
 * sm, three from lg, 1.5rem apart): at most 25rem, so no card needs more than 1920 pixels even at 3x.
 */
const CARD_SIZES =
  '(min-width: 80rem) 25rem, (min-width: 64rem) calc((100vw - 5rem) / 3), (min-width: 40rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)';

/** An article card's picture with a source for every width a card may need. */
export const cardImage = (path: string | undefined): ResponsiveImage | undefined =>
  path ? responsiveImage(path, CARD_SIZES, { widths: IMAGE_WIDTHS.filter((width) => width <= 1920) }) : undefined;

/** A link preview's picture: 1200 px wide, the size Open Graph asks for (PNG to a reader without AVIF or WebP). */
export const shareImage = (path: string | undefined) => (path ? imageUrl(path, 1200) : undefined);

/** The article's picture spans the page column: 48rem at most, less its 1rem padding on each side. */
const HERO_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

/** The article's top picture with a source for every width the page may need. */
export const heroImage = (path: string): ResponsiveImage =>
  responsiveImage(path, HERO_SIZES, { widths: IMAGE_WIDTHS.filter((width) => width <= 2048), fallback: 1080 });
