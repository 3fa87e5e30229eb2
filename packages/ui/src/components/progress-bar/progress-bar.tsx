import { cva, type VariantProps } from 'class-variance-authority';
import { Progress } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

const progressBarVariants = cva(
  'relative w-full overflow-hidden rounded-full bg-surface-sunken ring-1 ring-border ring-inset',
  {
    variants: {
      size: { sm: 'h-1.5', md: 'h-2.5', lg: 'h-4' },
      tone: { accent: '[--bar:var(--color-accent)]', success: '[--bar:var(--color-success-text)]' },
    },
    defaultVariants: { size: 'md', tone: 'accent' },
  },
);

export type ProgressBarProps = Omit<ComponentProps<typeof Progress.Root>, 'children' | 'getValueLabel'> &
  VariantProps<typeof progressBarVariants> & {
    /** What progresses ("Kierrätys", "Ladataan"); visible above the bar unless hideLabel. */
    label: ReactNode;
    hideLabel?: boolean;
    /** The value in words, shown beside the label and read instead of a percentage ("12,50€ / 100,00€"). */
    valueText?: string;
  };

/** How far something is (the loading screen, the wagering progress). `value={null}` is indeterminate. */
export function ProgressBar({
  label,
  hideLabel = false,
  valueText,
  value,
  max = 100,
  size,
  tone,
  className,
  ...props
}: ProgressBarProps) {
  const labelId = useId();
  const share = value == null ? null : Math.min(Math.max(value / max, 0), 1);
  return (
    <div data-slot="progress-bar" className={cn('flex w-full flex-col gap-1.5', className)}>
      <div
        data-slot="progress-bar-header"
        className={cn('flex flex-wrap items-baseline justify-between gap-x-3 text-sm', hideLabel && 'sr-only')}
      >
        <span id={labelId} className="font-medium text-fg">
          {label}
        </span>
        {valueText && <span className="font-semibold text-fg tabular-nums">{valueText}</span>}
      </div>
      <Progress.Root
        data-slot="progress-bar-track"
        aria-labelledby={labelId}
        value={value}
        max={max}
        getValueLabel={valueText ? () => valueText : undefined}
        className={progressBarVariants({ size, tone })}
        {...props}
      >
        <Progress.Indicator
          data-slot="progress-bar-indicator"
          className={cn(
            'h-full rounded-full bg-(--bar) transition-[width] duration-slow ease-standard',
            share === null && 'w-1/3 motion-safe:animate-pulse',
          )}
          style={share === null ? undefined : { width: `${share * 100}%` }}
        />
      </Progress.Root>
    </div>
  );
}
