import type { PlayerComponents } from '@casino/api-client';
import { formatTurnoverFactor } from '@casino/flows';
import { formatEuro, type Detail } from '@casino/ui';
import type { TFunction } from 'i18next';

type Schemas = PlayerComponents['schemas'];

/** Expiry dates are shown in the Finnish format in every language (spec 9): 8.3.2026. */
const finnishDate = new Intl.DateTimeFormat('fi-FI', { day: 'numeric', month: 'numeric', year: 'numeric' });
const formatFinnishDate = (time: string): string => finnishDate.format(new Date(time));

/** A deposit campaign's terms (spec 3): minimum deposit, maximum bonus, free spins when it gives any, turnover. */
export function campaignDetails(campaign: Schemas['DepositCampaign'], t: TFunction, numberLocale: string): Detail[] {
  return [
    { term: t('panel.campaigns.minDeposit'), description: formatEuro(campaign.minDepositAmount, numberLocale) },
    { term: t('panel.campaigns.maxBonus'), description: formatEuro(campaign.maxPromoLimit, numberLocale) },
    ...(campaign.freeSpinAmount > 0
      ? [{ term: t('panel.campaigns.campaignSpins'), description: String(campaign.freeSpinAmount) }]
      : []),
    { term: t('panel.campaigns.turnover'), description: formatTurnoverFactor(campaign.turnoverFactor) },
  ];
}

/** A free-spin bonus's terms (spec 3): the turnover factor as Nx, expiry and grant dates in the Finnish format. */
export function freeSpinDetails(bonus: Schemas['FreeSpinBonus'], t: TFunction): Detail[] {
  return [
    { term: t('panel.campaigns.turnover'), description: formatTurnoverFactor(bonus.turnoverFactor) },
    { term: t('panel.campaigns.expires'), description: formatFinnishDate(bonus.expirationTime) },
    { term: t('panel.campaigns.granted'), description: formatFinnishDate(bonus.createdTime) },
  ];
}
