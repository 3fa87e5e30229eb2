import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent } from 'react';

import { cn } from '../../lib/cn';
import { Spinner } from '../spinner/spinner';

export const buttonVariants = cva(
  [
    'relative inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-md text-center font-semibold wrap-break-word select-none',
    'transition-[background-color,color,box-shadow] duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-accent text-accent-fg shadow-raised not-disabled:hover:bg-accent-hover',
        secondary: 'border border-border-strong bg-surface-overlay text-fg not-disabled:hover:bg-surface-hover',
        ghost: 'text-fg not-disabled:hover:bg-surface-overlay',
        danger: 'bg-danger text-danger-fg shadow-raised not-disabled:hover:bg-danger-hover',
      },
      size: {
        sm: 'min-h-8 px-3 py-1.5 text-sm',
        md: 'min-h-10 px-4 py-2 text-sm',
        lg: 'min-h-12 px-6 py-3 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the only child (a link, say) with the button's look and behaviour instead of a `<button>`. */
    asChild?: boolean;
    /** Show a spinner and ignore presses while keeping focus, so the player never loses their place. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  type,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      type={asChild ? type : (type ?? 'button')}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={handleClick}
      {...props}
    >
      {loading && <Spinner data-slot="button-spinner" size="sm" />}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
}

export type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label'> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  size?: 'sm' | 'md';
};

/** A square button that shows only an icon (its child) and is named by `label`. */
export function IconButton({ label, size = 'md', className, ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      size="icon"
      aria-label={label}
      title={label}
      className={cn(size === 'sm' && 'size-8', className)}
      {...props}
    />
  );
}
