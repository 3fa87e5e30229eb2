import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';

export type SpendingChartDay = {
  /** The calendar day, YYYY-MM-DD. */
  date: string;
  /** The day's net result in EUR (wins less bets); negative is a loss. */
  net: number;
};

export type SpendingChartProps = Omit<ComponentProps<'figure'>, 'children' | 'title'> & {
  /** The days in order, the oldest first. */
  days: SpendingChartDay[];
  /** e.g. "Nettotulos päivittäin, 30 päivää": the caption, and the name of the table screen readers read. */
  title: string;
  /** The number and date format locale: fi-FI, en-GB, et-EE. */
  locale: string;
  /** The headers of the screen readers' table, e.g. "Päivä" and "Nettotulos". */
  dayLabel: string;
  netLabel: string;
  /** The legend of the bars above and below the line, e.g. "Voitolla" and "Tappiolla". */
  gainLabel: string;
  lossLabel: string;
  /** Said instead of the chart when every day is 0, e.g. "Ei pelejä näinä päivinä". */
  emptyText: string;
};

const WIDTH = 300;
const HEIGHT = 120;

const dateOf = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * The net result of each day as bars: above the line a day won, below it a day lost, scaled to the largest day. Drawn
 * as inline SVG (no chart library). The bars are for the eye; screen readers read the same numbers as a table.
 */
export function SpendingChart({
  days,
  title,
  locale,
  dayLabel,
  netLabel,
  gainLabel,
  lossLabel,
  emptyText,
  className,
  ...props
}: SpendingChartProps) {
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const most = Math.max(0, ...days.map((day) => day.net));
  const least = Math.min(0, ...days.map((day) => day.net));
  const span = most - least;
  // The zero line: at the foot when no day lost, at the top when none won, else where the largest days put it.
  const zero = span === 0 ? HEIGHT / 2 : (HEIGHT * most) / span;
  const slot = WIDTH / Math.max(days.length, 1);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure data-slot="spending-chart" className={cn('flex min-w-0 flex-col gap-2', className)} {...props}>
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      {span === 0 ? (
        <p data-slot="spending-chart-empty" className="text-sm text-fg-muted">
          {emptyText}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-fg-muted tabular-nums">
            <div aria-hidden="true" className="flex h-32 flex-col justify-between text-right">
              <span>{most > 0 ? formatEuro(most, locale, { signed: true }) : ''}</span>
              <span>{least < 0 ? formatEuro(least, locale, { signed: true }) : ''}</span>
            </div>
            <svg
              aria-hidden="true"
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-32 w-full overflow-visible rounded-sm bg-surface-sunken"
            >
              {days.map((day, index) => {
                const height = (Math.abs(day.net) / span) * HEIGHT;
                return (
                  day.net !== 0 && (
                    <rect
                      key={day.date}
                      data-day={day.date}
                      x={index * slot + slot * 0.15}
                      width={slot * 0.7}
                      y={day.net > 0 ? zero - height : zero}
                      height={Math.max(height, 1)}
                      className={day.net > 0 ? 'fill-success-text' : 'fill-danger-text'}
                    >
                      <title>{`${dayFormat.format(dateOf(day.date))}: ${formatEuro(day.net, locale, { signed: true })}`}</title>
                    </rect>
                  )
                );
              })}
              <line
                x1={0}
                x2={WIDTH}
                y1={zero}
                y2={zero}
                vectorEffect="non-scaling-stroke"
                className="stroke-fg-muted"
              />
            </svg>
            {first && last && (
              <div aria-hidden="true" className="col-start-2 flex justify-between">
                <span>{dayFormat.format(dateOf(first.date))}</span>
                <span>{dayFormat.format(dateOf(last.date))}</span>
              </div>
            )}
          </div>
          <p aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
            <span className="flex items-center gap-1.5">
              <span className="rounded-xs size-3 bg-success-text" /> + {gainLabel}
            </span>
            <span className="flex items-center gap-1.5">
              <span className="rounded-xs size-3 bg-danger-text" /> − {lossLabel}
            </span>
          </p>
        </>
      )}
      <table data-slot="spending-chart-table" className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dayLabel}</th>
            <th scope="col">{netLabel}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayFormat.format(dateOf(day.date))}</th>
              <td>{formatEuro(day.net, locale, { signed: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
