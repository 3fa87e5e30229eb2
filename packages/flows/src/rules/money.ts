import { CURRENCY, DEFAULT_LOCALE, MONEY_DECIMALS } from './constants.ts';
import type { Locale } from './locale.ts';

const SCALE = 10 ** MONEY_DECIMALS;

/** An amount rounded to cents (2 decimals), half away from zero. */
export function roundMoney(amount: number): number {
  return (Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * SCALE)) / SCALE;
}

/** Wagering progress: total turnover minus current turnover, rounded to 2 decimals, never negative. */
export function turnoverProgress({
  totalTurnover,
  currentTurnover,
}: {
  totalTurnover: number;
  currentTurnover: number;
}): number {
  return Math.max(0, roundMoney(totalTurnover - currentTurnover));
}

/** An amount in EUR with 2 decimals in the conventions of the locale: '1 234,50 €' in fi, '€1,234.50' in en. */
export function formatEur(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: MONEY_DECIMALS,
    maximumFractionDigits: MONEY_DECIMALS,
  }).format(amount);
}

/** A turnover factor as shown: 'Nx'. */
export function formatTurnoverFactor(factor: number): string {
  return `${factor}x`;
}
