import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

const badgeVariants = cva(
  'inline-flex min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-bold whitespace-nowrap tabular-nums',
  {
    variants: {
      variant: {
        accent: 'bg-accent text-accent-fg',
        danger: 'bg-danger text-danger-fg',
        neutral: 'bg-surface-hover text-fg',
        outline: 'border border-border-strong text-fg',
      },
    },
    defaultVariants: { variant: 'accent' },
  },
);

export type BadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof badgeVariants> & {
    /** A number (available spins, bonuses); nothing renders below 1. Shown as "{max}+" above max. */
    count?: number;
    max?: number;
    /** A word instead of a count ("Uusi"). */
    text?: string;
    /** Read instead of the bare number, e.g. "3 ilmaiskierrosta". */
    label?: string;
  };

/** A small count or word on an icon, a tab or a list heading. */
export function Badge({ count, max = 99, text, label, variant, className, ...props }: BadgeProps) {
  if (count !== undefined && count < 1) return null;
  const shown = count === undefined ? text : count > max ? `${max}+` : String(count);
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props}>
      {label ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        shown
      )}
    </span>
  );
}
