import { Navigate, useLocation } from 'react-router-dom';
import { isAdminShellRole, type UserProfile } from '../../../../shared/accounts';
import { AreaLoading, AreaShell } from '../../shell/area/AreaShell';
import { adminPageExists } from '../../shell/navigation/built-pages';
import { loginReturningTo } from '../../shell/session/safe-redirect';
import { useSession } from '../../shell/session/SessionProvider';
import type { AdminOutletContext } from './admin-context';
import { AdminSidebar } from './AdminSidebar';

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
  if (session.status === 'loading') return <AreaLoading label="Memuat profil…" />;
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
  const { pathname } = useLocation();
  const context: AdminOutletContext = { user };

  // Ringkasan is not theirs: banggar landing on /admin goes to their one page.
  if (user.role === 'banggar' && (pathname === '/admin' || pathname === '/admin/')) {
    return <Navigate to="/admin/berkas" replace />;
  }

  return (
    <AreaShell
      sidebarId="admin-sidebar"
      menuName="admin"
      title="Admin Dashboard"
      context={context}
      sidebar={(area) => (
        <AdminSidebar
          user={user}
          pathname={pathname}
          pageExists={adminPageExists}
          onNavigate={area.onNavigate}
          onLogout={area.onLogout}
          loggingOut={area.loggingOut}
        />
      )}
    />
  );
}
