import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { safeRedirectPath } from '../../shell/session/safe-redirect';
import { useVoter, VOTER_LOGIN_PATH } from './use-voter';

/** /login-pemilih, returning to `path` after the voter signs in. */
export function voterLoginReturningTo(path: string): string {
  const target = safeRedirectPath(path);
  return target ? `${VOTER_LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : VOTER_LOGIN_PATH;
}

/**
 * The content of a page for signed-in voters only (SPEC.md §2, §6: a voter not signed in goes to
 * /login-pemilih, and comes back here after signing in). The backend refuses their data anyway;
 * this only spares a page that cannot show anything.
 *
 *   <RequireVoter>{(voter) => <Dashboard voter={voter} />}</RequireVoter>
 */
export function RequireVoter(props: { children: (voter: VoterProfile) => ReactNode }) {
  const { session } = useVoter();
  const { pathname, search } = useLocation();
  if (session.status === 'signed-in') return props.children(session.voter);
  if (session.status === 'signed-out') {
    // After the voter's own Logout there is nothing to return to.
    const to = session.byUser ? VOTER_LOGIN_PATH : voterLoginReturningTo(`${pathname}${search}`);
    return <Navigate to={to} replace />;
  }
  return (
    <Center py={96} role="status" aria-label="Memuat data pemilih">
      <Loader aria-hidden />
    </Center>
  );
}
