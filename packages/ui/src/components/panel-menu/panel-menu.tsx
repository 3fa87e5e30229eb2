import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';

export type PanelMenuProps = ComponentProps<'ul'>;

/** The rows of a profile panel page that lead elsewhere (settings, campaigns, transactions …), in one list. */
export function PanelMenu({ className, ...props }: PanelMenuProps) {
  return (
    <ul
      data-slot="panel-menu"
      className={cn('flex flex-col divide-y divide-border overflow-hidden rounded-lg border border-border', className)}
      {...props}
    />
  );
}

export const panelMenuItemVariants = cva(
  [
    'flex min-h-12 w-full items-center gap-3 bg-surface-overlay px-4 py-3 text-left text-sm font-semibold',
    'transition-colors duration-fast ease-standard hover:bg-surface-hover',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
    '[&_svg]:size-5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        default: 'text-fg [&_[data-slot=panel-menu-item-icon]]:text-accent',
        /** Log out and other rows that end something. */
        danger: 'text-danger-text',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export type PanelMenuItemProps = ComponentProps<'button'> &
  VariantProps<typeof panelMenuItemVariants> & {
    /** An icon before the label. */
    icon?: ReactNode;
    /** After the label, e.g. a Badge with the count of bonuses. */
    badge?: ReactNode;
    /** A chevron at the end: the row opens another page of the panel (default true). */
    chevron?: boolean;
  };

/** One row of a PanelMenu, a button: an icon, the label (long Finnish words wrap), a badge and a chevron. */
export function PanelMenuItem({
  icon,
  badge,
  chevron = true,
  tone,
  className,
  children,
  ...props
}: PanelMenuItemProps) {
  return (
    <li data-slot="panel-menu-item" className="flex">
      <button
        type="button"
        data-slot="panel-menu-item-action"
        className={cn(panelMenuItemVariants({ tone }), className)}
        {...props}
      >
        {icon && (
          <span aria-hidden="true" data-slot="panel-menu-item-icon" className="flex">
            {icon}
          </span>
        )}
        <span data-slot="panel-menu-item-label" className="min-w-0 flex-1 wrap-break-word hyphens-auto">
          {children}
        </span>
        {/* A space, so that the badge's label is read as its own word (no box in a flex row). */}
        {badge && ' '}
        {badge}
        {chevron && <ChevronRight aria-hidden="true" data-slot="panel-menu-item-chevron" className="text-fg-muted" />}
      </button>
    </li>
  );
}
