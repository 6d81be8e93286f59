import { useEffect } from 'react';
import {
  useVoterSession,
  type VoterSessionState,
  type VoterSessionValue,
} from '../../shell/session/VoterSessionProvider';

export type { VoterSessionState, VoterSessionValue };

/** Where a voter lands after signing in or registering (SPEC.md §2). */
export const VOTER_HOME_PATH = '/dashboard-pemilih';
export const VOTER_LOGIN_PATH = '/login-pemilih';

/**
 * The voter session for a voter page: `session` ('unknown' | 'loading' | 'signed-out' |
 * 'signed-in' with the voter), `signIn`, `register`, `signOut`, `saved`. Calling it asks the
 * backend who is signed in (once per page load); other pages never pay for it.
 *
 *   const { session, signOut } = useVoter();
 *   if (session.status === 'signed-in') … session.voter.namaLengkap …
 *
 * A page that needs a voter wraps its content in <RequireVoter> instead.
 */
export function useVoter(): VoterSessionValue {
  const value = useVoterSession();
  const { check } = value;
  useEffect(() => check(), [check]);
  return value;
}
