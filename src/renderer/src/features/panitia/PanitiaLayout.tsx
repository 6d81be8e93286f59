import { Burger, Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { loginReturningTo } from '../../shell/session/safe-redirect';
import { useSession } from '../../shell/session/SessionProvider';
import { LoadError } from '../../ui/feedback/AsyncContent';
import classes from '../admin-shell/AdminLayout.module.css';
import { AccessRefused } from './AccessRefused';
import type { PanitiaOutletContext } from './panitia-context';
import { PanitiaSidebar } from './PanitiaSidebar';

const SIDEBAR_ID = 'panitia-sidebar';

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
  if (session.status === 'loading') return <FullScreenLoading label="Memuat profil…" />;
  if (session.status === 'signed-out')
    return <Navigate to={session.byUser ? '/login' : loginReturningTo(pathname)} replace />;
  return <PanitiaArea user={session.user} />;
}

function FullScreenLoading(props: { label: string }) {
  return (
    <Group justify="center" className={classes.fullScreen} role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text c="dimmed">{props.label}</Text>
    </Group>
  );
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
  if (!election) return <FullScreenLoading label="Memuat pemilihan…" />;
  return <PanitiaShell user={props.user} context={{ election, user: props.user }} />;
}

function PanitiaShell(props: { user: UserProfile; context: PanitiaOutletContext }) {
  const { user, context } = props;
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const burgerRef = useRef<HTMLButtonElement>(null);
  // The phone sidebar is open on the path where it was opened: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const sidebarOpen = openedOn === pathname;
  const [loggingOut, setLoggingOut] = useState(false);
  const close = () => setOpenedOn(null);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      burgerRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [sidebarOpen]);

  const logout = async () => {
    setLoggingOut(true);
    try {
      await signOut();
    } catch {
      // signOut ends the session locally whatever the server answered.
    }
    navigate('/login', { replace: true });
  };

  const title = `Panitia: ${context.election.nama}`;
  return (
    <div className={classes.shell}>
      <a href="#konten" className="skip-link">
        Langsung ke konten
      </a>
      <header className={classes.mobileHeader}>
        <Burger
          ref={burgerRef}
          opened={sidebarOpen}
          onClick={() => setOpenedOn(sidebarOpen ? null : pathname)}
          color="white"
          size="sm"
          aria-label={sidebarOpen ? 'Tutup menu panitia' : 'Buka menu panitia'}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
        />
        <span
          className={classes.mobileTitle}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {title}
        </span>
      </header>
      {sidebarOpen && <div className={classes.overlay} onClick={close} aria-hidden="true" />}
      <aside id={SIDEBAR_ID} className={classes.sidebar} data-open={sidebarOpen || undefined}>
        <PanitiaSidebar
          eventId={context.election.id}
          electionName={context.election.nama}
          user={user}
          onNavigate={close}
          onLogout={() => void logout()}
          loggingOut={loggingOut}
        />
      </aside>
      <main id="konten" className={classes.main}>
        <Outlet context={context} />
      </main>
    </div>
  );
}
