import { defaultApiConfig, type ContentPaths } from '@casino/api-client';
import { IMAGE_QUALITY_DEFAULT, IMAGE_WIDTH_MAX, IMAGE_WIDTH_MIN } from '@casino/flows';
import type { ResponsiveImage } from '@casino/ui';

/** A width the image service scales to: one of its fixed steps (the contract's enum). */
export type ImageWidth = ContentPaths['/image']['get']['parameters']['query']['w'];

/** The image service's width steps, narrowest first, from the spec's least width to its greatest (spec 9). */
export const IMAGE_WIDTHS = [
  IMAGE_WIDTH_MIN,
  750,
  828,
  1080,
  1200,
  1920,
  2048,
  IMAGE_WIDTH_MAX,
] as const satisfies readonly ImageWidth[];

/** A site picture through the image service at one width: AVIF or WebP as the browser accepts, else PNG or JPEG. */
export const imageUrl = (path: string, width: ImageWidth): string =>
  `${defaultApiConfig.contentBaseUrl}/image?${new URLSearchParams({ url: path, w: String(width), q: String(IMAGE_QUALITY_DEFAULT) })}`;

interface ResponsiveOptions {
  /** The widths to offer (default every step); a picture drawn small need not offer 3840. */
  widths?: readonly ImageWidth[];
  /** The width of `src`, for browsers without srcset (default the narrowest offered). */
  fallback?: ImageWidth;
}

/**
 * A site picture through the image service with a source for each width, so the browser takes the one that fits
 * `sizes` (how wide the picture is drawn at each breakpoint) on its screen.
 */
export function responsiveImage(
  path: string,
  sizes: string,
  { widths = IMAGE_WIDTHS, fallback = widths[0] ?? IMAGE_WIDTHS[0] }: ResponsiveOptions = {},
): ResponsiveImage {
  return {
    src: imageUrl(path, fallback),
    srcSet: widths.map((width) => `${imageUrl(path, width)} ${width}w`).join(', '),
    sizes,
  };
}
