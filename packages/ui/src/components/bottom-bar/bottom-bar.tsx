import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';

export type BottomBarProps = ComponentProps<'nav'> & {
  /** The accessible name of the navigation landmark. */
  label: string;
};

/**
 * The mobile bottom bar: home, wheel, profile (or log in), search and menu, one `BottomBarItem` each.
 * The app places it (`sticky bottom-0`, `lg:hidden`); the bar itself only lays out its items.
 */
export function BottomBar({ label, className, children, ...props }: BottomBarProps) {
  return (
    <nav
      data-slot="bottom-bar"
      aria-label={label}
      className={cn('w-full border-t border-border bg-surface-raised pb-[env(safe-area-inset-bottom)]', className)}
      {...props}
    >
      <ul data-slot="bottom-bar-list" className="grid auto-cols-[minmax(0,1fr)] grid-flow-col">
        {children}
      </ul>
    </nav>
  );
}

export const bottomBarItemVariants = cva(
  [
    'relative flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-1 px-0.5 py-2 text-center text-xs font-medium tracking-tight hyphens-auto wrap-anywhere',
    'transition-colors duration-fast ease-standard hover:bg-surface-hover',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: { current: { true: 'text-accent', false: 'text-fg-muted' } },
    defaultVariants: { current: false },
  },
);

export type BottomBarItemProps = ComponentProps<'button'> &
  VariantProps<typeof bottomBarItemVariants> & {
    icon: ReactNode;
    /** Placed on the icon's corner, e.g. a Badge with the available spins. */
    badge?: ReactNode;
    /** Render the only child (a link) as the item: `<BottomBarItem asChild icon={…}><a href="/">Koti</a></BottomBarItem>`. */
    asChild?: boolean;
  };

/** One item of the BottomBar: an icon above its label, a button or (asChild) a link. */
export function BottomBarItem({
  icon,
  badge,
  current,
  asChild = false,
  className,
  children,
  ...props
}: BottomBarItemProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <li data-slot="bottom-bar-item" className="flex min-w-0">
      <Comp
        data-slot="bottom-bar-action"
        aria-current={current ? 'page' : undefined}
        type={asChild ? undefined : 'button'}
        className={cn(bottomBarItemVariants({ current }), className)}
        {...props}
      >
        <span data-slot="bottom-bar-icon" aria-hidden="true" className="flex [&>svg]:size-6">
          {icon}
        </span>
        <Slot.Slottable>{children}</Slot.Slottable>
        {/* After the label in the accessible name ("Pyörä 3 pyöräytystä"), drawn on the icon's corner. */}
        {badge && (
          <span data-slot="bottom-bar-badge" className="absolute top-1 left-1/2 ml-1">
            {badge}
          </span>
        )}
      </Comp>
    </li>
  );
}
