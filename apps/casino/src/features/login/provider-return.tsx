import { anonymousPageRedirect } from '@casino/flows';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { storedBankLogin, type StoredBankLogin } from './provider-record';

const BankLoginReturn = lazy(() => import('./bank-login-return'));

/**
 * The return from the bank (spec 4 Bank login), on whatever page the bank sends the player back to (the simulated
 * bank: the home page): when the session storage holds a bank login, the player goes back to the page the login
 * started from (in its language), and the return's dialog loads and finishes it there. Mounted once by the root; a
 * visit without a bank login loads nothing more.
 */
export function ProviderReturn() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Read once, after hydration (the server cannot see the session storage); the dialog forgets the record itself.
  const [stored, setStored] = useState<{ login: StoredBankLogin | null } | null>(null);
  if (hydrated && stored === null) setStored({ login: storedBankLogin() });
  const login = stored?.login;

  useEffect(() => {
    if (!login?.returnTo) return;
    // A path of this site only (as any redirect of the app), and only if the bank did not bring the player there.
    const target = anonymousPageRedirect(login.returnTo);
    if (target.to === 'path' && target.path !== window.location.pathname + window.location.search)
      void navigate(target.path, { replace: true });
  }, [login, navigate]);

  const done = useCallback(() => setStored({ login: null }), []);
  if (!login) return null;
  return (
    <Suspense>
      <BankLoginReturn record={login.record} onDone={done} />
    </Suspense>
  );
}
