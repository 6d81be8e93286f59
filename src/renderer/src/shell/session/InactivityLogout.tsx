import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../../shared/limits';
import { useBackendContext } from '../../backend/BackendProvider';
import { loginReturningTo } from './safe-redirect';
import { showInactivityNotice } from './inactivity-notice';
import { useSession } from './SessionProvider';
import type { KeepAlive } from './keep-alive';
import { useIdleDeadline } from './use-idle-deadline';

// The dialog's code is not the home page's: it arrives once someone signs in.
const loadWarning = () => import('./IdleWarningDialog');
const IdleWarningDialog = lazy(() => loadWarning().then((m) => ({ default: m.IdleWarningDialog })));

/** The warning opens this long before the sign-out. */
export const IDLE_WARNING_MS = 60_000;

/**
 * SPEC.md §9: 15 minutes without mouse move, mouse down or key down (in any tab of the portal)
 * sign the user out, with the message of §8, then /login; a minute before, a warning with a
 * countdown and "Tetap Masuk". Only while signed in. Signing in again returns to the same page.
 */
export function InactivityLogout() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  const expire = useCallback(() => {
    const returnTo = loginReturningTo(here.current);
    void signOut('idle').finally(() => {
      showInactivityNotice();
      navigate(returnTo, { replace: true });
    });
  }, [signOut, navigate]);

  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) void loadWarning();
  }, [signedIn]);

  // The server has its own idle limit; activity here keeps it informed (loaded on sign-in).
  const { backend } = useBackendContext();
  const keepAlive = useRef<KeepAlive | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let made: KeepAlive | undefined;
    let cancelled = false;
    void import('./keep-alive').then(({ createKeepAlive }) => {
      if (cancelled) return;
      made = createKeepAlive(() => {
        backend.then((b) => b.auth.keepAlive()).catch(() => undefined);
      });
      keepAlive.current = made;
    });
    return () => {
      cancelled = true;
      made?.stop();
      keepAlive.current = null;
    };
  }, [signedIn, backend]);

  const { remainingMs, keep } = useIdleDeadline({
    enabled: signedIn,
    idleMs: LIMITS.inactivityLogoutMs,
    warnMs: IDLE_WARNING_MS,
    onExpire: expire,
    onActivity: () => keepAlive.current?.activity(),
  });

  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog remainingMs={remainingMs} onKeep={keep} />
    </Suspense>
  );
}
