import { Toggle } from 'radix-ui';
import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';
import { AmountInput } from '../amount-input/amount-input';
import { Button, buttonVariants } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { ErrorMessage } from '../error-message/error-message';
import { FormField } from '../form-field/form-field';

/** One confirmation box of a new customer's deposit (the terms, the privacy policy). */
export type DepositConsent = {
  /** The text beside the box, already translated; it may hold a link to the policy page. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Shown under the label while the box must be ticked, and read as the box's description. */
  error?: ReactNode;
};

export type DepositFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** The preset amounts in EUR, usually three (spec 9: they follow the last successful deposit). */
  presets: readonly number[];
  /** Names the row of presets, e.g. "Valitse summa". */
  presetsLabel: string;
  /** The number format locale of the preset amounts: fi-FI, en-GB, et-EE. */
  locale: string;
  /** Called with the preset's amount on every press, also of the preset already chosen (the flow then submits). */
  onPresetChoose: (amount: number) => void;
  /** The amount as typed, or the chosen preset ("100", "49,50"). */
  amount: string;
  /** Called with the new text on each accepted keystroke or paste. */
  onAmountChange: (value: string) => void;
  /** The free amount field's label, e.g. "Tai kirjoita summa". */
  amountLabel: ReactNode;
  /** Whether the amount field takes this text (flows' `acceptsAmountInput`), as AmountInput's `accepts`. */
  acceptAmount: (text: string) => boolean;
  /** The amount the text stands for, or null while it is none ("", "12,"): which preset is pressed (flows' `parseAmount`). */
  parseAmount: (text: string) => number | null;
  /** Why the amount is refused ("Min 10 € - Max 100 000 €"); marks the field invalid and is read with it. */
  invalid?: ReactNode;
  /** A new customer's two confirmation boxes; leave out for a player who has deposited before. */
  consents?: { policy: DepositConsent; privacyPolicy: DepositConsent };
  submitLabel: ReactNode;
  /** Called when the form is submitted (button, or Enter in the field); the page does not reload. */
  onSubmit: () => void;
  /** Waiting for the server or leaving for the provider: the button spins and the form takes no input. */
  busy?: boolean;
  /** The server's refusal, already translated (spec 8), shown above the button. */
  error?: ReactNode;
  /** Shown beside `error` when the server gave one. */
  errorCode?: string | number;
  /** The payment provider's logo, shown beside the button (spec 2.5: by locale). */
  providerLogo?: { src: string; alt: string };
};

/**
 * The deposit form (spec 2.6, 4 Deposit, 5): a row of preset amounts, a free amount field, a new customer's two
 * confirmation boxes, the server's refusal and the submit button with the provider's logo. It only shows what it is
 * given and reports what the player does; the deposit flow decides what a press means.
 *
 * The presets are toggle buttons (Radix Toggle, `aria-pressed`) in a labelled group, not a radio group: pressing
 * the preset already chosen must still reach the flow (it submits, spec 4), which a checked radio cannot report;
 * each preset is one Tab stop that Enter or Space presses, where a radio group takes no Enter and arrowing through
 * it would rewrite the amount at every step; and a typed amount leaves every preset unpressed, which is plainly
 * "not this one" rather than a question left unanswered.
 *
 * While `busy`, the field turns read-only and the presets refuse presses (`aria-disabled`) rather than becoming
 * disabled: one of them may hold the focus that submitted (Enter in the field, or the chosen preset pressed again),
 * and a disabled control would drop it, so a refused deposit would leave the keyboard at the top of the page.
 */
export function DepositForm({
  presets,
  presetsLabel,
  locale,
  onPresetChoose,
  amount,
  onAmountChange,
  amountLabel,
  acceptAmount,
  parseAmount,
  invalid,
  consents,
  submitLabel,
  onSubmit,
  busy = false,
  error,
  errorCode,
  providerLogo,
  className,
  ...props
}: DepositFormProps) {
  const presetsLabelId = useId();
  const chosen = parseAmount(amount);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  return (
    <form
      data-slot="deposit-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={handleSubmit}
      className={cn('flex w-full min-w-0 flex-col gap-6 text-fg', className)}
      {...props}
    >
      {presets.length > 0 && (
        <div data-slot="deposit-form-presets" className="flex flex-col gap-1.5">
          <p id={presetsLabelId} data-slot="deposit-form-presets-label" className="text-sm font-medium wrap-break-word">
            {presetsLabel}
          </p>
          <div role="group" aria-labelledby={presetsLabelId} className="grid auto-cols-fr grid-flow-col gap-2">
            {presets.map((preset) => (
              <Toggle.Root
                key={preset}
                data-slot="deposit-form-preset"
                pressed={preset === chosen}
                aria-disabled={busy || undefined}
                onPressedChange={() => {
                  if (!busy) onPresetChoose(preset);
                }}
                className={cn(
                  buttonVariants({ variant: 'secondary', size: 'lg' }),
                  'w-full min-w-0 px-2 tabular-nums aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
                  'data-[state=on]:border-accent data-[state=on]:text-accent data-[state=on]:shadow-glow',
                )}
              >
                {formatEuro(preset, locale)}
              </Toggle.Root>
            ))}
          </div>
        </div>
      )}

      <FormField data-slot="deposit-form-amount" label={amountLabel} error={invalid}>
        <AmountInput
          name="amount"
          size="lg"
          value={amount}
          onValueChange={onAmountChange}
          accepts={acceptAmount}
          readOnly={busy}
          aria-disabled={busy || undefined}
          className={cn(busy && 'opacity-50')}
        />
      </FormField>

      {consents && (
        <div data-slot="deposit-form-consents" className="flex flex-col gap-3">
          {[consents.policy, consents.privacyPolicy].map((consent, index) => (
            <Checkbox
              key={index}
              label={consent.label}
              checked={consent.checked}
              onCheckedChange={(value) => consent.onCheckedChange(value === true)}
              disabled={busy}
              error={consent.error}
            />
          ))}
        </div>
      )}

      {error && <ErrorMessage data-slot="deposit-form-error" message={error} code={errorCode} />}

      <div data-slot="deposit-form-footer" className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Button data-slot="deposit-form-submit" type="submit" size="lg" loading={busy} className="grow basis-48">
          {submitLabel}
        </Button>
        {providerLogo && (
          // Lazy, as the avatar pictures: an eager picture holds back React's commit until it has decoded.
          <img
            data-slot="deposit-form-logo"
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
