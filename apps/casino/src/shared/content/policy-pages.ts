import type { Locale } from '@casino/flows';
import { localizedPath } from '../../app/routes';

/** The two policies a player accepts (spec 7: policyChecked, privacyPolicyChecked). */
export type Policy = 'policyChecked' | 'privacyPolicyChecked';

/** The terms and the privacy policy as content pages, by locale (the links beside the policy boxes). */
const POLICY_PAGES: Record<Policy, Record<Locale, string>> = {
  policyChecked: { fi: 'kayttoehdot', en: 'terms', et: 'tingimused' },
  privacyPolicyChecked: { fi: 'tietosuoja', en: 'privacy', et: 'privaatsus' },
};

/** The content page of a policy in the locale, e.g. /kayttoehdot or /en/privacy. */
export const policyPagePath = (policy: Policy, locale: Locale): string =>
  localizedPath('CONTENT_PAGE', locale, { slug: POLICY_PAGES[policy][locale] });
