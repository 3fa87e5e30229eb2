import { MONEY_DECIMALS } from './constants.ts';

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

/** A turnover factor as shown: 'Nx'. */
export function formatTurnoverFactor(factor: number): string {
  return `${factor}x`;
}
