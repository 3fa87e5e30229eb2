import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { XIcon } from 'lucide-react';
import { IconButton } from '../button/button';

/** Shared by Dialog, AlertDialog and Sheet: the dimmed page behind a modal. */
export const overlayClassName =
  'fixed inset-0 z-50 bg-backdrop data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

/** Shared by Dialog and AlertDialog: a centred card that scrolls inside the viewport. */
export const dialogContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto',
    'rounded-xl border border-border bg-surface-raised p-6 text-fg shadow-overlay focus-visible:outline-none',
    'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
  ],
  {
    variants: { size: { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' } },
    defaultVariants: { size: 'md' },
  },
);

export const dialogTitleClassName = 'pr-8 text-xl font-semibold wrap-break-word text-fg';
export const dialogDescriptionClassName = 'text-sm wrap-break-word text-fg-muted';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /**
     * false: Escape, a click outside and the close button are gone, so the player must finish (the complete
     * account modal). The app closes it by changing `open`.
     */
    dismissable?: boolean;
    /** Accessible name of the × button; without it there is no × (close from the footer instead). */
    closeLabel?: string;
    /** Where the dialog is mounted; document.body unless given. */
    container?: HTMLElement | null;
  };

/** A modal dialog (Radix Dialog): focus is trapped inside and returns to the trigger when it closes. */
export function DialogContent({
  dismissable = true,
  closeLabel,
  container,
  size,
  className,
  children,
  onEscapeKeyDown,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal container={container}>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-dismissable={dismissable}
        className={cn(dialogContentVariants({ size }), className)}
        onEscapeKeyDown={(event) => {
          if (!dismissable) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        onInteractOutside={(event) => {
          if (!dismissable) event.preventDefault();
          onInteractOutside?.(event);
        }}
        {...props}
      >
        {children}
        {dismissable && closeLabel && <DialogCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The × in the corner of a Dialog or Sheet, named by `label`. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close asChild>
      <IconButton data-slot="dialog-close" variant="ghost" size="sm" label={label} className="absolute top-4 right-4">
        <XIcon aria-hidden="true" />
      </IconButton>
    </DialogPrimitive.Close>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn(dialogTitleClassName, className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(dialogDescriptionClassName, className)}
      {...props}
    />
  );
}
