import { unwrap, type Api } from '@casino/api-client';
import { Badge, Button, ErrorMessage, Skeleton } from '@casino/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../shared/locale/use-locale';
import { playerKey } from '../../shared/player/player-queries';

/** The newest sent codes shown: enough to see whether the last ones arrived. */
const SHOWN = 5;

/** The verification SMS sent to the player, newest first (GET /player/smsVerificationHistory). */
const smsHistoryQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('smsHistory'),
    queryFn: () => unwrap(api.player.GET('/player/smsVerificationHistory')),
  });

/**
 * The codes sent to the player's phone (spec 7 smsVerificationHistory): to which number and when, and whether each
 * verified it, so a player waiting for a code sees that it went out and to which number.
 */
export function SmsHistory() {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useQuery(smsHistoryQuery(useApi()));
  const sent = history.data?.history.slice(0, SHOWN);

  return (
    <section aria-labelledby="sms-history" className="flex flex-col gap-2">
      <h3 id="sms-history" className="text-sm font-semibold">
        {t('panel.phone.history.heading')}
      </h3>
      {history.isError ? (
        <div className="flex flex-col items-start gap-2">
          <ErrorMessage message={t('panel.phone.history.error')} />
          <Button variant="secondary" size="sm" loading={history.isFetching} onClick={() => void history.refetch()}>
            {t('panel.phone.history.retry')}
          </Button>
        </div>
      ) : !sent ? (
        <div role="status" aria-label={t('panel.phone.history.loading')}>
          <Skeleton className="h-10" />
        </div>
      ) : sent.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('panel.phone.history.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border text-sm">
          {sent.map((entry) => (
            <li key={entry.sentTime} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
              <span className="flex flex-col">
                <span className="font-medium tabular-nums">{entry.phoneNumber}</span>
                <span className="text-fg-muted tabular-nums">
                  <time dateTime={entry.sentTime}>{formatDateTime(locale, entry.sentTime)}</time>
                </span>
              </span>
              <Badge
                variant={entry.verified ? 'accent' : 'outline'}
                text={t(entry.verified ? 'panel.phone.history.used' : 'panel.phone.history.unused')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
