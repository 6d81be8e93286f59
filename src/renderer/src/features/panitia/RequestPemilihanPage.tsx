import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { loginReturningTo } from '../../shell/session/InactivityLogout';
import { useSession } from '../../shell/session/SessionProvider';
import { notifications } from '../../ui/feedback/notify';
import { PageLoading } from '../../ui/feedback/PageLoading';
import { AccessRefused } from './AccessRefused';
import { MyElectionsSection, MyRequestsSection } from './MyRequestsSection';
import { RequestForm } from './RequestForm';

export const REQUEST_PAGE_TEXT = {
  signInFirst: 'Anda harus login untuk mengakses halaman ini.',
  refusedTitle: 'Akses Ditolak',
  refused: 'Hanya panitia yang telah disetujui atau Master Admin yang dapat mengakses halaman ini.',
} as const;

/** Who may ask for an election (the backend refuses everyone else whatever this page shows). */
export const mayRequestElection = (user: UserProfile): boolean =>
  !user.disabled && (user.role === 'panitia_requestor' || user.role === 'master');

/**
 * /request-pemilihan (ORIGINAL.md §3.2): an approved committee account (or the master) asks for
 * an election, follows its requests' decisions and reaches the committee area of every election
 * it serves on. A committee account lands here after signing in.
 */
export default function RequestPemilihanPage() {
  const { session } = useSession();
  if (session.status === 'signed-out') return <SignInFirst />;
  if (session.status === 'signed-in' && !mayRequestElection(session.user)) return <Refused />;
  return (
    <Container size="lg" py={48}>
      {/* The heading stands while the session is read (and in the server's HTML). */}
      <Title order={1}>Ajukan Permintaan Pemilihan</Title>
      {session.status === 'signed-in' ? <RequestArea user={session.user} /> : <PageLoading />}
    </Container>
  );
}

function RequestArea(props: { user: UserProfile }) {
  return (
    <>
      <Text c="dimmed" mt="xs" mb="xl">
        Ajukan pemilihan organisasi Anda. Master Admin BEM meninjau dokumen pengesahannya, lalu
        menugaskan Anda sebagai panitia pemilihan tersebut.
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RequestForm user={props.user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            <MyElectionsSection accountId={props.user.id} />
            <MyRequestsSection accountId={props.user.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function SignInFirst() {
  useEffect(() => {
    notifications.show({
      id: 'request-sign-in',
      color: 'yellow',
      message: REQUEST_PAGE_TEXT.signInFirst,
    });
  }, []);
  return <Navigate to={loginReturningTo('/request-pemilihan')} replace />;
}

function Refused() {
  return (
    <AccessRefused title={REQUEST_PAGE_TEXT.refusedTitle} message={REQUEST_PAGE_TEXT.refused} />
  );
}
