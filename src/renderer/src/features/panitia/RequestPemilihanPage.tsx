import { Container, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { loginReturningTo } from '../../shell/session/safe-redirect';
import { useSession } from '../../shell/session/SessionProvider';
import { PageLoading } from '../../ui/feedback/PageLoading';
import type { LoginNotice } from '../accounts/login-notice';
import { AccessRefused } from './AccessRefused';

export const REQUEST_PAGE_TEXT = {
  signInFirst: 'Anda harus login untuk mengakses halaman ini.',
  refusedTitle: 'Akses Ditolak',
  refused: 'Hanya panitia yang telah disetujui atau Master Admin yang dapat mengakses halaman ini.',
} as const;

// The form and the lists come once the account may use them: a visitor sent on to /login (the
// page's usual first visitor, and the benchmark's) never downloads them.
const RequestArea = lazy(() => import('./RequestArea'));

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
      {session.status === 'signed-in' ? (
        <Suspense fallback={<PageLoading />}>
          <RequestArea user={session.user} />
        </Suspense>
      ) : (
        <PageLoading />
      )}
    </Container>
  );
}

/**
 * Signed out: /login, and back here after signing in, with ORIGINAL.md §3.2's message on the
 * sign-in card (no notification: a visitor's first load stays light).
 */
function SignInFirst() {
  return (
    <Navigate
      to={loginReturningTo('/request-pemilihan')}
      replace
      state={{ notice: REQUEST_PAGE_TEXT.signInFirst } satisfies LoginNotice}
    />
  );
}

function Refused() {
  return (
    <AccessRefused title={REQUEST_PAGE_TEXT.refusedTitle} message={REQUEST_PAGE_TEXT.refused} />
  );
}
