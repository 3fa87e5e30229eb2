import { AFFILIATE_COOKIE_SECONDS, affiliateReference } from '@casino/flows';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useSessionStatus } from '../../shared/session/session';

/** The banner's code, with its query and the ui's banner: loaded only for a visitor who came by an affiliate's link. */
const AffiliateOffer = lazy(() =>
  import('./affiliate-offer').then(({ AffiliateOffer }) => ({ default: AffiliateOffer })),
);

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
 * message (AffiliateOffer); the reference is one of the known ids, else 1. A logged-in player gets the 7-day affiliate
 * cookie instead of the banner.
 */
export function AffiliateWelcome() {
  const status = useSessionStatus();
  const reference = useAffiliateReference();

  useEffect(() => {
    if (reference !== null && status === 'loggedIn')
      document.cookie = `${AFFILIATE_COOKIE}=${reference}; Max-Age=${AFFILIATE_COOKIE_SECONDS}; Path=/; SameSite=Lax`;
  }, [reference, status]);

  if (reference === null || status !== 'loggedOut') return null;
  return (
    <Suspense>
      <AffiliateOffer reference={reference} onDismiss={() => sessionStorage.removeItem(STORED_REF)} />
    </Suspense>
  );
}
