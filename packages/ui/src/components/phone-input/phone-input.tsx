import type { ChangeEvent } from 'react';

import { cn } from '../../lib/cn';
import { useControllable } from '../../lib/use-controllable';
import { Input, type InputProps } from '../input/input';
import { Select, type SelectOption } from '../select/select';

export type PhoneInputProps = Omit<InputProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'> & {
  /** The dial codes offered, e.g. `{ value: '+358', label: '🇫🇮 +358' }`. */
  dialCodes: readonly SelectOption[];
  dialCode?: string;
  defaultDialCode?: string;
  onDialCodeChange?: (dialCode: string) => void;
  /** Accessible name of the dial-code list ("Suuntanumero"). */
  dialCodeLabel: string;
  /** The number without its dial code: digits only. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (digits: string) => void;
  /** Longest dial code plus number; the spec allows 16 characters (section 5). */
  maxTotalLength?: number;
};

/**
 * A phone number as a dial-code list and a digits-only field. Anything but a digit is dropped as it is typed or
 * pasted, and the number stops growing once dial code plus number reach `maxTotalLength`.
 */
export function PhoneInput({
  dialCodes,
  dialCode,
  defaultDialCode = dialCodes[0]?.value ?? '',
  onDialCodeChange,
  dialCodeLabel,
  value,
  defaultValue = '',
  onValueChange,
  maxTotalLength = 16,
  className,
  disabled,
  ...props
}: PhoneInputProps) {
  const [code, setCode] = useControllable(dialCode, defaultDialCode, onDialCodeChange);
  const [digits, setDigits] = useControllable(value, defaultValue, onValueChange);
  const maxDigits = Math.max(0, maxTotalLength - code.length);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value.replace(/\D/g, '').slice(0, maxDigits);
    if (next !== digits) setDigits(next);
  }

  return (
    <div data-slot="phone-input" className={cn('flex gap-2', className)}>
      <Select
        data-slot="phone-input-dial-code"
        aria-label={dialCodeLabel}
        autoComplete="tel-country-code"
        options={dialCodes}
        value={code}
        onValueChange={setCode}
        disabled={disabled}
        className="w-auto shrink-0"
      />
      <Input
        data-slot="phone-input-number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        onChange={handleChange}
        disabled={disabled}
        className="tabular-nums"
        {...props}
      />
    </div>
  );
}
