import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

export type Detail = { term: string; description: string };

export type DetailListProps = Omit<ComponentProps<'dl'>, 'children'> & { details: Detail[] };

/** Label–value lines, labels at the start and values at the end (the terms of a bonus or campaign). */
export function DetailList({ details, className, ...props }: DetailListProps) {
  return (
    <dl
      data-slot="detail-list"
      className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm', className)}
      {...props}
    >
      {details.map((detail) => (
        <div key={detail.term} data-slot="detail-list-item" className="contents">
          <dt className="wrap-break-word text-fg-muted">{detail.term}</dt>
          <dd className="text-right font-medium wrap-break-word">{detail.description}</dd>
        </div>
      ))}
    </dl>
  );
}
