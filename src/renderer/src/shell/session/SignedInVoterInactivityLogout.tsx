import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useVoterSession } from './VoterSessionProvider';

// A voter's idle clock, like an account's, arrives only once a voter is signed in.
const VoterInactivityLogout = lazy(() =>
  import('./VoterInactivityLogout').then((m) => ({ default: m.VoterInactivityLogout })),
);

/**
 * The voters' inactivity sign-out (VoterInactivityLogout), loaded once a voter is signed in and
 * kept mounted from then on, so its own sign-out can still show the notice and go to
 * /login-pemilih.
 */
export function SignedInVoterInactivityLogout() {
  const { session } = useVoterSession();
  const [wanted, setWanted] = useState(false);
  if (session.status === 'signed-in' && !wanted) setWanted(true);
  if (!wanted) return null;
  // The server's own idle limit still ends the session if this chunk cannot load.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <VoterInactivityLogout />
      </Suspense>
    </ErrorBoundary>
  );
}
