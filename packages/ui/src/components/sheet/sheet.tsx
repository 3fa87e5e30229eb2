import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { DialogCloseButton, overlayClassName } from '../dialog/dialog';

const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex w-full max-w-md flex-col overflow-y-auto bg-surface-raised text-fg shadow-overlay focus-visible:outline-none',
  {
    variants: {
      side: {
        right:
          'right-0 border-l border-border data-[state=open]:animate-panel-in-right data-[state=closed]:animate-panel-out-right',
        left: 'left-0 border-r border-border data-[state=open]:animate-panel-in-left data-[state=closed]:animate-panel-out-left',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

/**
 * The mobile side panel: a modal Dialog that slides in from an edge in the spec's panel transition (500 ms,
 * none with reduced motion). Title it with DialogTitle; close it with DialogClose or Escape.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & {
    /** Accessible name of the × button in the corner; without it there is no ×. */
    closeLabel?: string;
    /** Where the panel is mounted; document.body unless given. */
    container?: HTMLElement | null;
  };

export function SheetContent({ side, closeLabel, container, className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'right'}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        {closeLabel && <DialogCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
