import { useEffect, useEffectEvent, useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

/** Full turns a spin makes before it slows down onto the prize. */
const SPIN_TURNS = 5;
/** Labels up to this long fit a segment at the full size; longer ones ("0,50 € boonus") at the small size. */
const WHEEL_LABEL_FULL = 12;
/** Labels longer than this are cut on the wheel; the full text is in the list read to assistive tech. */
const WHEEL_LABEL_MAX = 14;
const CENTER = 100;
const RADIUS = 96;

function pointAt(angle: number, radius: number): string {
  const radians = (angle * Math.PI) / 180;
  return `${CENTER + radius * Math.sin(radians)} ${CENTER - radius * Math.cos(radians)}`;
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The wheel's turn (degrees, clockwise) that brings the middle of prize `index` under the pointer at the top. */
function landingRotation(index: number, prizeCount: number, spin: number): number {
  const segment = 360 / prizeCount;
  return spin * SPIN_TURNS * 360 - (index * segment + segment / 2);
}

export type BonusWheelProps = ComponentProps<'div'> & {
  /** The accessible name of the wheel, e.g. "Bonuspyörä". */
  label: string;
  /** The prizes clockwise from the top, e.g. "10 €", "20 ilmaiskierrosta". */
  prizes: string[];
  /** The prize the server drew: the wheel spins and lands on it. Leave out while waiting. */
  prizeIndex?: number;
  /** Counts the spins (1, 2, …) so that landing on the same prize twice still spins. */
  spin?: number;
  /** Called once the wheel has stopped on `prizeIndex` (at once under reduced motion). */
  onSpinEnd?: (prizeIndex: number) => void;
  spinDurationMs?: number;
  /** Announced after the spin, e.g. "Voitit 10 €". */
  resultText?: string;
  /** Under the wheel: the spin button and the spins left. */
  children?: ReactNode;
};

/** The bonus wheel: an animated wheel that lands on a given prize; under reduced motion it turns there at once. */
export function BonusWheel({
  label,
  prizes,
  prizeIndex,
  spin = 1,
  onSpinEnd,
  spinDurationMs = 5000,
  resultText,
  className,
  children,
  ...props
}: BonusWheelProps) {
  const listId = useId();
  const segment = 360 / prizes.length;
  const rotation = prizeIndex === undefined ? 0 : landingRotation(prizeIndex, prizes.length, spin);

  const landed = useEffectEvent((index: number) => onSpinEnd?.(index));
  useEffect(() => {
    // A transition of 0 s fires no transitionend, so report the landing here.
    if (prizeIndex !== undefined && reducedMotion()) landed(prizeIndex);
  }, [prizeIndex, spin]);

  return (
    <div data-slot="bonus-wheel" className={cn('flex flex-col items-center gap-4', className)} {...props}>
      <div className="relative w-full max-w-80">
        {/* Clips the turning disc, whose rotated box would otherwise widen the page. */}
        <div className="overflow-hidden rounded-full shadow-glow">
          <div
            role="img"
            aria-label={label}
            aria-describedby={listId}
            data-slot="bonus-wheel-disc"
            data-spinning={prizeIndex !== undefined || undefined}
            className="aspect-square w-full motion-reduce:transition-none!"
            style={{
              transform: `rotate(${rotation}deg)`,
              transition: `transform ${spinDurationMs}ms cubic-bezier(0.12, 0, 0.1, 1)`,
            }}
            onTransitionEnd={(event) => {
              if (event.target === event.currentTarget && prizeIndex !== undefined) onSpinEnd?.(prizeIndex);
            }}
          >
            <svg viewBox="0 0 200 200" className="size-full" aria-hidden="true">
              {prizes.map((prize, index) => {
                const start = index * segment;
                const middle = start + segment / 2;
                const text = prize.length > WHEEL_LABEL_MAX ? `${prize.slice(0, WHEEL_LABEL_MAX - 1)}…` : prize;
                return (
                  <g key={index} data-slot="bonus-wheel-segment">
                    <path
                      d={`M${CENTER} ${CENTER} L${pointAt(start, RADIUS)} A${RADIUS} ${RADIUS} 0 ${segment > 180 ? 1 : 0} 1 ${pointAt(start + segment, RADIUS)} Z`}
                      className={index % 2 ? 'fill-surface-overlay' : 'fill-accent'}
                      stroke="var(--color-surface)"
                      strokeWidth="1"
                    />
                    <text
                      x={CENTER + 22}
                      y={CENTER}
                      dominantBaseline="central"
                      transform={`rotate(${middle - 90} ${CENTER} ${CENTER})`}
                      className={cn(
                        'font-bold',
                        text.length > WHEEL_LABEL_FULL ? 'text-[7.5px]' : 'text-[9px]',
                        index % 2 ? 'fill-fg' : 'fill-accent-fg',
                      )}
                    >
                      {text}
                    </text>
                  </g>
                );
              })}
              <circle cx={CENTER} cy={CENTER} r="16" className="fill-surface-raised stroke-accent" strokeWidth="3" />
            </svg>
          </div>
        </div>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          data-slot="bonus-wheel-pointer"
          className="absolute -top-2 left-1/2 size-8 -translate-x-1/2 fill-fg drop-shadow"
        >
          <path d="M12 22 L3 4 H21 Z" />
        </svg>
      </div>
      <ol id={listId} className="sr-only">
        {prizes.map((prize, index) => (
          <li key={index}>{prize}</li>
        ))}
      </ol>
      <p
        role="status"
        data-slot="bonus-wheel-result"
        className="min-h-7 text-center text-lg font-bold wrap-break-word text-accent"
      >
        {resultText}
      </p>
      {children}
    </div>
  );
}
