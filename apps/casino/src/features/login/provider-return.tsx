import type { AuthRecord } from '@casino/flows';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { storedBankLogin } from './provider-record';

const BankLoginReturn = lazy(() => import('./bank-login-return'));

/**
 * The return from the bank (spec 4 Bank login), on whatever page the bank sends the player back to (the simulated
 * bank: the home page): when the session storage holds a bank login, its dialog loads and finishes it. Mounted once
 * by the root; a visit without a bank login loads nothing more.
 */
export function ProviderReturn() {
  const hydrated = useHydrated();
  // Read once, after hydration (the server cannot see the session storage); the dialog forgets the record itself.
  const [stored, setStored] = useState<{ record: AuthRecord | null } | null>(null);
  if (hydrated && stored === null) setStored({ record: storedBankLogin() });
  const done = useCallback(() => setStored({ record: null }), []);
  if (!stored?.record) return null;
  return (
    <Suspense>
      <BankLoginReturn record={stored.record} onDone={done} />
    </Suspense>
  );
}
