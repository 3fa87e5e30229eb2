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
  /** Cards in the first screenful load eagerly with high priority (the likely LCP); the rest lazily. */
  aboveTheFold: boolean;
};

/** A card's artwork: decorative (the card names what it shows), responsive, loaded by where the card stands. */
export function CardImage({ image, aboveTheFold, ...props }: CardImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt=""
      loading={aboveTheFold ? 'eager' : 'lazy'}
      fetchPriority={aboveTheFold ? 'high' : 'auto'}
      decoding="async"
      {...props}
    />
  );
}
