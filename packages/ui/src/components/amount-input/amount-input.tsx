import type { ChangeEvent } from 'react';

import { cn } from '../../lib/cn';
import { useControllable } from '../../lib/use-controllable';
import { Input, type InputProps } from '../input/input';

/** Digits with at most one decimal separator (comma or point) and two decimals: "49", "49,5", "12.50". */
const decimalPattern = /^\d*(?:[.,]\d{0,2})?$/;

export type AmountInputProps = Omit<InputProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'> & {
  value?: string;
  defaultValue?: string;
  /** Called with the new text whenever an accepted keystroke or paste changes it. */
  onValueChange?: (value: string) => void;
  /** Longest accepted text; the spec's deposit field takes 6 characters (section 5). */
  maxLength?: number;
  /** Shown inside the field, after the amount. */
  suffix?: string;
};

/**
 * A money field: numeric keyboard on mobile, decimal input, and any change that would make the text longer
 * than `maxLength` or not a number is refused (the field keeps its previous text).
 */
export function AmountInput({
  value,
  defaultValue = '',
  onValueChange,
  maxLength = 6,
  suffix = '€',
  className,
  ...props
}: AmountInputProps) {
  const [current, setCurrent] = useControllable(value, defaultValue, onValueChange);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    if (next.length <= maxLength && decimalPattern.test(next)) setCurrent(next);
  }

  return (
    <div data-slot="amount-input" className={cn('relative', className)}>
      <Input
        data-slot="amount-input-field"
        inputMode="decimal"
        autoComplete="off"
        value={current}
        onChange={handleChange}
        className="pr-9 text-right font-semibold tabular-nums"
        {...props}
      />
      <span
        data-slot="amount-input-suffix"
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center font-semibold text-fg-muted"
      >
        {suffix}
      </span>
    </div>
  );
}
