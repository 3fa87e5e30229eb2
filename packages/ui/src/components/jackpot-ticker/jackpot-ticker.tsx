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

/**
 * Whether the element's content is wider than it (it scrolls), measured again as it or its children resize. Until
 * the first measurement (the server's HTML, before hydration) it counts as scrolling: a phone's row must take focus
 * from the start, and a desktop's is a stop for the Tab key only until then.
 */
function useOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}

export type JackpotTickerProps = ComponentProps<'section'> & {
  /** The accessible name of the section, e.g. "Jättipotit". */
  label: string;
  jackpots: Jackpot[];
  /** The number format locale: fi-FI, en-GB, et-EE. */
  locale: string;
};

/**
 * The running jackpots; a new amount (polled every 20 s) counts up from the previous one.
 *
 * On a phone they are one compact row that scrolls sideways, so that the games come right after it on the first
 * screen; from `sm` up they share the width, wrapping when they do not fit. While the row scrolls it takes focus
 * (WCAG 2.1.1: a keyboard must reach a scrolling region), and only then: a row that fits is no stop for the Tab key.
 */
export function JackpotTicker({ label, jackpots, locale, className, ...props }: JackpotTickerProps) {
  const [listRef, overflowing] = useOverflowing<HTMLUListElement>();
  return (
    <section data-slot="jackpot-ticker" aria-label={label} className={cn('w-full', className)} {...props}>
      <ul
        ref={listRef}
        data-slot="jackpot-ticker-list"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row must take focus, see above
        tabIndex={overflowing ? 0 : undefined}
        className="flex snap-x gap-2 overflow-x-auto overscroll-x-contain rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus sm:flex-wrap sm:gap-3 sm:overflow-visible"
      >
        {jackpots.map((jackpot) => (
          <li
            key={jackpot.id}
            data-slot="jackpot-ticker-item"
            className="flex max-w-[85%] shrink-0 snap-start items-center gap-2 rounded-lg border border-accent/40 bg-surface-raised px-3 py-2 sm:max-w-none sm:min-w-56 sm:flex-1 sm:shrink sm:gap-3 sm:px-4 sm:py-3"
          >
            <Trophy aria-hidden="true" className="size-5 shrink-0 text-accent sm:size-6" />
            <div className="flex min-w-0 flex-col">
              <span data-slot="jackpot-ticker-name" className="text-xs wrap-break-word hyphens-auto text-fg-muted">
                {jackpot.name}
              </span>
              <span data-slot="jackpot-ticker-amount" className="text-lg font-bold text-accent tabular-nums sm:text-xl">
                <JackpotAmount amount={jackpot.amount} locale={locale} />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
