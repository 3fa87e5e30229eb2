import type { ComponentProps } from 'react';

/** A picture from the image service at several widths. */
export type ResponsiveImage = {
  src: string;
  /** Width descriptors from the image service (widths 640-3840 in the spec). */
  srcSet?: string;
  sizes?: string;
};

type CardImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  image: ResponsiveImage;
  /** Cards in the first screenful load eagerly; the rest lazily. */
  aboveTheFold: boolean;
  /**
   * The page's likely LCP picture (its first card): loaded eagerly and fetched with high priority, before the rest of
   * the first screenful, which would otherwise share the phone's bandwidth with it.
   */
  priority?: boolean;
};

/** A card's artwork: decorative (the card names what it shows), responsive, loaded by where the card stands. */
export function CardImage({ image, aboveTheFold, priority = false, ...props }: CardImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt=""
      loading={aboveTheFold || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...props}
    />
  );
}
