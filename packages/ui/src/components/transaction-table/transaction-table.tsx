import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';

export type TransactionColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up at the end. */
  numeric?: boolean;
};

export type TransactionTableProps<Row extends { id: string }> = ComponentProps<'div'> & {
  caption: string;
  /** The caption names the table for assistive tech only: a heading right above already says it (a panel's title). */
  captionHidden?: boolean;
  columns: TransactionColumn<Row>[];
  rows: Row[];
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
};

/**
 * A list of transactions: a table where there is room; in a container narrower than 28rem (a phone, the mobile
 * panel) each row becomes a card of label–value lines: the header row gives way to the header text beside each
 * value (shown, and read, only there), so nothing scrolls sideways.
 */
export function TransactionTable<Row extends { id: string }>({
  caption,
  captionHidden = false,
  columns,
  rows,
  emptyText,
  className,
  ...props
}: TransactionTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <div data-slot="transaction-table" className={cn('flex flex-col gap-2', className)} {...props}>
        <p className={cn('text-sm font-semibold', captionHidden && 'sr-only')}>{caption}</p>
        <p
          data-slot="transaction-table-empty"
          className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm wrap-break-word text-fg-muted"
        >
          {emptyText}
        </p>
      </div>
    );
  }
  return (
    <div data-slot="transaction-table" className={cn('@container w-full', className)} {...props}>
      <table className="w-full border-collapse text-sm @max-md:block">
        <caption className={cn('mb-2 text-left text-sm font-semibold @max-md:block', captionHidden && 'sr-only')}>
          {caption}
        </caption>
        <thead className="@max-md:hidden">
          <tr className="border-b border-border">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'px-3 py-2 text-left text-xs font-semibold text-fg-muted uppercase',
                  column.numeric && 'text-right',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="@max-md:flex @max-md:flex-col @max-md:gap-2">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-slot="transaction-table-row"
              className="border-b border-border @max-md:flex @max-md:flex-col @max-md:gap-1 @max-md:rounded-lg @max-md:border @max-md:bg-surface-raised @max-md:p-3"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    'px-3 py-2 wrap-break-word @max-md:flex @max-md:justify-between @max-md:gap-4 @max-md:p-0',
                    column.numeric && 'text-right tabular-nums',
                  )}
                >
                  <span className="text-fg-muted @md:hidden">{column.header}</span>
                  <span className="min-w-0 @max-md:text-right">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A deposit or withdrawal (spec: date, status, sum). */
export type MoneyTransaction = { id: string; date: string; status: string; amount: number };

/** A game action (spec: date, game, bet, win amount). */
export type GameTransaction = { id: string; date: string; game: string; bet: number; win: number };

type PresetProps<Labels extends string> = Omit<ComponentProps<'div'>, 'children'> & {
  caption: string;
  captionHidden?: boolean;
  emptyText: string;
  /** The number format locale: fi-FI, en-GB, et-EE. */
  locale: string;
  /** Column headers. */
  labels: Record<Labels, string>;
};

/** Deposits or withdrawals: date, status and amount. */
export function MoneyTransactionTable({
  rows,
  labels,
  locale,
  ...props
}: PresetProps<'date' | 'status' | 'amount'> & { rows: MoneyTransaction[] }) {
  return (
    <TransactionTable
      rows={rows}
      columns={[
        { key: 'date', header: labels.date, cell: (row) => row.date },
        { key: 'status', header: labels.status, cell: (row) => row.status },
        { key: 'amount', header: labels.amount, cell: (row) => formatEuro(row.amount, locale), numeric: true },
      ]}
      {...props}
    />
  );
}

/** Game actions: date, game, bet and win. */
export function GameActionTable({
  rows,
  labels,
  locale,
  ...props
}: PresetProps<'date' | 'game' | 'bet' | 'win'> & { rows: GameTransaction[] }) {
  return (
    <TransactionTable
      rows={rows}
      columns={[
        { key: 'date', header: labels.date, cell: (row) => row.date },
        { key: 'game', header: labels.game, cell: (row) => row.game },
        { key: 'bet', header: labels.bet, cell: (row) => formatEuro(row.bet, locale), numeric: true },
        { key: 'win', header: labels.win, cell: (row) => formatEuro(row.win, locale), numeric: true },
      ]}
      {...props}
    />
  );
}
