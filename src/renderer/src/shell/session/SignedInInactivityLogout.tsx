import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { InactivityLogoutProps } from './InactivityLogout';
import { useSession } from './SessionProvider';
import { useVoterSession } from './VoterSessionProvider';

// The idle clock, its cross-tab messages and its notice are a signed-in user's alone: a visitor of
// the public pages never downloads them.
const InactivityLogout = lazy(() =>
  import('./InactivityLogout').then((m) => ({ default: m.InactivityLogout })),
);

/** The inactivity sign-out of accounts (staff), loaded once someone is signed in. */
export function SignedInInactivityLogout() {
  const { session, signOut } = useSession();
  return (
    <OnceSignedIn
      population="account"
      signedIn={session.status === 'signed-in'}
      signOut={signOut}
    />
  );
}

/** The inactivity sign-out of voters, loaded once a voter is signed in. */
export function SignedInVoterInactivityLogout() {
  const { session, signOut } = useVoterSession();
  return (
    <OnceSignedIn population="voter" signedIn={session.status === 'signed-in'} signOut={signOut} />
  );
}

/**
 * It stays mounted from the first sign-in on, as it was before it was split off: its own
 * sign-out turns the session to signed-out and then still has to show the notice and go to the
 * sign-in page.
 */
function OnceSignedIn(props: InactivityLogoutProps) {
  const [wanted, setWanted] = useState(false);
  // Adjusting state while rendering (React's pattern for state derived from a change): the
  // component mounts in the same commit the session arrives in.
  if (props.signedIn && !wanted) setWanted(true);
  if (!wanted) return null;
  // A chunk that fails to load must not take the page with it; the server's own idle limit still
  // ends the session.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <InactivityLogout {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
