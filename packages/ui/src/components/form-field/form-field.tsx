import { Label, Slot } from 'radix-ui';
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { ErrorMessage } from '../error-message/error-message';

export type FormFieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: ReactNode;
  /** Help shown under the field and read with it. */
  hint?: ReactNode;
  /** The error, already translated; marks the field invalid and is read with it. */
  error?: ReactNode;
  /** Shown next to an error message when the server gave one. */
  errorCode?: string | number;
  /** The one control: Input, PasswordInput, AmountInput, PhoneInput, Select, a RadioGroup... */
  children: ReactElement;
};

/**
 * Links a label, a hint and an error to its control: the control gets the id the label points at,
 * `aria-describedby` naming the hint and error, and `aria-invalid` while there is an error.
 */
export function FormField({ label, hint, error, errorCode, className, children, ...props }: FormFieldProps) {
  const id = useId();
  const controlId = `${id}-control`;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <Label.Root data-slot="form-field-label" id={labelId} htmlFor={controlId} className="text-sm font-medium text-fg">
        {label}
      </Label.Root>
      <Slot.Root
        id={controlId}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </Slot.Root>
      {hint && (
        <p data-slot="form-field-hint" id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {error && <ErrorMessage data-slot="form-field-error" id={errorId} message={error} code={errorCode} />}
    </div>
  );
}
