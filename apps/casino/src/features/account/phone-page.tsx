import { ErrorMessage, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { playerQuery } from '../../shared/player/player-queries';
import { PhoneVerification } from './phone-verification';
import { SmsHistory } from './sms-history';

/** Phone (spec 2.5; 4 Phone verification): change a verified number, or verify one by an SMS code; the codes sent. */
export function PhonePage() {
  const { t } = useTranslation();
  const player = useQuery(playerQuery(useApi()));
  if (player.data)
    return (
      <div className="flex flex-col gap-6">
        <PhoneVerification key={player.data.userId} player={player.data} />
        <SmsHistory />
      </div>
    );
  if (player.isError) return <ErrorMessage message={t('panel.phone.error')} />;
  return (
    <div role="status" aria-label={t('panel.phone.loading')} className="flex flex-col gap-3">
      <Skeleton className="w-1/2" />
      <Skeleton shape="block" className="h-10" />
    </div>
  );
}
