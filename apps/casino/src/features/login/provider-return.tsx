import { anonymousPageRedirect } from '@casino/flows';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { storedProviderRecord, type StoredProviderRecord } from '../../shared/payments/provider-record';

const BankLoginReturn = lazy(() => import('./bank-login-return'));
const DepositReturn = lazy(() => import('./deposit-return'));

/**
 * The return from the bank or the payment provider (spec 4 Bank login, Deposit), on whatever page they send the player
 * back to (the simulated ones: the page the player came from; a real one may use a fixed address): when the session
 * storage holds a bank login or a deposit, the player goes back to the page it started from (in its language), and
 * the return's dialog loads and finishes it there.
 * Mounted once by the root; a visit without a record loads nothing more.
 */
export function ProviderReturn() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Read once, after hydration (the server cannot see the session storage); the dialog forgets the record itself.
  const [stored, setStored] = useState<{ visit: StoredProviderRecord | null } | null>(null);
  if (hydrated && stored === null) setStored({ visit: storedProviderRecord() });
  const visit = stored?.visit;

  useEffect(() => {
    if (!visit?.returnTo) return;
    // A path of this site only (as any redirect of the app), and only if the provider did not bring the player there.
    const target = anonymousPageRedirect(visit.returnTo);
    if (target.to === 'path' && target.path !== window.location.pathname + window.location.search)
      void navigate(target.path, { replace: true });
  }, [visit, navigate]);

  const done = useCallback(() => setStored({ visit: null }), []);
  if (!visit) return null;
  return (
    <Suspense>
      {visit.record.type === 'auth' ? (
        <BankLoginReturn record={visit.record} onDone={done} />
      ) : (
        <DepositReturn record={visit.record} onDone={done} />
      )}
    </Suspense>
  );
}
