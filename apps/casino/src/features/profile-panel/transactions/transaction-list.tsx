import type { PlayerComponents } from '@casino/api-client';
import { FIRST_PAGE } from '@casino/flows';
import { Badge, Button, GameActionTable, MoneyTransactionTable } from '@casino/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronRightIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/api';
import { formatDateTime, intlLocale } from '../../../lib/format';
import { useLocale } from '../../../shared/locale/use-locale';
import { depositsQuery, gameTransactionsQuery, withdrawsQuery } from '../../../shared/player/player-queries';
import { PagedList } from './paged-list';
import { usePendingWithdrawals } from './pending-withdrawals-query';

type MoneyTransaction = PlayerComponents['schemas']['MoneyTransaction'];

const moneyQueries = { deposits: depositsQuery, withdraws: withdrawsQuery };

interface MoneyTransactionListProps {
  list: 'deposits' | 'withdraws';
  /** Opens the pending withdrawals (withdrawals only): offered while there are any. */
  onPendingWithdrawals?: () => void;
}

/** The player's deposits or withdrawals, paged by page number: date, status and sum (spec 2.5, 3). */
export function MoneyTransactionList({ list, onPendingWithdrawals }: MoneyTransactionListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(FIRST_PAGE);
  const query = useQuery({ ...moneyQueries[list](useApi(), page), placeholderData: keepPreviousData });
  const caption = t(list === 'deposits' ? 'panel.transactions.menu.deposits' : 'panel.transactions.menu.withdraws');
  const rows = (query.data?.transactions ?? []).map((row: MoneyTransaction, index) => ({
    id: `${query.data?.page}-${index}`,
    date: formatDateTime(locale, row.createdTime),
    status: t(`panel.transactions.status.${row.status}`),
    amount: row.amount,
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
        paging={{ page, pageCount: query.data?.pageCount ?? 0, onPageChange: setPage }}
      >
        <MoneyTransactionTable
          caption={caption}
          emptyText={t('panel.transactions.empty')}
          locale={intlLocale(locale)}
          labels={{
            date: t('panel.transactions.columns.date'),
            status: t('panel.transactions.columns.status'),
            amount: t('panel.transactions.columns.amount'),
          }}
          rows={rows}
        />
      </PagedList>
    </div>
  );
}

/** The way to the pending withdrawals, shown while there are any. */
function PendingWithdrawalsEntry({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const { rows } = usePendingWithdrawals();
  if (rows.length === 0) return null;
  return (
    <Button variant="secondary" className="w-full justify-between" onClick={onOpen}>
      <span className="min-w-0 text-left">{t('panel.transactions.pending.open')}</span>
      <span className="flex items-center gap-2">
        <Badge count={rows.length} label={t('panel.transactions.pending.count', { count: rows.length })} />
        <ChevronRightIcon aria-hidden="true" />
      </span>
    </Button>
  );
}

/** The player's game actions, paged by page number: date, game, bet and win (spec 2.5, 3). */
export function GameActionList() {
  const { t } = useTranslation();
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
      paging={{ page, pageCount: query.data?.pageCount ?? 0, onPageChange: setPage }}
    >
      <GameActionTable
        caption={t('panel.transactions.menu.gameActions')}
        emptyText={t('panel.transactions.empty')}
        locale={intlLocale(locale)}
        labels={{
          date: t('panel.transactions.columns.date'),
          game: t('panel.transactions.columns.game'),
          bet: t('panel.transactions.columns.bet'),
          win: t('panel.transactions.columns.win'),
        }}
        rows={rows}
      />
    </PagedList>
  );
}
