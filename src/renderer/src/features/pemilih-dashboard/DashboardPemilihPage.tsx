import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { RequireVoter } from '../pemilih/RequireVoter';
import { useVoter, VOTER_LOGIN_PATH } from '../pemilih/use-voter';
import { VoterDashboard } from './VoterDashboard';

/**
 * /dashboard-pemilih (ORIGINAL.md §3.6): a signed-in voter's elections; a visitor goes to
 * /login-pemilih and comes back after signing in. Logout ends the voter's session only.
 */
export default function DashboardPemilihPage() {
  return <RequireVoter>{(voter) => <SignedIn voter={voter} />}</RequireVoter>;
}

function SignedIn(props: { voter: VoterProfile }) {
  const { signOut } = useVoter();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      navigate(VOTER_LOGIN_PATH, { replace: true });
    }
  };
  return <VoterDashboard voter={props.voter} onLogout={() => void logout()} loggingOut={leaving} />;
}
