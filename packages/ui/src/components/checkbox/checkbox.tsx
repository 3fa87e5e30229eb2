import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { CheckIcon } from 'lucide-react';
import { ErrorMessage } from '../error-message/error-message';

export type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** A second, quieter line under the label, read as the box's description. */
  hint?: ReactNode;
  /**
   * Why the box must be ticked (a required consent left unticked), under the label: marks the box invalid and is read
   * with its description.
   */
  error?: ReactNode;
  /** The server's code, shown beside `error` when there is one. */
  errorCode?: string | number;
};

/** A checkbox with its label (Radix Checkbox: Space toggles, the state is announced), a hint and an error. */
export function Checkbox({ label, hint, error, errorCode, id, className, ...props }: CheckboxProps) {
  const fallbackId = useId();
  const boxId = id ?? fallbackId;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="checkbox-field" className={cn('flex items-start gap-3', className)}>
      <CheckboxPrimitive.Root
        data-slot="checkbox"
        id={boxId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-sm border-2 border-border-strong bg-surface-sunken text-accent-fg transition-colors duration-fast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-text data-[state=checked]:border-accent data-[state=checked]:bg-accent"
        {...props}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="[&_svg]:size-3.5">
          <CheckIcon aria-hidden="true" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="flex min-w-0 flex-col gap-0.5">
        <label data-slot="checkbox-label" htmlFor={boxId} className="text-sm wrap-break-word text-fg select-none">
          {label}
        </label>
        {hint && (
          <p data-slot="checkbox-hint" id={hintId} className="text-sm text-fg-muted">
            {hint}
          </p>
        )}
        {error && <ErrorMessage id={errorId} message={error} code={errorCode} />}
      </div>
    </div>
  );
}
