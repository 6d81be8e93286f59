import { Button } from '@mantine/core';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { AreaLoading, AreaShell } from '../../shell/area/AreaShell';
import { loginReturningTo } from '../../shell/session/safe-redirect';
import { useSession } from '../../shell/session/SessionProvider';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { AccessRefused } from './AccessRefused';
import type { PanitiaOutletContext } from './panitia-context';
import { PanitiaSidebar } from './PanitiaSidebar';

export const PANITIA_LAYOUT_TEXT = {
  refusedTitle: 'Akses Ditolak',
  refused:
    'Halaman ini hanya untuk panitia yang ditugaskan pada pemilihan ini dan Master Admin. Server menolak akun Anda, jadi tidak ada data pemilihan yang ditampilkan.',
  notFoundTitle: 'Pemilihan Tidak Ditemukan',
  notFound: 'Pemilihan tidak ditemukan atau gagal dimuat.',
} as const;

/**
 * The committee area /panitia/{eventId} (ORIGINAL.md §3.9, with the scope the old portal lacked):
 * signed out → /login and back; otherwise the backend decides. Its refusal (403: not this
 * election's committee nor the master) shows a refusal page, never the data; once it lets the
 * account in, the pages get the election, live.
 */
export default function PanitiaLayout() {
  const { session } = useSession();
  const { pathname } = useLocation();
  if (session.status === 'loading') return <AreaLoading label="Memuat profil…" />;
  if (session.status === 'signed-out')
    return <Navigate to={session.byUser ? '/login' : loginReturningTo(pathname)} replace />;
  return <PanitiaArea user={session.user} />;
}

function PanitiaArea(props: { user: UserProfile }) {
  const eventId = useParams().eventId ?? '';
  const { value: election, error } = useLiveQuery(LIVE_TOPICS.committeeElection, eventId);
  const back = (
    <Button
      component={Link}
      to={props.user.role === 'master' ? '/admin/manajemen-voting' : '/request-pemilihan'}
      variant="light"
    >
      {props.user.role === 'master' ? 'Kembali ke Manajemen' : 'Kembali ke Pengajuan Saya'}
    </Button>
  );
  if (!election && error?.code === 'FORBIDDEN')
    return (
      <AccessRefused
        title={PANITIA_LAYOUT_TEXT.refusedTitle}
        message={PANITIA_LAYOUT_TEXT.refused}
        action={back}
      />
    );
  if (!election && error?.code === 'NOT_FOUND')
    return (
      <AccessRefused
        title={PANITIA_LAYOUT_TEXT.notFoundTitle}
        message={PANITIA_LAYOUT_TEXT.notFound}
        action={back}
      />
    );
  if (!election && error?.code === 'UNAUTHENTICATED')
    return <Navigate to={loginReturningTo(`/panitia/${eventId}`)} replace />;
  if (!election && error)
    return (
      <div style={{ padding: 'var(--mantine-spacing-xl)' }}>
        <LoadError title="Pemilihan tidak dapat dimuat" error={error} />
      </div>
    );
  if (!election) return <AreaLoading label="Memuat pemilihan…" />;
  return <PanitiaShell user={props.user} context={{ election, user: props.user }} />;
}

function PanitiaShell(props: { user: UserProfile; context: PanitiaOutletContext }) {
  const { user, context } = props;
  return (
    <AreaShell
      sidebarId="panitia-sidebar"
      menuName="panitia"
      title={`Panitia: ${context.election.nama}`}
      context={context}
      sidebar={(area) => (
        <PanitiaSidebar
          eventId={context.election.id}
          electionName={context.election.nama}
          user={user}
          onNavigate={area.onNavigate}
          onLogout={area.onLogout}
          loggingOut={area.loggingOut}
        />
      )}
    />
  );
}
