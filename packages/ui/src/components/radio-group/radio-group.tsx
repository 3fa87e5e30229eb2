import { cva, type VariantProps } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root>;

/** A set of options of which exactly one is chosen; arrow keys move between them (Radix RadioGroup). */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('flex flex-col gap-3', className)} {...props} />
  );
}

export type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item> & { label: ReactNode };

export function RadioGroupItem({ label, id, className, ...props }: RadioGroupItemProps) {
  const fallbackId = useId();
  const itemId = id ?? fallbackId;
  return (
    <div data-slot="radio-group-option" className={cn('flex items-start gap-3', className)}>
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        id={itemId}
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-accent"
        {...props}
      >
        <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="size-2.5 rounded-full bg-accent" />
      </RadioGroupPrimitive.Item>
      <label data-slot="radio-group-label" htmlFor={itemId} className="text-sm wrap-break-word text-fg select-none">
        {label}
      </label>
    </div>
  );
}

const segmentVariants = cva(
  'min-h-10 min-w-0 rounded-md py-2 text-sm font-semibold wrap-break-word text-fg-muted transition-colors duration-fast ease-standard focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-accent data-[state=checked]:text-accent-fg data-[state=checked]:shadow-raised not-disabled:data-[state=unchecked]:hover:text-fg',
  {
    variants: {
      /** `md`: equal segments. `sm`: each as wide as its word, for a narrow place (a search panel on a phone). */
      size: { md: 'flex-1 px-3', sm: 'flex-auto px-2' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SegmentedControlProps = Omit<RadioGroupProps, 'children' | 'orientation'> &
  VariantProps<typeof segmentVariants> & {
    options: readonly { value: string; label: ReactNode; disabled?: boolean }[];
  };

/**
 * A row of segments, one chosen (the cool-off choice of 1, 3 or 7 days). It is a radio group, so arrow keys move
 * the choice and a screen reader announces "1 of 3".
 */
export function SegmentedControl({ options, size, className, ...props }: SegmentedControlProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="segmented-control"
      orientation="horizontal"
      className={cn('flex w-full gap-1 rounded-lg border border-border bg-surface-sunken p-1', className)}
      {...props}
    >
      {options.map((option) => (
        <RadioGroupPrimitive.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          data-slot="segmented-control-item"
          className={segmentVariants({ size })}
        >
          {option.label}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
