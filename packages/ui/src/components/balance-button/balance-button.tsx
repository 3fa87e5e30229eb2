import { cva } from 'class-variance-authority';
import { Gamepad2, Wallet } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';
import { Spinner } from '../spinner/spinner';

export const headerButtonVariants = cva(
  [
    'inline-flex min-h-10 max-w-full items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold text-fg',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'aria-busy:cursor-progress [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        balance: 'border-border-strong bg-surface-overlay hover:bg-surface-hover',
        live: 'border-accent bg-surface-overlay shadow-glow hover:bg-surface-hover',
      },
    },
    defaultVariants: { tone: 'balance' },
  },
);

export type BalanceButtonProps = ComponentProps<'button'> & {
  /** Names the amount, e.g. "Saldo" (visually hidden). */
  label: string;
  /** In EUR; leave out while the balance loads. */
  balance?: number;
  /** The number format locale: fi-FI, en-GB, et-EE. */
  locale: string;
  /** While loading, announced instead of the amount ("Ladataan saldoa"). */
  loadingLabel: string;
};

/** The player's balance in the header; opens the profile dropdown or panel. */
export function BalanceButton({ label, balance, locale, loadingLabel, className, ...props }: BalanceButtonProps) {
  const loading = balance === undefined;
  return (
    <button
      type="button"
      data-slot="balance-button"
      aria-busy={loading || undefined}
      className={cn(headerButtonVariants({ tone: 'balance' }), className)}
      {...props}
    >
      <Wallet aria-hidden="true" className="text-accent" />
      <span className="sr-only">{label}</span>
      {loading ? (
        <Spinner size="sm" label={loadingLabel} />
      ) : (
        <span data-slot="balance-button-amount" className="tabular-nums">
          {formatEuro(balance, locale)}
        </span>
      )}
    </button>
  );
}

export type GameOnButtonProps = ComponentProps<'button'>;

/** Replaces the balance button on game pages: a game is on. Its text is the children ("Peli käynnissä"). */
export function GameOnButton({ className, children, ...props }: GameOnButtonProps) {
  return (
    <button
      type="button"
      data-slot="game-on-button"
      className={cn(headerButtonVariants({ tone: 'live' }), className)}
      {...props}
    >
      <span data-slot="game-on-button-dot" aria-hidden="true" className="relative flex size-2.5">
        <span className="absolute inline-flex size-full rounded-full bg-success-text opacity-75 motion-safe:animate-ping" />
        <span className="relative inline-flex size-2.5 rounded-full bg-success-text" />
      </span>
      <Gamepad2 aria-hidden="true" />
      <span className="wrap-break-word">{children}</span>
    </button>
  );
}
