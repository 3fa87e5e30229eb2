/** One formatter per locale: making an Intl.NumberFormat costs far more than formatting with it (the jackpot ticker
 * formats on every animation frame). */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter of the repo: an amount in EUR (spec 9: money is EUR only) with 2 decimals in the
 * conventions of the locale, '1 234,50 €' in fi, '€1,234.50' in en. It lives here, not in @casino/flows, because
 * ui components format the amounts they are given (the jackpot ticker counts up to its amount) and ui may not
 * import flows; the app imports it from @casino/ui.
 */
export function formatEuro(amount: number, locale: string, { signed = false } = {}): string {
  const key = signed ? `${locale} signed` : locale;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // A result's sign, '+12,00 €' and '−3,00 €'; zero has none.
      ...(signed ? { signDisplay: 'exceptZero' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
