import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { buttonVariants } from '../button/button';
import {
  dialogContentVariants,
  dialogDescriptionClassName,
  dialogTitleClassName,
  overlayClassName,
} from '../dialog/dialog';

/**
 * A question the player must answer before going on (the withdraw warning, the loss-limit confirmation).
 * Radix AlertDialog: no close on a click outside, Escape cancels, focus starts on Cancel and returns to the
 * trigger. Lay it out with DialogHeader and DialogFooter.
 */
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export type AlertDialogContentProps = ComponentProps<typeof AlertDialogPrimitive.Content> & {
  /** Where the dialog is mounted; document.body unless given. */
  container?: HTMLElement | null;
};

export function AlertDialogContent({ container, className, ...props }: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal container={container}>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={overlayClassName} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(dialogContentVariants({ size: 'sm' }), className)}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn(dialogTitleClassName, 'pr-0', className)}
      {...props}
    />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn(dialogDescriptionClassName, className)}
      {...props}
    />
  );
}

export function AlertDialogAction({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action> & { variant?: 'primary' | 'danger' }) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      data-slot="alert-dialog-cancel"
      className={cn(buttonVariants({ variant: 'secondary' }), className)}
      {...props}
    />
  );
}
