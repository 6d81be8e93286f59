import { Container, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { RequireVoter } from '../pemilih/RequireVoter';
import { useVoter, VOTER_LOGIN_PATH } from '../pemilih/use-voter';
import { PageLoading } from '../../ui/feedback/PageLoading';

// The dashboard comes once a voter is signed in: a visitor sent on to /login-pemilih never
// downloads it.
const VoterDashboard = lazy(() => import('./VoterDashboard'));

/**
 * /dashboard-pemilih (ORIGINAL.md §3.6): a signed-in voter's elections; a visitor goes to
 * /login-pemilih and comes back after signing in. Logout ends the voter's session only. The
 * heading stands before the voter is known (the server's HTML has it, like /profil-pemilih).
 */
export default function DashboardPemilihPage() {
  return (
    <Container size="lg" py={40}>
      <Title order={1}>Dasbor Pemilih</Title>
      <RequireVoter>{(voter) => <SignedIn voter={voter} />}</RequireVoter>
    </Container>
  );
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
  return (
    <Suspense fallback={<PageLoading />}>
      <VoterDashboard voter={props.voter} onLogout={() => void logout()} loggingOut={leaving} />
    </Suspense>
  );
}
