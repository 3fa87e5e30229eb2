import type { ComponentProps, FormEvent, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { AmountInput } from '../amount-input/amount-input';
import { Button } from '../button/button';
import { DetailList, type Detail } from '../detail-list/detail-list';
import { ErrorMessage } from '../error-message/error-message';
import { FormField } from '../form-field/form-field';

export type WithdrawFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** What the player has, already formatted: the cash balance, the reserve, what may be withdrawn, the bonus money. */
  details: Detail[];
  /** The amount as typed ("100", "49,50"). */
  amount: string;
  /** Called with the new text on each accepted keystroke or paste. */
  onAmountChange: (value: string) => void;
  /** Whether the amount field takes this text (flows' `acceptsAmountInput`), as AmountInput's `accepts`. */
  acceptAmount: (text: string) => boolean;
  /** The amount field's label, e.g. "Nostettava summa". */
  amountLabel: ReactNode;
  /** Help under the field, e.g. the method's bounds. */
  hint?: ReactNode;
  /** Why the amount is refused (min or max); marks the field invalid and is read with it. */
  invalid?: ReactNode;
  submitLabel: ReactNode;
  /**
   * Whether the button takes a press (spec 5: not without an amount, for 0 or less, or with nothing withdrawable).
   * A disabled button says why through `hint` and the details.
   */
  canSubmit: boolean;
  /** Called when the form is submitted (button, or Enter in the field); the page does not reload. */
  onSubmit: () => void;
  /** The server's refusal, already translated, with its code. */
  error?: ReactNode;
  errorCode?: string | number;
  /** The payment provider's logo, shown beside the button (spec 2.5: by locale). */
  providerLogo?: { src: string; alt: string };
};

/**
 * The withdraw form (spec 2.5, 4 Withdraw, 5): what the player has and may withdraw, the amount, the server's refusal
 * and the submit button with the provider's logo. It only shows what it is given; the withdraw flow decides what a
 * submit means (the promo warning, the result view).
 */
export function WithdrawForm({
  details,
  amount,
  onAmountChange,
  acceptAmount,
  amountLabel,
  hint,
  invalid,
  submitLabel,
  canSubmit,
  onSubmit,
  error,
  errorCode,
  providerLogo,
  className,
  ...props
}: WithdrawFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit) onSubmit();
  }

  return (
    <form
      data-slot="withdraw-form"
      noValidate
      onSubmit={handleSubmit}
      className={cn('flex w-full min-w-0 flex-col gap-6 text-fg', className)}
      {...props}
    >
      <DetailList data-slot="withdraw-form-details" details={details} />
      <FormField data-slot="withdraw-form-amount" label={amountLabel} hint={hint} error={invalid}>
        <AmountInput name="amount" size="lg" value={amount} onValueChange={onAmountChange} accepts={acceptAmount} />
      </FormField>
      {error && <ErrorMessage data-slot="withdraw-form-error" message={error} code={errorCode} />}
      <div data-slot="withdraw-form-footer" className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Button
          data-slot="withdraw-form-submit"
          type="submit"
          size="lg"
          disabled={!canSubmit}
          className="grow basis-48"
        >
          {submitLabel}
        </Button>
        {providerLogo && (
          <img
            data-slot="withdraw-form-logo"
            src={providerLogo.src}
            alt={providerLogo.alt}
            loading="lazy"
            className="h-8 w-auto max-w-32 shrink-0 object-contain"
          />
        )}
      </div>
    </form>
  );
}
