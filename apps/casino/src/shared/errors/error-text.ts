import type { ErrorMessage } from '@casino/flows';
import { useTranslation } from 'react-i18next';

/**
 * The text of an error a flow shows (spec 8): its message key with its values, in the page's language. The flows
 * build the key from the catalogue (`errorKey`), so it is one of the locale file's `errors.*` keys;
 * test/locales.test.ts holds every key the catalogue can give.
 */
export function useErrorText(): (message: ErrorMessage) => string {
  const { t } = useTranslation();
  return (message) => t(message.key as 'errors.unexpected', message.values);
}
