/*
 * Apart from format.ts, which the home route loads: only the bonus wheel's and the bonus game's chunks need this.
 */
/**
 * A prize's euros without grouping and with cents only when it has them, so that it fits a wheel's segment:
 * "2 €", "0,50 €", "€20".
 */
export const formatPrizeEuros = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
