import type { Locale } from '@casino/flows';
import { useLocation } from 'react-router';
import { splitLocale } from '../../app/routes';

/** The locale of the current page, read from its path prefix. */
export const useLocale = (): Locale => splitLocale(useLocation().pathname).locale;
