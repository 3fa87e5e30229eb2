import { cva, type VariantProps } from 'class-variance-authority';
import { Popover } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

const dropdownPanelVariants = cva(
  [
    'z-50 flex max-h-[min(80dvh,var(--radix-popover-content-available-height))] max-w-[calc(100vw-2rem)] flex-col overflow-y-auto',
    'rounded-xl border border-border bg-surface-raised text-fg shadow-overlay focus-visible:outline-none',
    'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
  ],
  {
    variants: {
      /** The spec's profile dropdown is 450 px wide on the landing page and 550 px on the others (2.5). */
      width: { landing: 'w-panel-landing', page: 'w-panel' },
    },
    defaultVariants: { width: 'page' },
  },
);

/**
 * The desktop profile dropdown: a panel (not a menu) anchored to its trigger, holding whole pages of the
 * profile stack. Radix Popover: Escape and a click outside close it, and focus returns to the trigger.
 */
export const DropdownPanel = Popover.Root;
export const DropdownPanelTrigger = Popover.Trigger;
export const DropdownPanelClose = Popover.Close;

export type DropdownPanelContentProps = ComponentProps<typeof Popover.Content> &
  VariantProps<typeof dropdownPanelVariants> & {
    /** Where the panel is mounted; document.body unless given. */
    container?: HTMLElement | null;
  };

export function DropdownPanelContent({
  width,
  container,
  align = 'end',
  sideOffset = 8,
  collisionPadding = 16,
  className,
  ...props
}: DropdownPanelContentProps) {
  return (
    <Popover.Portal container={container}>
      <Popover.Content
        data-slot="dropdown-panel"
        data-width={width ?? 'page'}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(dropdownPanelVariants({ width }), className)}
        {...props}
      />
    </Popover.Portal>
  );
}
