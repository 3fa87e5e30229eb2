/** Money is EUR only (spec section 9), always shown with 2 decimals in the given locale. */
export function formatEuro(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
