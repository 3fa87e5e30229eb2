import { anonymousPageRedirect, type AuthRecord, type DepositRecord } from '@casino/flows';
import { Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { storedProviderRecord, type StoredProviderRecord } from './provider-record';

/** A return's dialog: the record the session storage holds, and what to call once the return is over. */
interface ReturnProps<T> {
  record: T;
  onDone: () => void;
}

interface ProviderReturnProps {
  /** The bank login's return (features/login), loaded only when the record is one. */
  bankLogin: ComponentType<ReturnProps<AuthRecord>>;
  /** The deposit's return (features/deposit), loaded only when the record is one. */
  deposit: ComponentType<ReturnProps<DepositRecord>>;
}

/**
 * The return from the bank or the payment provider (spec 4 Bank login, Deposit), on whatever page they send the player
 * back to (the simulated ones: the page the player came from; a real one may use a fixed address): when the session
 * storage holds a bank login or a deposit, the player goes back to the page it started from (in its language), and
 * the return's dialog loads and finishes it there.
 * Mounted once by the root; a visit without a record loads nothing more.
 */
export function ProviderReturn({ bankLogin: BankLoginReturn, deposit: DepositReturn }: ProviderReturnProps) {
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
