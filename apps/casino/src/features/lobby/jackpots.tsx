import { JackpotTicker } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { jackpotsQuery } from '../../shared/content/queries';
import { useLocale } from '../../shared/locale/use-locale';
import { intlLocale } from '../../lib/format';

/** The jackpots as they grow (spec 7, jackpots every 20 s); nothing when there are none or they cannot be loaded. */
export function Jackpots() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: jackpots = [] } = useQuery(jackpotsQuery(useApi()));
  if (jackpots.length === 0) return null;
  return <JackpotTicker label={t('lobby.jackpots.label')} jackpots={jackpots} locale={intlLocale(locale)} />;
}
