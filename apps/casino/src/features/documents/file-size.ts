import type { Locale } from '@casino/flows';
import { intlLocale } from '../../lib/format';

const KILO = 1024;

/** A file's size in the locale's units, e.g. 2 Mt, 2,9 Mt, 120,3 kt (binary multiples, as the 2 MB limit is). */
export function formatFileSize(locale: Locale, bytes: number): string {
  const [value, unit] =
    bytes < KILO
      ? [bytes, 'byte']
      : bytes < KILO * KILO
        ? [bytes / KILO, 'kilobyte']
        : [bytes / KILO / KILO, 'megabyte'];
  return new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
