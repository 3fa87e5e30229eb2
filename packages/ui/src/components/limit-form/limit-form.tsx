import { CircleCheckIcon } from 'lucide-react';
import type { ComponentProps, FormEvent } from 'react';

import { cn } from '../../lib/cn';
import { AmountInput } from '../amount-input/amount-input';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { ErrorMessage } from '../error-message/error-message';
import { FormField } from '../form-field/form-field';

export type LimitFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The amount field's label, e.g. "Uusi päiväraja (€)". */
  label: string;
  /** The amount as typed, digits only ("500"). */
  value: string;
  /** Called with the new text on each keystroke or paste that `acceptAmount` takes. */
  onValueChange: (value: string) => void;
  /** Whether the field takes this text: a limit is whole euros, six digits at most (flows' `acceptsLimitInput`). */
  acceptAmount: (text: string) => boolean;
  /** Help under the field, read with it, e.g. "Min 10 € – Max 100 000 €". */
  hint?: string;
  /**
   * The field's error, e.g. "Min 10€ - Max 100000€" or the cross rule "Ei voi olla suurempi kuin viikkoraja": marks
   * the field invalid and is read with it.
   */
  error?: string;
  /** Auto-renew checkbox; omitted when the limit kind has none. */
  autoRenew?: {
    checked: boolean;
    onCheckedChange: (checked: boolean) => void;
    label: string;
    /** A quieter line under the label, read as the box's description. */
    description?: string;
  };
  submitLabel: string;
  /** While the change is being saved: the button spins and refuses presses, Enter does nothing; the field stays. */
  busy?: boolean;
  /**
   * The result after a submit, shown for a few seconds by the caller (the timer is not here): success is announced
   * politely, an error interrupts, with its code when the server gave one.
   */
  status?: { tone: 'success' | 'error'; text: string; code?: string | number };
  /** Called when the form is submitted (the button, or Enter in the field); the page does not reload. */
  onSubmit: () => void;
};

/**
 * The edit part of one gambling limit (a daily, weekly or monthly loss or deposit limit): the new amount, the
 * auto-renew box where the kind has one, the save button and the result of the last save. It has no frame of its
 * own: it is the `footer` of a LimitCard or the inside of an AccordionContent, whose padding it shares.
 *
 * The layout follows the room it is given, not the screen (a container query): in a narrow column, a phone's or one
 * of three cards side by side, the field, the box and the button stack; from 28rem the field and the button share a
 * row with the box under them. The box comes before the button in the reading and Tab order in both layouts, as in
 * the deposit form, so a keyboard or screen reader user meets every choice before the button that saves them.
 *
 * While `busy` the button keeps its focus (`aria-disabled`, as Button's `loading` does) rather than becoming disabled:
 * it may hold the focus that submitted, and a disabled button would drop it to the top of the page. The field stays
 * editable; the flow decides what a draft typed during the save means.
 *
 * The success status lives in a `role="status"` region that stays mounted while empty, so screen readers announce the
 * text when it arrives; an error status is an ErrorMessage (`role="alert"`), as the deposit form's server error is.
 */
export function LimitForm({
  label,
  value,
  onValueChange,
  acceptAmount,
  hint,
  error,
  autoRenew,
  submitLabel,
  busy = false,
  status,
  onSubmit,
  className,
  ...props
}: LimitFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form
      data-slot="limit-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={handleSubmit}
      className={cn('@container flex w-full min-w-0 flex-col text-fg', className)}
      {...props}
    >
      <div data-slot="limit-form-fields" className="grid gap-x-3 gap-y-4 @md:grid-cols-[minmax(0,1fr)_auto]">
        <FormField data-slot="limit-form-amount" label={label} hint={hint} error={error} className="min-w-0">
          <AmountInput
            name="amount"
            inputMode="numeric"
            value={value}
            onValueChange={onValueChange}
            accepts={acceptAmount}
          />
        </FormField>

        {autoRenew && (
          <Checkbox
            label={autoRenew.label}
            hint={autoRenew.description}
            checked={autoRenew.checked}
            onCheckedChange={(checked) => autoRenew.onCheckedChange(checked === true)}
            className="@md:col-span-2 @md:row-start-2"
          />
        )}

        {/* On the row, the button lines up with the input: under the label's line (20px) and FormField's gap (6px). */}
        <Button
          data-slot="limit-form-submit"
          type="submit"
          loading={busy}
          className="w-full self-start @md:col-start-2 @md:row-start-1 @md:mt-6.5 @md:w-auto"
        >
          {submitLabel}
        </Button>
      </div>

      {status?.tone === 'error' && (
        <ErrorMessage data-slot="limit-form-error" message={status.text} code={status.code} className="mt-4" />
      )}
      <p
        data-slot="limit-form-status"
        role="status"
        className="flex items-start gap-1.5 text-sm text-success-text not-empty:mt-4 [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0"
      >
        {status?.tone === 'success' && (
          <>
            <CircleCheckIcon aria-hidden="true" />
            <span data-slot="limit-form-status-text" className="min-w-0 wrap-break-word">
              {status.text}
              {status.code !== undefined && (
                <>
                  {' '}
                  <span data-slot="limit-form-status-code" className="font-mono text-xs whitespace-nowrap opacity-90">
                    ({status.code})
                  </span>
                </>
              )}
            </span>
          </>
        )}
      </p>
    </form>
  );
}
