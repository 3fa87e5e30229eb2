import { Clock, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';
import { Card, CardContent, CardHeader, CardTitle, type CardProps } from '../card/card';
import { ProgressBar } from '../progress-bar/progress-bar';

export type LimitCardProps = Omit<CardProps, 'children'> & {
  /** e.g. "Päiväraja". */
  title: string;
  /** The limit; 0 is no limit (the server's way of saying so). */
  amount: number;
  usedAmount: number;
  /** An amount of 0 in words, e.g. "Ei rajaa": shown instead of the amount, and the used amount without a bar. */
  noLimitText: string;
  /** The number format locale: fi-FI, en-GB, et-EE. */
  locale: string;
  /** Names the used amount, e.g. "Käytetty": the bar's name, unless `leftLabel` makes it the headroom's. */
  usedLabel: string;
  /**
   * e.g. "Jäljellä": the bar then shows what is left of the limit in its period (the headroom), which falls as the
   * limit is used, and the used amount is said under it.
   */
  leftLabel?: string;
  /** When the period starts again from 0, e.g. "Nollautuu 5 t 12 min kuluttua" (a countdown the app keeps fresh). */
  resetText?: string;
  /** A requested change waiting to take effect. */
  pending?: {
    /** e.g. "Uusi raja". */
    label: string;
    amount: number;
    /** When it takes effect, formatted ("voimassa 12.6.2026 klo 10.00 alkaen"). */
    effectiveText: string;
  };
  /** The change or confirm controls. */
  footer?: ReactNode;
};

/**
 * A loss or deposit limit: its amount, how much of it is used or left in its period (a bar), when the period starts
 * again, and a pending new amount with the time it can be confirmed from.
 */
export function LimitCard({
  title,
  amount,
  usedAmount,
  noLimitText,
  locale,
  usedLabel,
  leftLabel,
  resetText,
  pending,
  footer,
  ...props
}: LimitCardProps) {
  const amountText = (value: number) => (value > 0 ? formatEuro(value, locale) : noLimitText);
  const left = Math.max(amount - usedAmount, 0);
  const usedLine = (
    <p data-slot="limit-card-used" className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
      <span className="font-medium">{usedLabel}</span>
      <span className="font-semibold tabular-nums">{formatEuro(usedAmount, locale)}</span>
    </p>
  );
  return (
    <Card data-slot="limit-card" {...props}>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4">
        <CardTitle className="hyphens-auto">{title}</CardTitle>
        <p
          data-slot="limit-card-amount"
          className={cn('font-bold tabular-nums', amount > 0 ? 'text-2xl text-accent' : 'text-lg text-fg-muted')}
        >
          {amountText(amount)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {amount > 0 && leftLabel ? (
          <>
            <ProgressBar
              data-slot="limit-card-left"
              label={leftLabel}
              value={left}
              max={amount}
              valueText={`${formatEuro(left, locale)} / ${formatEuro(amount, locale)}`}
            />
            {usedLine}
          </>
        ) : amount > 0 ? (
          <ProgressBar
            data-slot="limit-card-used"
            label={usedLabel}
            value={usedAmount}
            max={amount}
            valueText={`${formatEuro(usedAmount, locale)} / ${formatEuro(amount, locale)}`}
          />
        ) : (
          usedLine
        )}
        {resetText && (
          <p data-slot="limit-card-reset" className="flex items-center gap-1.5 text-xs text-fg-muted">
            <RotateCcw aria-hidden="true" className="size-3.5 shrink-0" />
            {resetText}
          </p>
        )}
        {pending && (
          <div
            data-slot="limit-card-pending"
            className="flex flex-col gap-1 rounded-md border border-border bg-surface-overlay p-3"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">{pending.label}</span>
              <span className="font-bold tabular-nums">{amountText(pending.amount)}</span>
            </p>
            <p className="flex items-center gap-1.5 text-xs text-fg-muted">
              <Clock aria-hidden="true" className="size-3.5 shrink-0" />
              {pending.effectiveText}
            </p>
          </div>
        )}
      </CardContent>
      {footer}
    </Card>
  );
}
