import { IMAGE_QUALITY_DEFAULT } from '@casino/flows';

/** The image service's width steps (spec 9: 640-3840). */
const WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
type Width = (typeof WIDTHS)[number];

/** A site picture through the image service, at one of its widths (AVIF or WebP as the browser accepts). */
const imageUrl = (path: string, width: Width) =>
  `/content/image?${new URLSearchParams({ url: path, w: String(width), q: String(IMAGE_QUALITY_DEFAULT) })}`;

/** A card's picture: one width, as ArticleCard takes a single source (a card is at most about 400 px wide). */
export const cardImage = (path: string | undefined) => (path ? imageUrl(path, 828) : undefined);

/** A link preview's picture: 1200 px wide, the size Open Graph asks for (PNG to a reader without AVIF or WebP). */
export const shareImage = (path: string | undefined) => (path ? imageUrl(path, 1200) : undefined);

/** The article's picture spans the page column: 48rem at most, less its 1rem padding on each side. */
const HERO_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

/** The article's top picture with a source for every width the page may need. */
export function heroImage(path: string) {
  return {
    src: imageUrl(path, 1080),
    srcSet: WIDTHS.filter((width) => width <= 2048)
      .map((width) => `${imageUrl(path, width)} ${width}w`)
      .join(', '),
    sizes: HERO_SIZES,
  };
}
