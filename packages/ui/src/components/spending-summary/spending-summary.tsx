import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';
import { DetailList, type Detail } from '../detail-list/detail-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs';

export type SpendingPeriod = {
  /** The tab's value, e.g. "30". */
  id: string;
  /** The tab, e.g. "30 pv". */
  label: string;
  /** The net result in EUR (wins less bets), shown large with its sign. */
  net: number;
  /** e.g. "Nettotulos". */
  netLabel: string;
  /** The sums and counts, formatted: talletukset, nostot, panokset, voitot, pelikerrat, peliaika. */
  details: Detail[];
};

export type SpendingSummaryProps = Omit<ComponentProps<'div'>, 'children' | 'dir' | 'defaultValue'> & {
  periods: SpendingPeriod[];
  /** The period shown first (an id); the first one by default. */
  defaultPeriod?: string;
  /** Names the tabs, e.g. "Ajanjakso". */
  label: string;
  /** The number format locale: fi-FI, en-GB, et-EE. */
  locale: string;
};

/** What a player moved and played over a few periods, one period at a time: the net result first, then the sums. */
export function SpendingSummary({ periods, defaultPeriod, label, locale, className, ...props }: SpendingSummaryProps) {
  return (
    <Tabs
      data-slot="spending-summary"
      defaultValue={defaultPeriod ?? periods[0]?.id}
      className={cn('min-w-0', className)}
      {...props}
    >
      <TabsList aria-label={label}>
        {periods.map((period) => (
          <TabsTrigger key={period.id} value={period.id}>
            {period.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {periods.map((period) => (
        <TabsContent key={period.id} value={period.id} className="flex flex-col gap-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="font-medium">{period.netLabel}</span>
            <span
              data-slot="spending-summary-net"
              className={cn(
                'text-2xl font-bold tabular-nums',
                period.net > 0 ? 'text-success-text' : period.net < 0 ? 'text-danger-text' : 'text-fg',
              )}
            >
              {formatEuro(period.net, locale, { signed: true })}
            </span>
          </p>
          <DetailList details={period.details} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
