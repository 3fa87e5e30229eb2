import { contentValue } from '@casino/api-client';
import { AFFILIATE_COOKIE_SECONDS, affiliateReference } from '@casino/flows';
import { AffiliateBanner, Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../app/api';
import { localizedPath } from '../../app/routes';
import { useSessionStatus } from '../../shared/session/session';
import { useLocale } from '../../shared/locale/use-locale';

/** The query parameter an affiliate's link carries, and where a visitor's reference is kept for the visit. */
const REF_PARAM = 'ref';
const STORED_REF = 'casino.affiliate';
const AFFILIATE_COOKIE = 'affiliate';
const noChanges = () => () => undefined;

/** The affiliate reference of this visit: the link's, else the one kept since the visitor arrived; null without. */
function useAffiliateReference(): number | null {
  const [search] = useSearchParams();
  const fromLink = search.get(REF_PARAM);
  // Read at each render in the browser (nothing on the server): the page that keeps it also renders it anew.
  const stored = useSyncExternalStore(
    noChanges,
    () => sessionStorage.getItem(STORED_REF),
    () => null,
  );
  useEffect(() => {
    if (fromLink) sessionStorage.setItem(STORED_REF, fromLink);
  }, [fromLink]);
  const reference = fromLink ?? stored;
  return reference === null ? null : affiliateReference(reference);
}

/**
 * The affiliate's welcome (spec 2.3; 4, Labels and banner): a visitor who came by an affiliate's link sees its
 * message in the locale, with the granted free spins and their game, and a register button; the reference is one of
 * the known ids, else 1. A logged-in player gets the 7-day affiliate cookie instead of the banner.
 */
export function AffiliateWelcome() {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const status = useSessionStatus();
  const reference = useAffiliateReference();
  const [dismissed, setDismissed] = useState(false);
  const affiliate = useQuery({
    queryKey: ['content', 'affiliate', reference],
    queryFn: () =>
      contentValue(api.content.GET('/affiliate/{ref}', { params: { path: { ref: String(reference) } } }), null),
    enabled: reference !== null && status === 'loggedOut',
  }).data;

  useEffect(() => {
    if (reference !== null && status === 'loggedIn')
      document.cookie = `${AFFILIATE_COOKIE}=${reference}; Max-Age=${AFFILIATE_COOKIE_SECONDS}; Path=/; SameSite=Lax`;
  }, [reference, status]);

  if (!affiliate || dismissed || status !== 'loggedOut') return null;
  const message = { fi: affiliate.message_fi, en: affiliate.message_en, et: affiliate.message_et }[locale];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4">
      <AffiliateBanner
        title={t('affiliate.banner.title')}
        message={message}
        offer={
          affiliate.granted_free_spins > 0
            ? t('affiliate.banner.offer', {
                count: affiliate.granted_free_spins,
                game: affiliate.free_spin_game?.title ?? '',
              })
            : undefined
        }
        action={
          <Button asChild>
            <Link to={localizedPath('REGISTRATION', locale)}>{t('layout.header.register')}</Link>
          </Button>
        }
        dismissLabel={t('affiliate.banner.dismiss')}
        onDismiss={() => {
          setDismissed(true);
          sessionStorage.removeItem(STORED_REF);
        }}
      />
    </div>
  );
}
