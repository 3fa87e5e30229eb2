import { cva } from 'class-variance-authority';
import { ChevronDownIcon, GemIcon } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useId, useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { ErrorMessage } from '../error-message/error-message';
import { FormField } from '../form-field/form-field';
import { Input } from '../input/input';
import { Notice } from '../notice/notice';
import { Skeleton } from '../skeleton/skeleton';

export const loyaltyCardVariants = cva(
  [
    'min-w-0 rounded-xl border bg-surface-overlay p-4 text-fg transition-[border-color] duration-fast ease-standard',
    // The success notice's live region stays in place while closed; only an open one takes room.
    '[&>[data-slot=loyalty-card-success][data-state=open]]:mt-3',
  ],
  {
    variants: {
      /** The conversion form is showing: the frame turns to the accent. */
      open: { true: 'border-accent/60', false: 'border-border' },
    },
    defaultVariants: { open: false },
  },
);

export type LoyaltyCardProps = Omit<ComponentProps<'section'>, 'children' | 'title' | 'onSubmit'> & {
  /** Names the section, e.g. "Kanta-asiakaspisteet". */
  title: string;
  /** The points held, already formatted ("1 250"); leave out while they load (a skeleton). */
  points?: string;
  /** Follows the number: "pistettä". */
  pointsUnit: string;
  /** The loyalty level, already translated ("Hopea"); shown as a pill. */
  level?: string;
  /** Read before the level ("Taso"). */
  levelLabel?: string;
  /** Under the points: the rate and how points are earned, or why they cannot be converted yet. */
  description: ReactNode;
  /** Whether the player holds enough points to convert; without, there is no convert control. */
  canConvert: boolean;
  /** The control that reveals the form, e.g. "Vaihda bonusrahaksi". */
  convertLabel: string;
  /** Whether the form shows. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The points as typed. */
  amount: string;
  /** Called with the field's new text on each keystroke or paste; the app decides what it accepts. */
  onAmountChange: (value: string) => void;
  /** The field's label, e.g. "Vaihdettavat pisteet". */
  amountLabel: ReactNode;
  /** Help under the field, e.g. the bounds. */
  amountHint?: ReactNode;
  /** Why the points were refused; marks the field invalid and is read with it. */
  invalid?: ReactNode;
  /** What the typed points give, e.g. "= 5,00 € bonusrahaa"; announced as it changes. */
  worth?: ReactNode;
  submitLabel: string;
  /** The conversion is on its way: a spinner on the button, which takes no second press. */
  submitting?: boolean;
  /** Called when the form is submitted (button, or Enter in the field); the page does not reload. */
  onSubmit: () => void;
  /** The server's refusal, already translated, with its code. */
  error?: ReactNode;
  errorCode?: string | number;
  /** The result of a conversion ("500 pistettä vaihdettu bonusrahaksi: 5,00 €"); shown while given. */
  success?: ReactNode;
  /** Names the success notice's dismiss button; without it, the notice cannot be dismissed. */
  dismissLabel?: string;
  onDismiss?: () => void;
};

/**
 * The player's loyalty points on the profile panel's landing page, convertible to bonus money: the points and level,
 * a line on the rate, and a control that folds out a form (Radix Collapsible) with the points field, what they are
 * worth, the server's refusal and the submit button; the result shows as a notice. Opening the form moves focus to the
 * field; closing it from inside moves focus back to the control. It only shows what it is given.
 */
export function LoyaltyCard({
  title,
  points,
  pointsUnit,
  level,
  levelLabel,
  description,
  canConvert,
  convertLabel,
  open,
  onOpenChange,
  amount,
  onAmountChange,
  amountLabel,
  amountHint,
  invalid,
  worth,
  submitLabel,
  submitting = false,
  onSubmit,
  error,
  errorCode,
  success,
  dismissLabel,
  onDismiss,
  className,
  ...props
}: LoyaltyCardProps) {
  const titleId = useId();
  const shown = canConvert && open;
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const wasShown = useRef(shown);

  useEffect(() => {
    if (shown === wasShown.current) return;
    wasShown.current = shown;
    if (shown) field.current?.focus();
    // Focus was in the form that has just gone (the submit button, say): put it back on the control.
    else if (document.activeElement === document.body || content.current?.contains(document.activeElement))
      toggle.current?.focus();
  }, [shown]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) onSubmit();
  }

  return (
    <section
      data-slot="loyalty-card"
      aria-labelledby={titleId}
      aria-busy={points === undefined || undefined}
      className={cn(loyaltyCardVariants({ open: shown }), className)}
      {...props}
    >
      <Collapsible.Root open={shown} onOpenChange={onOpenChange} className="flex min-w-0 flex-col gap-3">
        <div data-slot="loyalty-card-header" className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <GemIcon aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <h3
            id={titleId}
            data-slot="loyalty-card-title"
            className="min-w-32 flex-1 font-semibold wrap-break-word hyphens-auto"
          >
            {title}
          </h3>
          {level && (
            <p
              data-slot="loyalty-card-level"
              className="shrink-0 rounded-full border border-accent/60 px-2.5 py-0.5 text-xs font-semibold text-accent"
            >
              {levelLabel && <span className="sr-only">{levelLabel} </span>}
              {level}
            </p>
          )}
        </div>
        <div data-slot="loyalty-card-summary" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p data-slot="loyalty-card-points" className="flex min-w-0 items-baseline gap-1.5">
            {points === undefined ? (
              <Skeleton className="inline-block h-7 w-20" />
            ) : (
              <span className="text-2xl font-bold tabular-nums">{points}</span>
            )}
            <span className="text-sm text-fg-muted">{pointsUnit}</span>
          </p>
          {canConvert && (
            <Collapsible.Trigger asChild>
              <Button ref={toggle} data-slot="loyalty-card-toggle" variant="secondary" size="sm" className="group">
                {convertLabel}
                <ChevronDownIcon
                  aria-hidden="true"
                  className="transition-transform duration-normal group-data-[state=open]:rotate-180"
                />
              </Button>
            </Collapsible.Trigger>
          )}
        </div>
        <p data-slot="loyalty-card-description" className="text-sm wrap-break-word text-fg-muted">
          {description}
        </p>
        <Collapsible.Content ref={content} data-slot="loyalty-card-content">
          <form
            data-slot="loyalty-card-form"
            noValidate
            onSubmit={handleSubmit}
            className="flex flex-col gap-3 border-t border-border pt-3"
          >
            <FormField data-slot="loyalty-card-amount" label={amountLabel} hint={amountHint} error={invalid}>
              <Input
                ref={field}
                name="pointAmount"
                inputMode="numeric"
                autoComplete="off"
                value={amount}
                onChange={(event) => onAmountChange(event.target.value)}
                className="font-semibold tabular-nums"
              />
            </FormField>
            {error && <ErrorMessage data-slot="loyalty-card-error" message={error} code={errorCode} />}
            <div
              data-slot="loyalty-card-footer"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3"
            >
              <output data-slot="loyalty-card-worth" aria-live="polite" className="font-semibold text-accent">
                {worth}
              </output>
              <Button data-slot="loyalty-card-submit" type="submit" loading={submitting} className="ml-auto">
                {submitLabel}
              </Button>
            </div>
          </form>
        </Collapsible.Content>
      </Collapsible.Root>
      <Notice
        data-slot="loyalty-card-success"
        open={Boolean(success)}
        variant="success"
        dismissLabel={dismissLabel}
        onOpenChange={onDismiss}
      >
        {success}
      </Notice>
    </section>
  );
}
