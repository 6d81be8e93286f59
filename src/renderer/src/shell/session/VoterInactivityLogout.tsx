import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../../shared/limits';
import { useBackendContext } from '../../backend/BackendProvider';
import { IDLE_WARNING_MS } from './InactivityLogout';
import { showInactivityNotice } from './inactivity-notice';
import type { KeepAlive } from './keep-alive';
import { useIdleDeadline } from './use-idle-deadline';
import { useVoterSession } from './VoterSessionProvider';

const loadWarning = () => import('./IdleWarningDialog');
const IdleWarningDialog = lazy(() => loadWarning().then((m) => ({ default: m.IdleWarningDialog })));

/** Where a voter signs in again (SPEC.md §2: the voter pages' own sign-in). */
export const VOTER_LOGIN_PATH = '/login-pemilih';

/**
 * SPEC.md §9 for a signed-in voter: 15 minutes without mouse move, mouse down or key down (in
 * any tab) sign the voter out with the message of §8, then /login-pemilih; a minute before, the
 * same warning with "Tetap Masuk". Activity keeps the server's own idle clock informed.
 */
export function VoterInactivityLogout() {
  const { session, signOut } = useVoterSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';

  const expire = useCallback(() => {
    void signOut('idle').finally(() => {
      showInactivityNotice();
      navigate(VOTER_LOGIN_PATH, { replace: true });
    });
  }, [signOut, navigate]);

  useEffect(() => {
    if (signedIn) void loadWarning();
  }, [signedIn]);

  const { backend } = useBackendContext();
  const keepAlive = useRef<KeepAlive | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let made: KeepAlive | undefined;
    let cancelled = false;
    void import('./keep-alive').then(({ createKeepAlive }) => {
      if (cancelled) return;
      made = createKeepAlive(() => {
        backend.then((b) => b.voters.keepAlive()).catch(() => undefined);
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
