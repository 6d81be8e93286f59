import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../../shared/limits';
import { showInactivityNotice } from './inactivity-notice';
import { useSession } from './SessionProvider';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown'] as const;

/**
 * SPEC.md §9: 15 minutes without mouse move, mouse down or key down sign the user out, with the
 * message of §8, then /login. Only while signed in.
 */
export function InactivityLogout() {
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    let timer: ReturnType<typeof setTimeout>;
    const expire = () => {
      void signOut().finally(() => {
        showInactivityNotice();
        navigate('/login');
      });
    };
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(expire, LIMITS.inactivityLogoutMs);
    };
    reset();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, reset, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, reset);
    };
  }, [signedIn, signOut, navigate]);

  return null;
}
