import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

/** A game's volatility class, from low to high. */
export type GameVolatility = 'low' | 'medium' | 'high';

/** How many of the meter's three steps each class fills. */
const steps: Record<GameVolatility, number> = { low: 1, medium: 2, high: 3 };

const gameFactsVariants = cva('flex flex-wrap items-center text-fg-muted', {
  variants: {
    size: {
      /** Under a game tile's title: small, and the volatility's name is for screen readers only. */
      compact: 'gap-x-2 gap-y-0.5 text-xs',
      /** On the game's page: the volatility's name shows. */
      default: 'gap-x-4 gap-y-1 text-sm',
    },
  },
  defaultVariants: { size: 'default' },
});

export type GameFactsProps = ComponentProps<'p'> &
  VariantProps<typeof gameFactsVariants> & {
    /** The return to player as the page's locale writes it, e.g. "RTP 96,2 %". */
    rtp: string;
    volatility: GameVolatility;
    /** The class in words, e.g. "korkea". */
    volatilityLabel: string;
    /** What the class is of, e.g. "Volatiliteetti": shown by the default size, read out by both. */
    volatilityName: string;
  };

/**
 * A game's return to player and volatility: the RTP as text, then a three-step meter (one step filled for low, two
 * for medium, three for high) with the class in words. The meter only repeats the words, so it is hidden from
 * assistive technology; the words carry the meaning for everyone.
 */
export function GameFacts({
  rtp,
  volatility,
  volatilityLabel,
  volatilityName,
  size,
  className,
  ...props
}: GameFactsProps) {
  const compact = size === 'compact';
  return (
    <p data-slot="game-facts" className={cn(gameFactsVariants({ size }), className)} {...props}>
      <span data-slot="game-facts-rtp" className="font-semibold whitespace-nowrap text-fg">
        {rtp}
      </span>
      <span data-slot="game-facts-volatility" data-volatility={volatility} className="inline-flex items-center gap-1.5">
        <span className={compact ? 'sr-only' : undefined}>{volatilityName}</span>
        <span
          data-slot="game-facts-meter"
          aria-hidden="true"
          className={cn('inline-flex items-end gap-0.5', compact ? 'h-3' : 'h-4')}
        >
          {[1, 2, 3].map((step) => (
            <span
              key={step}
              data-filled={step <= steps[volatility] || undefined}
              className={cn(
                'rounded-xs bg-border-strong/40 data-filled:bg-accent',
                compact ? 'w-1' : 'w-1.5',
                step === 1 ? 'h-1/3' : step === 2 ? 'h-2/3' : 'h-full',
              )}
            />
          ))}
        </span>
        <span data-slot="game-facts-volatility-label" className="whitespace-nowrap">
          {volatilityLabel}
        </span>
      </span>
    </p>
  );
}
