import { Burger, Group, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { isAdminShellRole, type UserProfile } from '../../../../shared/accounts';
import { adminPageExists } from '../../shell/navigation/built-pages';
import { loginReturningTo } from '../../shell/session/safe-redirect';
import { useSession } from '../../shell/session/SessionProvider';
import type { AdminOutletContext } from './admin-context';
import classes from './AdminLayout.module.css';
import { AdminSidebar } from './AdminSidebar';

const SIDEBAR_ID = 'admin-sidebar';

/**
 * The admin shell under /admin (SPEC.md §2, §4, §6). Loading → a full-screen spinner; nobody
 * signed in → /login?redirect= the page asked for; a role other than admin, master or banggar → /; banggar on /admin →
 * /admin/berkas. The profile is the session's, watched live, so a role taken away by the master
 * sends the user out at once. The inactivity sign-out and the cross-tab reload live in RootLayout
 * and SessionProvider.
 *
 * Route guards here are for the user's sake; the server checks every admin call itself.
 */
export default function AdminLayout() {
  const { session } = useSession();
  if (session.status === 'loading') {
    return (
      <Group justify="center" className={classes.fullScreen} role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text c="dimmed">Memuat profil…</Text>
      </Group>
    );
  }
  if (session.status === 'signed-out') return <SignInFirst byUser={session.byUser === true} />;
  const { role } = session.user;
  // banggar uses the shell for SI-BERKAS only (SPEC.md §6); the sidebar shows them that entry.
  if ((!isAdminShellRole(role) && role !== 'banggar') || session.user.disabled) {
    return <Navigate to="/" replace />;
  }
  return <AdminShell user={session.user} />;
}

/**
 * Signed out: /login, then back to the admin page asked for ("Login Staf/Admin" → /admin/berkas,
 * a bookmark, a tab reloaded after signing out elsewhere) — unless the user just chose Logout.
 */
function SignInFirst(props: { byUser: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <Navigate to={props.byUser ? '/login' : loginReturningTo(`${pathname}${search}`)} replace />
  );
}

function AdminShell(props: { user: UserProfile }) {
  const { user } = props;
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

  const context: AdminOutletContext = { user };

  // Ringkasan is not theirs: banggar landing on /admin goes to their one page.
  if (user.role === 'banggar' && (pathname === '/admin' || pathname === '/admin/')) {
    return <Navigate to="/admin/berkas" replace />;
  }

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
          aria-label={sidebarOpen ? 'Tutup menu admin' : 'Buka menu admin'}
          aria-expanded={sidebarOpen}
          aria-controls={SIDEBAR_ID}
        />
        <span className={classes.mobileTitle}>Admin Dashboard</span>
      </header>
      {sidebarOpen && <div className={classes.overlay} onClick={close} aria-hidden="true" />}
      <aside id={SIDEBAR_ID} className={classes.sidebar} data-open={sidebarOpen || undefined}>
        <AdminSidebar
          user={user}
          pathname={pathname}
          pageExists={adminPageExists}
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
