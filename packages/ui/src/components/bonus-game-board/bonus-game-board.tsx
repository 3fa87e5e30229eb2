import { cva } from 'class-variance-authority';
import { Check, Lock } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { ProgressBar } from '../progress-bar/progress-bar';

/** A round's place in the game: its reward credited, the one being played toward, or still ahead. */
export type BonusGameRoundStatus = 'completed' | 'current' | 'locked';

export interface BonusGameRound {
  /** "Kierros 1". */
  title: string;
  /** The reward in words: "1 € bonusrahaa", "10 ilmaiskierrosta". */
  reward: string;
  status: BonusGameRoundStatus;
  /** The status in words ("Palkinto hyvitetty", "Seuraavana", "Lukittu"), so it is not told by colour alone. */
  statusText: string;
}

/** The wagering toward the current round, shown on its tile. */
export interface BonusGameProgress {
  /** Names the bar: "Pelattu kohti palkintoa". */
  label: string;
  value: number;
  max: number;
  /** The value in words: "12,50 € / 50,00 €". */
  valueText: string;
}

const roundVariants = cva(
  'relative flex min-w-0 flex-col gap-3 rounded-lg border p-4 transition-colors duration-fast ease-standard',
  {
    variants: {
      status: {
        completed: 'border-success-text/40 bg-surface-raised',
        current: 'border-accent bg-surface-overlay shadow-[0_0_0_1px_var(--color-accent)]',
        locked: 'border-border bg-surface-sunken text-fg-muted',
      },
    },
  },
);

const markerVariants = cva(
  'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums [&_svg]:size-4',
  {
    variants: {
      status: {
        completed: 'bg-success-text text-surface',
        current: 'bg-accent text-accent-fg',
        locked: 'bg-surface-overlay text-fg-muted ring-1 ring-border ring-inset',
      },
    },
  },
);

export type BonusGameBoardProps = Omit<ComponentProps<'ol'>, 'children'> & {
  /** Names the list of rounds: "Bonuspelin kierrokset". */
  label: string;
  rounds: BonusGameRound[];
  /** The wagering toward the current round (none when every round is completed). */
  progress?: BonusGameProgress;
};

/**
 * The bonus game's rounds in order, each with its reward: completed ones ticked, the current one with the wagering
 * toward it, the rest locked. A column in a narrow space, a row where it has 48rem.
 */
export function BonusGameBoard({ label, rounds, progress, className, ...props }: BonusGameBoardProps) {
  return (
    <div data-slot="bonus-game-board" className={cn('@container', className)}>
      <ol
        data-slot="bonus-game-board-rounds"
        aria-label={label}
        className="grid gap-3 @3xl:auto-cols-fr @3xl:grid-flow-col"
        {...props}
      >
        {rounds.map((round, index) => (
          <li
            key={round.title}
            data-slot="bonus-game-board-round"
            data-status={round.status}
            aria-current={round.status === 'current' ? 'step' : undefined}
            className={roundVariants({ status: round.status })}
          >
            <div className="flex items-center gap-3">
              <span
                data-slot="bonus-game-board-marker"
                aria-hidden
                className={markerVariants({ status: round.status })}
              >
                {round.status === 'completed' ? <Check /> : round.status === 'locked' ? <Lock /> : index + 1}
              </span>
              <div className="flex min-w-0 flex-col">
                <span data-slot="bonus-game-board-title" className="text-sm font-medium text-fg-muted">
                  {round.title}
                </span>
                <span
                  data-slot="bonus-game-board-reward"
                  className={cn('text-base font-semibold hyphens-auto', round.status !== 'locked' && 'text-fg')}
                >
                  {round.reward}
                </span>
              </div>
            </div>
            <span
              data-slot="bonus-game-board-status"
              className={cn(
                'text-sm',
                round.status === 'completed' && 'text-success-text',
                round.status === 'current' && 'font-medium text-fg',
              )}
            >
              {round.statusText}
            </span>
            {round.status === 'current' && progress && (
              <ProgressBar
                size="sm"
                label={progress.label}
                value={progress.value}
                max={progress.max}
                valueText={progress.valueText}
              />
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
