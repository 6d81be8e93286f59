import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../../shared/limits';
import type { Backend } from '../../backend/contract';
import { useBackendContext } from '../../backend/BackendProvider';
import { loginReturningTo } from './safe-redirect';
import { showInactivityNotice } from './inactivity-notice';
import type { KeepAlive } from './keep-alive';
import { useIdleDeadline } from './use-idle-deadline';

// The dialog's code is not the home page's: it arrives once someone signs in.
const loadWarning = () => import('./IdleWarningDialog');
const IdleWarningDialog = lazy(() => loadWarning().then((m) => ({ default: m.IdleWarningDialog })));

/** The warning opens this long before the sign-out. */
const IDLE_WARNING_MS = 60_000;

export type IdlePopulation = 'account' | 'voter';

interface Population {
  /** Tells the backend's own idle limit that the session is in use. */
  keepAlive(backend: Backend): Promise<void>;
  /** Where to sign in again, from the page the user was on. */
  loginPath(here: string): string;
}

// Here rather than given by the caller, which every page loads: a public visitor downloads none
// of it.
const POPULATIONS: Record<IdlePopulation, Population> = {
  account: {
    keepAlive: (backend) => backend.auth.keepAlive(),
    // Signing in again returns to the same page.
    loginPath: loginReturningTo,
  },
  voter: {
    keepAlive: (backend) => backend.voters.keepAlive(),
    // SPEC.md §2: the voter pages' own sign-in.
    loginPath: () => '/login-pemilih',
  },
};

export interface InactivityLogoutProps {
  /** Accounts (staff) or voters: each has its own session, keep-alive and sign-in page. */
  population: IdlePopulation;
  signedIn: boolean;
  signOut(reason: 'idle'): Promise<void>;
}

/**
 * SPEC.md §9: 15 minutes without mouse move, mouse down or key down (in any tab of the portal)
 * sign the user out, with the message of §8, then to the sign-in page; a minute before, a warning
 * with a countdown and "Tetap Masuk". Only while signed in.
 */
export function InactivityLogout(props: InactivityLogoutProps) {
  const { signedIn, signOut } = props;
  const { keepAlive: tellBackend, loginPath } = POPULATIONS[props.population];
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  const expire = useCallback(() => {
    const returnTo = loginPath(here.current);
    void signOut('idle').finally(() => {
      showInactivityNotice();
      navigate(returnTo, { replace: true });
    });
  }, [signOut, navigate, loginPath]);

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
        backend.then(tellBackend).catch(() => undefined);
      });
      keepAlive.current = made;
    });
    return () => {
      cancelled = true;
      made?.stop();
      keepAlive.current = null;
    };
  }, [signedIn, backend, tellBackend]);

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
