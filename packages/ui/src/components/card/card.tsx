import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

export const cardVariants = cva('flex min-w-0 flex-col gap-4 rounded-xl border p-4 text-fg sm:p-6', {
  variants: {
    variant: {
      default: 'border-border bg-surface-raised',
      sunken: 'border-border bg-surface-sunken',
      highlight: 'border-accent bg-surface-raised shadow-glow',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A framed group of content; compose with CardHeader, CardTitle, CardDescription, CardContent, CardFooter. */
export function Card({ variant, className, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1', className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: ComponentProps<'h3'>) {
  return (
    <h3 data-slot="card-title" className={cn('text-lg font-semibold wrap-break-word', className)} {...props}>
      {children}
    </h3>
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-sm wrap-break-word text-fg-muted', className)} {...props} />
  );
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('text-sm wrap-break-word', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-3', className)} {...props} />;
}
