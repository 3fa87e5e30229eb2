import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { XIcon } from 'lucide-react';
import { IconButton } from '../button/button';
import { NoticeBody, noticeVariants, type NoticeBodyProps } from '../notice/notice';

export type ToastProviderProps = {
  /** Accessible name of the notification region, e.g. "Ilmoitukset ({hotkey})"; F8 jumps to it. */
  label: string;
  children: ReactNode;
};

/** Hosts the floating notices: wrap the app once; toasts render in its bottom (mobile) or top-right corner. */
export function ToastProvider({ label, children }: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider label={label} swipeDirection="right">
      {children}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        className="fixed right-0 bottom-0 z-[60] flex w-full flex-col gap-2 p-4 outline-none sm:top-0 sm:bottom-auto sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}

export type ToastProps = Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title' | 'duration' | 'type'> &
  NoticeBodyProps & {
    /** Shown while true. There is no timer here: the flows close it after the spec's 5 s by changing `open`. */
    open: boolean;
    onOpenChange: (open: boolean) => void;
    /** Accessible name of the × button. */
    closeLabel: string;
  };

/** A floating notice (free-spin cancelled, marketing saved) on Radix Toast, controlled by `open` only. */
export function Toast({ variant, title, hint, endTime, closeLabel, className, children, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'info'}
      // Infinity: Radix keeps no timer of its own, so `open` alone decides (the 5 s live in the flows).
      duration={Infinity}
      type={variant === 'error' || variant === 'highlighted' ? 'foreground' : 'background'}
      className={cn(
        noticeVariants({ variant }),
        'data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
        className,
      )}
      {...props}
    >
      <NoticeBody
        variant={variant}
        title={
          title && (
            <ToastPrimitive.Title asChild>
              <span>{title}</span>
            </ToastPrimitive.Title>
          )
        }
        hint={hint}
        endTime={endTime}
      >
        {children && (
          <ToastPrimitive.Description asChild>
            <div>{children}</div>
          </ToastPrimitive.Description>
        )}
      </NoticeBody>
      <ToastPrimitive.Close asChild>
        <IconButton
          data-slot="toast-close"
          variant="ghost"
          size="sm"
          label={closeLabel}
          className="absolute top-2 right-2"
        >
          <XIcon aria-hidden="true" />
        </IconButton>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
