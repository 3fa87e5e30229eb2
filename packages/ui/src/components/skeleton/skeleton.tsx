import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

const skeletonVariants = cva(
  'block bg-surface-overlay bg-[linear-gradient(90deg,transparent_25%,var(--color-surface-hover)_50%,transparent_75%)] bg-size-[200%_100%] motion-safe:animate-shimmer',
  {
    variants: {
      shape: { text: 'h-4 w-full rounded-sm', block: 'h-24 w-full rounded-lg', circle: 'size-12 rounded-full' },
    },
    defaultVariants: { shape: 'text' },
  },
);

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & VariantProps<typeof skeletonVariants>;

/**
 * A placeholder shaped like the content that is loading; size it with className. Hidden from assistive tech:
 * put `aria-busy` on the region that is loading.
 */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <span data-slot="skeleton" aria-hidden="true" className={cn(skeletonVariants({ shape }), className)} {...props} />
  );
}
