import { Clock, GripVertical } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type KeyboardEvent, type PointerEvent } from 'react';

import { cn } from '../../lib/cn';
import { useControllable } from '../../lib/use-controllable';

export type TimerPosition = { x: number; y: number };

/** Pixels an arrow key moves the timer; with Shift, five times as many. */
const KEY_STEP = 10;

const keyDirections: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export type SessionTimerProps = ComponentProps<'div'> & {
  /** Names the time, e.g. "Peliaika". */
  label: string;
  /** The session time, already formatted ("01:02:03"); the app updates it every second. */
  time: string;
  /** The offset from where the app places the timer; controlled together with `onPositionChange`. */
  position?: TimerPosition;
  defaultPosition?: TimerPosition;
  onPositionChange?: (position: TimerPosition) => void;
  /** The accessible name of the drag handle, e.g. "Siirrä ajastinta". */
  moveLabel: string;
  /** How to move it with the keyboard, e.g. "Siirrä nuolinäppäimillä". */
  moveHint: string;
};

/**
 * The session timer shown on desktop while logged in. Its handle drags it with a pointer, or moves it with the arrow
 * keys when focused (Shift for bigger steps); it stays inside the window. The app keeps the position it reports.
 */
export function SessionTimer({
  label,
  time,
  position,
  defaultPosition = { x: 0, y: 0 },
  onPositionChange,
  moveLabel,
  moveHint,
  className,
  style,
  ...props
}: SessionTimerProps) {
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [current, setPosition] = useControllable(position, defaultPosition, onPositionChange);
  const [dragging, setDragging] = useState(false);

  /** The box the timer would fill untranslated: measured once per gesture, so a drag clamps against a fixed frame. */
  function untranslatedBox() {
    const rect = rootRef.current?.getBoundingClientRect();
    return rect && { left: rect.left - current.x, top: rect.top - current.y, width: rect.width, height: rect.height };
  }

  /** Moves by a delta from `from`, keeping the whole timer inside the window. */
  function moveTo(from: TimerPosition, dx: number, dy: number, box = untranslatedBox()) {
    let x = from.x + dx;
    let y = from.y + dy;
    if (box) {
      x = Math.min(Math.max(x, -box.left), window.innerWidth - box.width - box.left);
      y = Math.min(Math.max(y, -box.top), window.innerHeight - box.height - box.top);
    }
    setPosition({ x: Math.round(x), y: Math.round(y) });
  }

  function handlePointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY };
    const from = current;
    const box = untranslatedBox();
    setDragging(true);
    const move = (moveEvent: globalThis.PointerEvent) =>
      moveTo(from, moveEvent.clientX - start.x, moveEvent.clientY - start.y, box);
    const end = () => {
      setDragging(false);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const direction = keyDirections[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    moveTo(current, direction[0] * step, direction[1] * step);
  }

  return (
    <div
      ref={rootRef}
      data-slot="session-timer"
      data-dragging={dragging || undefined}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-border bg-surface-overlay py-1 pr-4 pl-1 text-sm shadow-overlay data-dragging:shadow-glow',
        className,
      )}
      style={{ ...style, transform: `translate(${current.x}px, ${current.y}px)` }}
      {...props}
    >
      <button
        type="button"
        data-slot="session-timer-handle"
        aria-label={moveLabel}
        aria-describedby={hintId}
        onPointerDown={handlePointerDown}
        onKeyDown={handleKeyDown}
        className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-full text-fg-muted hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span id={hintId} className="sr-only">
        {moveHint}
      </span>
      <Clock aria-hidden="true" className="size-4 shrink-0 text-accent" />
      <span data-slot="session-timer-label" className="text-fg-muted">
        {label}
      </span>
      <time data-slot="session-timer-time" className="font-semibold tabular-nums">
        {time}
      </time>
    </div>
  );
}
