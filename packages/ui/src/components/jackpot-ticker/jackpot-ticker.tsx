import { Trophy } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';

export type Jackpot = { id: string; name: string; amount: number };

/** How long a changed amount counts up to its new value. */
const TICK_MS = 1500;

/** Counts from the shown value to `value` whenever it changes; jumps straight there under reduced motion. */
function useCountUp(value: number): number {
  const [shown, setShown] = useState(value);
  const shownRef = useRef(value);

  useEffect(() => {
    const from = shownRef.current;
    if (from === value) return;
    const set = (next: number) => {
      shownRef.current = next;
      setShown(next);
    };
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      set(value);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / TICK_MS);
      set(from + (value - from) * (1 - (1 - t) ** 3));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return shown;
}

function JackpotAmount({ amount, locale }: { amount: number; locale: string }) {
  const shown = useCountUp(amount);
  return <>{formatEuro(shown, locale)}</>;
}

export type JackpotTickerProps = ComponentProps<'section'> & {
  /** The accessible name of the section, e.g. "Jättipotit". */
  label: string;
  jackpots: Jackpot[];
  /** The number format locale: fi-FI, en-GB, et-EE. */
  locale: string;
};

/** The running jackpots; a new amount (polled every 20 s) counts up from the previous one. */
export function JackpotTicker({ label, jackpots, locale, className, ...props }: JackpotTickerProps) {
  return (
    <section data-slot="jackpot-ticker" aria-label={label} className={cn('w-full', className)} {...props}>
      <ul data-slot="jackpot-ticker-list" className="flex flex-wrap gap-3">
        {jackpots.map((jackpot) => (
          <li
            key={jackpot.id}
            data-slot="jackpot-ticker-item"
            className="flex min-w-56 flex-1 items-center gap-3 rounded-lg border border-accent/40 bg-surface-raised px-4 py-3"
          >
            <Trophy aria-hidden="true" className="size-6 shrink-0 text-accent" />
            <div className="flex min-w-0 flex-col">
              <span data-slot="jackpot-ticker-name" className="text-xs wrap-break-word hyphens-auto text-fg-muted">
                {jackpot.name}
              </span>
              <span data-slot="jackpot-ticker-amount" className="text-xl font-bold text-accent tabular-nums">
                <JackpotAmount amount={jackpot.amount} locale={locale} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
