import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

const spinnerVariants = cva(
  'inline-block shrink-0 rounded-full border-current border-r-transparent motion-safe:animate-spin',
  {
    variants: { size: { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced as the status ("Ladataan"); without it the spinner is decoration next to text that says it. */
    label?: string;
  };

/** Work in progress of unknown length. With reduced motion it stands still (the ring's gap still shows it). */
export function Spinner({ label, size, className, ...props }: SpinnerProps) {
  const ring = (
    <span data-slot="spinner" aria-hidden="true" className={cn(spinnerVariants({ size }), className)} {...props} />
  );
  if (!label) return ring;
  return (
    <span data-slot="spinner-status" role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
