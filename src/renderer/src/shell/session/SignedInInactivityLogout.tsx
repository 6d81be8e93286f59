import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useSession } from './SessionProvider';

// The idle clock, its cross-tab messages and its notice are a signed-in user's alone: a visitor of
// the public pages never downloads them.
const InactivityLogout = lazy(() =>
  import('./InactivityLogout').then((m) => ({ default: m.InactivityLogout })),
);

/**
 * The inactivity sign-out (InactivityLogout), loaded once someone is signed in. It stays mounted
 * from then on, as it was before it was split off: its own sign-out turns the session to
 * signed-out and then still has to show the notice and go to /login.
 */
export function SignedInInactivityLogout() {
  const { session } = useSession();
  const [wanted, setWanted] = useState(false);
  // Adjusting state while rendering (React's pattern for state derived from a change): the
  // component mounts in the same commit the session arrives in.
  if (session.status === 'signed-in' && !wanted) setWanted(true);
  if (!wanted) return null;
  // A chunk that fails to load must not take the page with it; the server's own idle limit still
  // ends the session.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <InactivityLogout />
      </Suspense>
    </ErrorBoundary>
  );
}
