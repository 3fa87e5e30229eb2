import { cva } from 'class-variance-authority';
import { Check, X } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

/** Where a step stands: taken, under way (the one awaited now), ended in failure, or still to come. */
export type StepState = 'done' | 'current' | 'failed' | 'upcoming';

export type TrackedStep = {
  id: string;
  label: string;
  state: StepState;
  /** When the step was taken ("12.6.2026 14.05"), or a word on one not taken ("Odottaa"). */
  detail?: string;
  /** The time the detail gives, for a `<time>` element (an ISO date); none for a word. */
  dateTime?: string;
};

export type StepTrackerProps = Omit<ComponentProps<'ol'>, 'children'> & {
  /** Names the list for assistive tech ("Kotiutuksen vaiheet"). */
  label: string;
  steps: TrackedStep[];
  /** Each state in words, read after the step's label (the marker shows it only by its shape and colour). */
  stateLabels: Record<StepState, string>;
};

const markerVariants = cva(
  'relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 [&_svg]:size-3.5 [&_svg]:stroke-3',
  {
    variants: {
      state: {
        done: 'border-success-text bg-success-text text-surface',
        current: 'border-accent bg-surface',
        failed: 'border-danger-text bg-danger-text text-surface',
        upcoming: 'border-border-strong bg-surface',
      },
    },
  },
);

const labelVariants = cva('text-sm font-semibold wrap-break-word', {
  variants: {
    state: { done: 'text-fg', current: 'text-fg', failed: 'text-danger-text', upcoming: 'text-fg-muted' },
  },
});

/**
 * The steps of something under way (a withdrawal: requested, approved, paid), top to bottom, as an ordered list:
 * each step's marker (a check when taken, a ring while awaited, a cross when it failed, an empty ring to come), its
 * label, its state in words for assistive tech and its time. The step awaited now is `aria-current="step"`.
 */
export function StepTracker({ label, steps, stateLabels, className, ...props }: StepTrackerProps) {
  return (
    <ol data-slot="step-tracker" aria-label={label} className={cn('flex flex-col', className)} {...props}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          data-slot="step-tracker-step"
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          {index < steps.length - 1 && (
            // The line down to the next step: solid once this step is taken.
            <span
              aria-hidden
              className={cn(
                'absolute top-6 bottom-0 left-[11px] w-0.5',
                step.state === 'done' ? 'bg-success-text' : 'bg-border',
              )}
            />
          )}
          <span aria-hidden className={markerVariants({ state: step.state })}>
            {step.state === 'done' ? (
              <Check />
            ) : step.state === 'failed' ? (
              <X />
            ) : step.state === 'current' ? (
              <span className="size-2 rounded-full bg-accent" />
            ) : null}
          </span>
          <div className="flex min-w-0 flex-col pt-0.5">
            <span data-slot="step-tracker-label" className={labelVariants({ state: step.state })}>
              {step.label}
              <span className="sr-only">, {stateLabels[step.state]}</span>
            </span>
            {step.detail &&
              (step.dateTime ? (
                <time data-slot="step-tracker-time" dateTime={step.dateTime} className="text-xs text-fg-muted">
                  {step.detail}
                </time>
              ) : (
                <span data-slot="step-tracker-time" className="text-xs text-fg-muted">
                  {step.detail}
                </span>
              ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
