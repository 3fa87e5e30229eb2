import { unwrap } from '@casino/api-client';
import {
  ERROR_CODES,
  FIRST_PAGE,
  flowError,
  freeSpinCancelMachine,
  pageOf,
  showsFreeSpinPaging,
  turnoverProgress,
} from '@casino/flows';
import {
  Badge,
  CampaignCard,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  FreeSpinCard,
  Notice,
  ProgressBar,
  formatEuro,
} from '@casino/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import { intlLocale } from '../../lib/format';
import { useErrorText } from '../../shared/errors/error-text';
import { useLocale } from '../../shared/locale/use-locale';
import { campaignsQuery, freeSpinsQuery, playerKey } from '../../shared/player/player-queries';
import { useBalance } from '../../shared/player/use-balance';
import { PagedList } from '../../lib/paged-list';
import { campaignDetails, freeSpinDetails } from './campaign-details';

/**
 * Campaigns and free spins (spec 2.5): the wagering still to do, then two collapsible lists, the active deposit
 * campaigns and the active free-spin bonuses, each paged when there are more than 10. A cancellable bonus has a
 * cancel button (the freeSpinCancel machine: the spinner, a notice for 5 s, and the list back on page 1).
 */
export function Campaigns() {
  return (
    <div className="flex flex-col gap-4">
      <Wagering />
      <DepositCampaigns />
      <FreeSpins />
    </div>
  );
}

/** The wagering bar, "X€ / Y€" (spec 3 Balance: total turnover less current turnover, of the total). */
function Wagering() {
  const { t } = useTranslation();
  const numberLocale = intlLocale(useLocale());
  const balance = useBalance().data;
  if (!balance) return null;
  if (balance.totalTurnover <= 0) return <p className="text-sm text-fg-muted">{t('panel.campaigns.noWagering')}</p>;
  const wagered = turnoverProgress(balance);
  return (
    <ProgressBar
      label={t('panel.campaigns.wagered')}
      value={wagered}
      max={balance.totalTurnover}
      valueText={`${formatEuro(wagered, numberLocale)} / ${formatEuro(balance.totalTurnover, numberLocale)}`}
    />
  );
}

/** One of the two lists: a heading with its count that folds what is under it; open at first. */
function CampaignSection({
  heading,
  count,
  countLabel,
  children,
}: {
  heading: string;
  count: number | undefined;
  countLabel: string;
  children: ReactNode;
}) {
  return (
    <Collapsible defaultOpen>
      <CollapsibleTrigger aside={count !== undefined && <Badge variant="neutral" count={count} label={countLabel} />}>
        {heading}
      </CollapsibleTrigger>
      <CollapsibleContent>{children}</CollapsibleContent>
    </Collapsible>
  );
}

/** The list's empty state. */
const Empty = ({ text }: { text: string }) => (
  <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-fg-muted">{text}</p>
);

