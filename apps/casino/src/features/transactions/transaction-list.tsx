import type { PlayerComponents } from '@casino/api-client';
import { FIRST_PAGE, withdrawalUnderWay } from '@casino/flows';
import { Badge, GameActionTable, MoneyTransactionTable, PanelMenu, PanelMenuItem, formatEuro } from '@casino/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { formatDateTime, intlLocale } from '../../lib/format';
import { useLocale } from '../../shared/locale/use-locale';
import { depositsQuery, gameTransactionsQuery, withdrawsQuery } from '../../shared/player/player-queries';
import { PagedList } from '../../lib/paged-list';
import { usePendingWithdrawals } from './pending-withdrawals-query';
import { useWithdrawalStepTracker } from './withdrawal-steps';

type MoneyTransaction = PlayerComponents['schemas']['MoneyTransaction'];

const moneyQueries = { deposits: depositsQuery, withdraws: withdrawsQuery };

/** A deposit's or withdrawal's status in words. */
const STATUS_TEXTS = {
  ok: 'panel.transactions.statusOk',
  pending: 'panel.transactions.statusPending',
  cancelled: 'panel.transactions.statusCancelled',
  failed: 'panel.transactions.statusFailed',
} as const satisfies Record<MoneyTransaction['status'], string>;

interface MoneyTransactionListProps {
  list: 'deposits' | 'withdraws';
  /** Opens the pending withdrawals (withdrawals only): offered while there are any. */
  onPendingWithdrawals?: () => void;
  /** Names the pagination after the list (on a route's page, under the panel showing the same list). */
  namedPagination?: boolean;
}

/** The player's deposits or withdrawals, paged by page number: date, status and sum (spec 2.5, 3). */
export function MoneyTransactionList({ list, onPendingWithdrawals, namedPagination }: MoneyTransactionListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(FIRST_PAGE);
  const query = useQuery({ ...moneyQueries[list](useApi(), page), placeholderData: keepPreviousData });
  const caption = t(`panel.pages.${list}`);
  const stepTracker = useWithdrawalStepTracker();
  const rows = (query.data?.transactions ?? []).map((row: MoneyTransaction) => ({
    // By its time, not its place: a row keeps its id when a newer one comes on top (the list polled), so that its
    // steps stay folded or unfolded.
    id: row.createdTime,
    date: formatDateTime(locale, row.createdTime),
    status: t(STATUS_TEXTS[row.status]),
    amount: row.amount,
    steps: row.steps ?? [],
  }));
  return (
    <div className="flex flex-col gap-4">
      {list === 'withdraws' && onPendingWithdrawals && <PendingWithdrawalsEntry onOpen={onPendingWithdrawals} />}
      <PagedList
        status={query.status}
        loadingLabel={t('panel.transactions.loading')}
        errorText={t('panel.transactions.error')}
        onRetry={() => void query.refetch()}
        busy={query.isPlaceholderData}
        paging={{
          page,
          pageCount: query.data?.pageCount ?? 0,
          onPageChange: setPage,
          label: namedPagination ? t('panel.transactions.pagesOf', { list: caption }) : undefined,
        }}
      >
        {/* The panel's title or the page's heading above names the list: its caption is for assistive tech. */}
        <MoneyTransactionTable
          caption={caption}
          captionHidden
          emptyText={t('panel.transactions.empty')}
          locale={intlLocale(locale)}
          labels={{
            date: t('panel.transactions.columnDate'),
            status: t('panel.transactions.columnStatus'),
            amount: t('panel.transactions.columnAmount'),
          }}
          rows={rows}
          details={
            list === 'withdraws'
              ? {
                  header: t('panel.transactions.columnSteps'),
                  toggleText: t('panel.transactions.stepsToggle'),
                  toggleLabel: (row) =>
                    t('panel.transactions.stepsToggleLabel', {
                      date: row.date,
                      amount: formatEuro(row.amount, intlLocale(locale)),
                    }),
                  render: (row) => stepTracker(row.steps, row.date),
                  defaultOpen: (row) => withdrawalUnderWay(row.steps),
                }
              : undefined
          }
        />
      </PagedList>
    </div>
  );
}

/** The way to the pending withdrawals, shown while there are any: a row of the panel's kind. */
function PendingWithdrawalsEntry({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const { rows } = usePendingWithdrawals();
  if (rows.length === 0) return null;
  return (
    <PanelMenu>
      <PanelMenuItem
        icon={<Hourglass />}
        badge={<Badge count={rows.length} label={t('panel.transactions.pendingCount', { count: rows.length })} />}
        onClick={onOpen}
      >
        {t('panel.pages.pending-withdraws')}
      </PanelMenuItem>
    </PanelMenu>
  );
}

/** The player's game actions, paged by page number: date, game, bet and win (spec 2.5, 3). */
export function GameActionList({ namedPagination }: { namedPagination?: boolean }) {
  const { t } = useTranslation();
  const caption = t('panel.pages.game-actions');
  const locale = useLocale();
  const [page, setPage] = useState(FIRST_PAGE);
  const query = useQuery({ ...gameTransactionsQuery(useApi(), page), placeholderData: keepPreviousData });
  const rows = (query.data?.transactions ?? []).map((row, index) => ({
    id: `${query.data?.page}-${index}`,
    date: formatDateTime(locale, row.createdTime),
    game: row.productTranslation,
    bet: row.betAmount,
    win: row.winAmount,
  }));
  return (
    <PagedList
      status={query.status}
      loadingLabel={t('panel.transactions.loading')}
      errorText={t('panel.transactions.error')}
      onRetry={() => void query.refetch()}
      busy={query.isPlaceholderData}
      paging={{
        page,
        pageCount: query.data?.pageCount ?? 0,
        onPageChange: setPage,
        label: namedPagination ? t('panel.transactions.pagesOf', { list: caption }) : undefined,
      }}
    >
      {/* The panel's title or the page's heading above names the list: its caption is for assistive tech. */}
      <GameActionTable
        caption={caption}
        captionHidden
        emptyText={t('panel.transactions.empty')}
        locale={intlLocale(locale)}
        labels={{
          date: t('panel.transactions.columnDate'),
          game: t('panel.transactions.columnGame'),
          bet: t('panel.transactions.columnBet'),
          win: t('panel.transactions.columnWin'),
        }}
        rows={rows}
      />
    </PagedList>
  );
}
