import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { TriangleAlertIcon } from 'lucide-react';

export type ErrorMessageProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** The message, already translated by the app. */
  message: ReactNode;
  /** The error code from the server; shown only when given. */
  code?: string | number;
};

/** An error in words, with its code when there is one (spec section 8). Announced when it appears. */
export function ErrorMessage({ message, code, className, ...props }: ErrorMessageProps) {
  return (
    <p
      data-slot="error-message"
      role="alert"
      className={cn(
        'flex items-start gap-1.5 text-sm text-danger-text [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      <TriangleAlertIcon aria-hidden="true" />
      <span data-slot="error-message-text" className="min-w-0 wrap-break-word">
        {message}
        {code !== undefined && (
          <>
            {' '}
            <span data-slot="error-message-code" className="font-mono text-xs whitespace-nowrap opacity-90">
              ({code})
            </span>
          </>
        )}
      </span>
    </p>
  );
}
