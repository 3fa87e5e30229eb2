import type { ReactNode } from 'react';

import { Button } from '../button/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardProps } from '../card/card';
import { DetailList, type Detail } from '../detail-list/detail-list';
import { ProgressBar } from '../progress-bar/progress-bar';

export type FreeSpinCardProps = Omit<CardProps, 'children'> & {
  /** The bonus name. */
  name: string;
  /** The game the spins are for (games[0].translation). */
  game: string;
  remaining: number;
  total: number;
  /** Names the bar, e.g. "Ilmaiskierroksia jäljellä". */
  remainingLabel: string;
  /** Label–value lines: turnover factor ("35x"), expiry ("31.12.2026"), created. */
  details: Detail[];
  /** Shown only for a cancellable bonus. */
  onCancel?: () => void;
  cancelLabel?: string;
  cancelling?: boolean;
  /** An image of the game. */
  media?: ReactNode;
};

/** An active free-spin bonus: its game, spins left of the total, terms, and a cancel button when allowed. */
export function FreeSpinCard({
  name,
  game,
  remaining,
  total,
  remainingLabel,
  details,
  onCancel,
  cancelLabel,
  cancelling = false,
  media,
  ...props
}: FreeSpinCardProps) {
  return (
    <Card data-slot="free-spin-card" {...props}>
      <CardHeader className="flex-row items-center gap-3">
        {media && (
          <div className="size-14 shrink-0 overflow-hidden rounded-md [&_img]:size-full [&_img]:object-cover">
            {media}
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle className="hyphens-auto">{name}</CardTitle>
          <CardDescription>{game}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ProgressBar
          label={remainingLabel}
          value={remaining}
          max={total > 0 ? total : 1}
          valueText={`${remaining} / ${total}`}
        />
        <DetailList details={details} />
      </CardContent>
      {onCancel && cancelLabel && (
        <CardFooter>
          <Button
            data-slot="free-spin-card-cancel"
            variant="secondary"
            size="sm"
            loading={cancelling}
            onClick={onCancel}
          >
            {cancelLabel}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
