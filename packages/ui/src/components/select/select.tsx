import { Select as SelectPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import { inputVariants } from '../input/input';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Trigger>, 'value' | 'defaultValue' | 'dir'> &
  Pick<
    ComponentProps<typeof SelectPrimitive.Root>,
    'value' | 'defaultValue' | 'onValueChange' | 'name' | 'required' | 'open' | 'onOpenChange' | 'autoComplete'
  > & {
    options: readonly SelectOption[];
    /** Shown while nothing is chosen. */
    placeholder?: string;
  };

/**
 * A list box on Radix Select: keyboard, typeahead and screen-reader support come with it. Label it with
 * FormField; the trigger receives every other prop (id, aria-*), so the label points at it. Inside a form, Radix
 * keeps a hidden native select beside it, which carries `name` and `autoComplete`, so the browser's autofill
 * chooses an option too.
 */
export function Select({
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  required,
  open,
  onOpenChange,
  autoComplete,
  disabled,
  className,
  ...props
}: SelectProps) {
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      required={required}
      open={open}
      onOpenChange={onOpenChange}
      autoComplete={autoComplete}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        className={cn(
          inputVariants(),
          'flex items-center justify-between gap-2 text-left data-placeholder:text-fg-muted [&_svg]:size-4 [&_svg]:shrink-0',
          className,
        )}
        {...props}
      >
        <span data-slot="select-value" className="min-w-0 wrap-break-word">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon data-slot="select-icon" className="text-fg-muted">
          <ChevronDownIcon aria-hidden="true" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-surface-overlay text-fg shadow-overlay data-[state=open]:animate-pop-in"
        >
          <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="select-item"
                className="relative flex min-h-10 cursor-pointer items-center rounded-sm py-2 pr-8 pl-3 text-sm outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-highlighted:bg-surface-hover"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                <SelectPrimitive.ItemIndicator
                  data-slot="select-item-indicator"
                  className="absolute right-2 text-accent [&_svg]:size-4"
                >
                  <CheckIcon aria-hidden="true" strokeWidth={3} />
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
