import type { GameFactsProps } from '@casino/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '../content/queries';
import { useLocale } from '../locale/use-locale';

export type GameFactsText = Pick<GameFactsProps, 'rtp' | 'volatility' | 'volatilityLabel' | 'volatilityName'>;

/**
 * A game's RTP and volatility as ui's GameFacts shows them, in the page's locale ("RTP 96,2 %", "korkea"); nothing
 * for a game the catalogue states them not for.
 */
export function useGameFacts() {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return ({ rtp, volatility }: Pick<GameSummary, 'rtp' | 'volatility'>): GameFactsText | undefined =>
      rtp === undefined || volatility === undefined
        ? undefined
        : {
            rtp: t('lobby.game.rtp', { rtp: percent.format(rtp) }),
            volatility,
            volatilityLabel: t(`lobby.volatility.${volatility}`),
            volatilityName: t('lobby.volatility.name'),
          };
  }, [t, locale]);
}