/** The active deposit campaigns, paged here 10 a page (the server answers them all). */
function DepositCampaigns() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const numberLocale = intlLocale(useLocale());
  const [page, setPage] = useState(FIRST_PAGE);
  const query = useQuery(campaignsQuery(useApi()));
  const all = query.data ?? [];
  const shown = pageOf(all, page);
  // 125: no campaigns before the first deposit has stored payment details (spec 8: "add payment details").
  const needsDeposit = query.isError && flowError(query.error).errorCode === ERROR_CODES.paymentDetailsMissing;
  return (
    <CampaignSection
      heading={t('panel.campaigns.depositHeading')}
      count={query.data?.length}
      countLabel={t('panel.campaigns.depositCount', { count: all.length })}
    >
      {needsDeposit ? (
        <Empty text={errorText(flowError(query.error).shown)} />
      ) : (
        <PagedList
          status={query.status}
          loadingLabel={t('panel.campaigns.depositLoading')}
          errorText={t('panel.campaigns.depositError')}
          onRetry={() => void query.refetch()}
          busy={false}
          paging={{
            page: shown.page,
            pageCount: shown.pageCount,
            shown: showsFreeSpinPaging(all.length),
            // Two lists on the page page on their own: each pagination is named by its list.
            label: t('panel.transactions.pagesOf', { list: t('panel.campaigns.depositHeading') }),
            onPageChange: setPage,
          }}
        >
          {all.length === 0 ? (
            <Empty text={t('panel.campaigns.depositEmpty')} />
          ) : (
            <ul className="flex flex-col gap-3">
              {shown.items.map((campaign) => (
                <li key={campaign.campaignId}>
                  <CampaignCard title={campaign.title} details={campaignDetails(campaign, t, numberLocale)} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </CampaignSection>
  );
}

/** The active free-spin bonuses, paged by the server (10 a page), with cancel where the bonus allows it. */
function FreeSpins() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(FIRST_PAGE);
  const query = useQuery({ ...freeSpinsQuery(api, page), placeholderData: keepPreviousData });
  const actor = useActorRef(
    freeSpinCancelMachine.provide({
      actors: {
        cancelFreeSpins: fromPromise(({ input }) =>
          unwrap(api.player.POST('/player/bonuses/freeSpins/cancel', { body: input })),
        ),
      },
    }),
    { inspect: useInspect() },
  );
  const cancelling = useSelector(actor, (snapshot) =>
    snapshot.hasTag('busy') ? snapshot.context.freeSpinsBonusId : null,
  );
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);

  // After a cancel, failed or not, the list reloads on page 1 (spec 4, Free spin cancel); the badge counts it again.
  useEffect(() => {
    const subscription = actor.on('freeSpins.reload', (event) => {
      setPage(event.page);
      // Every page is out of date, but only the page to show is asked for again (not the one being left).
      void queryClient.invalidateQueries({ queryKey: playerKey('freeSpins'), refetchType: 'none' });
      void queryClient.refetchQueries({ queryKey: freeSpinsQuery(api, event.page).queryKey });
      void queryClient.invalidateQueries({ queryKey: playerKey('balance') });
    });
    return () => subscription.unsubscribe();
  }, [actor, api, queryClient]);

  const count = query.data?.bonuses.count;
  const bonuses = query.data?.transactions ?? [];
  return (
    <CampaignSection
      heading={t('panel.campaigns.freeSpinsHeading')}
      count={count}
      countLabel={t('panel.campaigns.freeSpinsCount', { count: count ?? 0 })}
    >
      <div className="flex flex-col gap-3">
        <Notice
          open={notice !== null}
          variant={notice?.kind === 'failed' ? 'error' : 'success'}
          title={notice && (notice.kind === 'success' ? t(notice.key) : errorText(notice.error.shown))}
        />
        <PagedList
          status={query.status}
          loadingLabel={t('panel.campaigns.freeSpinsLoading')}
          errorText={t('panel.campaigns.freeSpinsError')}
          onRetry={() => void query.refetch()}
          busy={query.isPlaceholderData}
          paging={{
            page,
            pageCount: query.data?.pageCount ?? 0,
            shown: showsFreeSpinPaging(count ?? 0),
            label: t('panel.transactions.pagesOf', { list: t('panel.campaigns.freeSpinsHeading') }),
            onPageChange: setPage,
          }}
        >
          {bonuses.length === 0 ? (
            <Empty text={t('panel.campaigns.freeSpinsEmpty')} />
          ) : (
            <ul className="flex flex-col gap-3">
              {bonuses.map((bonus) => (
                <li key={bonus.freeSpinsBonusId}>
                  <FreeSpinCard
                    name={bonus.name}
                    game={bonus.games[0]?.translation ?? ''}
                    remaining={bonus.freeSpins}
                    total={bonus.total}
                    remainingLabel={t('panel.campaigns.spinsLeft')}
                    details={freeSpinDetails(bonus, t)}
                    cancelLabel={t('panel.campaigns.cancelBonus')}
                    cancelling={cancelling === bonus.freeSpinsBonusId}
                    onCancel={bonus.cancellable ? () => actor.send({ type: 'cancel', bonus }) : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </CampaignSection>
  );
}
