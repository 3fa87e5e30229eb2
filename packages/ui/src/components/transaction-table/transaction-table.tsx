import { ChevronDown } from 'lucide-react';
import { Fragment, useId, useState, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { formatEuro } from '../../lib/format-euro';
import { Button } from '../button/button';

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
  /** Each row's details, folded under it behind a toggle in a last column (a withdrawal's steps). */
  details?: RowDetails<Row>;
};

export type RowDetails<Row> = {
  /** The toggles' column header. */
  header: string;
  /** The toggle's visible text ("Vaiheet"). */
  toggleText: string;
  /** The toggle's accessible name, starting with its text and naming the row ("Vaiheet: 12.6.2026, 50,00 €"). */
  toggleLabel: (row: Row) => string;
  render: (row: Row) => ReactNode;
  /**
   * Whether a row is unfolded when first shown (a withdrawal still under way), until the player toggles it; folded
   * otherwise.
   */
  defaultOpen?: (row: Row) => boolean;
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
  details,
  className,
  ...props
}: TransactionTableProps<Row>) {
  const detailsId = useId();
  // Each row folded or unfolded: its default when first shown, until the player toggles it. A row unfolded stays so
  // when it changes (a withdrawal paid while the player watches); one that appears later (a list refreshed) gets its
  // own default, set here during the render that first shows it (React's way to keep what earlier renders saw).
  const [openRows, setOpenRows] = useState<ReadonlyMap<string, boolean>>(new Map());
  const unseen = details ? rows.filter((row) => !openRows.has(row.id)) : [];
  if (details && unseen.length > 0)
    setOpenRows(new Map([...openRows, ...unseen.map((row) => [row.id, details.defaultOpen?.(row) ?? false] as const)]));
  const toggle = (id: string) => setOpenRows((before) => new Map(before).set(id, !before.get(id)));
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
            {details && (
              <th scope="col" className="px-3 py-2 text-right text-xs font-semibold text-fg-muted uppercase">
                {details.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="@max-md:flex @max-md:flex-col @max-md:gap-2">
          {rows.map((row) => {
            const open = details ? (openRows.get(row.id) ?? details.defaultOpen?.(row) ?? false) : false;
            const id = `${detailsId}-${row.id}`;
            return (
              <Fragment key={row.id}>
                <tr
                  data-slot="transaction-table-row"
                  data-state={details ? (open ? 'open' : 'closed') : undefined}
                  className={cn(
                    'border-b border-border @max-md:flex @max-md:flex-col @max-md:gap-1 @max-md:rounded-lg @max-md:border @max-md:bg-surface-raised @max-md:p-3',
                    open && 'border-b-0 @max-md:rounded-b-none @max-md:border-b-0',
                  )}
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
                  {details && (
                    <td className="px-3 py-1 text-right @max-md:flex @max-md:justify-end @max-md:p-0">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-expanded={open}
                        aria-controls={id}
                        aria-label={details.toggleLabel(row)}
                        onClick={() => toggle(row.id)}
                        className="group -mr-2"
                        data-state={open ? 'open' : 'closed'}
                      >
                        {details.toggleText}
                        <ChevronDown
                          aria-hidden
                          className="transition-transform duration-normal group-data-[state=open]:rotate-180"
                        />
                      </Button>
                    </td>
                  )}
                </tr>
                {details && (
                  <tr
                    id={id}
                    hidden={!open}
                    data-slot="transaction-table-details"
                    className="border-b border-border @max-md:-mt-2 @max-md:block @max-md:rounded-b-lg @max-md:border @max-md:border-t-0 @max-md:bg-surface-raised @max-md:px-3 @max-md:pb-3"
                  >
                    <td colSpan={columns.length + 1} className="px-3 pt-1 pb-4 @max-md:block @max-md:p-0">
                      {open && details.render(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
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

/** Deposits or withdrawals: date, status and amount; with `details`, each row unfolds (a withdrawal's steps). */
export function MoneyTransactionTable<Row extends MoneyTransaction>({
  rows,
  labels,
  locale,
  ...props
}: PresetProps<'date' | 'status' | 'amount'> & { rows: Row[]; details?: RowDetails<Row> }) {
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
