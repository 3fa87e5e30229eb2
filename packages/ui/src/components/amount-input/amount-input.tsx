import type { ChangeEvent } from 'react';

import { cn } from '../../lib/cn';
import { useControllable } from '../../lib/use-controllable';
import { Input, type InputProps } from '../input/input';

export type AmountInputProps = Omit<InputProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'> & {
  value?: string;
  defaultValue?: string;
  /** Called with the new text whenever an accepted keystroke or paste changes it. */
  onValueChange?: (value: string) => void;
  /**
   * Whether the field takes this text, typed or pasted: a change it refuses leaves the text as it was. The rule is the
   * app's (flows' `acceptsAmountInput`: decimals, at most 6 characters, spec 5), so ui holds no copy of it.
   */
  accepts: (text: string) => boolean;
  /** Shown inside the field, after the amount. */
  suffix?: string;
};

/**
 * A money field: numeric keyboard on mobile, decimal input, and any change that `accepts` refuses is dropped (the field
 * keeps its previous text).
 */
export function AmountInput({
  value,
  defaultValue = '',
  onValueChange,
  accepts,
  suffix = '€',
  className,
  ...props
}: AmountInputProps) {
  const [current, setCurrent] = useControllable(value, defaultValue, onValueChange);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value;
    if (accepts(next)) setCurrent(next);
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
