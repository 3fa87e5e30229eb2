import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { EyeIcon, EyeOffIcon } from 'lucide-react';

/** The look of every text-like field: Input, PasswordInput, AmountInput, PhoneInput and the Select trigger. */
export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border border-border-strong bg-surface-sunken text-fg placeholder:text-fg-muted',
    'transition-[border-color,box-shadow] duration-fast ease-standard',
    'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50',
    'aria-invalid:border-danger-text',
  ],
  {
    variants: {
      size: {
        md: 'min-h-10 px-3 py-2 text-base sm:text-sm',
        lg: 'min-h-12 px-4 py-3 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

/**
 * The ring also while the focus is inside the field's own parts: Tab takes a date field's focus on to its calendar
 * button, which the browser draws with a faint ring of its own and where the field no longer matches :focus-visible.
 */
const focusInside =
  'focus-within:border-focus focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-focus';

/** A single-line text field. Label it with FormField (or aria-label). */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return (
    <input data-slot="input" type={type} className={cn(inputVariants({ size }), focusInside, className)} {...props} />
  );
}

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Accessible name of the toggle while the password is hidden ("Näytä salasana"). */
  showLabel: string;
  /** Accessible name of the toggle while the password is shown ("Piilota salasana"). */
  hideLabel: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
};

/** A password field with a show/hide toggle. Every other prop goes to the `<input>`. */
export function PasswordInput({
  className,
  showLabel,
  hideLabel,
  defaultVisible = false,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <div data-slot="password-input" className={cn('relative', className)}>
      <Input
        data-slot="password-input-field"
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        className="pr-12"
        {...props}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        aria-label={visible ? hideLabel : showLabel}
        disabled={props.disabled}
        onClick={() => setVisible(!visible)}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none [&_svg]:size-5"
      >
        {visible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      </button>
    </div>
  );
}
