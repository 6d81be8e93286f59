import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { UserProfile } from '../../../../shared/accounts';
import { useBackendContext } from '../../backend/BackendProvider';
import { announceAuthChange, onAuthChangeElsewhere } from './auth-broadcast';

export type SessionState =
  | { status: 'loading'; user: null }
  | {
      status: 'signed-out';
      user: null;
      /** Signed out here by the user's own Logout: /login without a page to return to. */
      byUser?: boolean;
    }
  | { status: 'signed-in'; user: UserProfile };

interface SessionContextValue {
  session: SessionState;
  signIn(email: string, password: string): Promise<UserProfile>;
  /** Ends the session on the server and in every tab; `idle` for the inactivity sign-out. */
  signOut(reason?: 'user' | 'idle'): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Who is signed in. The profile is watched live, so a role change by the master shows at once;
 * when the server ends the session (disabled account, sign-out elsewhere) the state becomes
 * signed-out. Signing in or out reloads the portal's other tabs (SPEC.md §4).
 */
export function SessionProvider(props: { children: ReactNode }) {
  const { backend } = useBackendContext();
  const [session, setSession] = useState<SessionState>({ status: 'loading', user: null });
  const signedInId = session.status === 'signed-in' ? session.user.id : null;

  useEffect(() => {
    let cancelled = false;
    void backend
      .then((b) => b.auth.currentUser())
      .then(
        (user) =>
          !cancelled &&
          setSession(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null }),
        () => !cancelled && setSession({ status: 'signed-out', user: null }),
      );
    return () => {
      cancelled = true;
    };
  }, [backend]);

  useEffect(() => {
    if (!signedInId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void backend.then((b) => {
      if (cancelled) return;
      stop = b.auth.watchMyProfile({
        next: (user) => setSession({ status: 'signed-in', user }),
        error: (error) => {
          if (error.code === 'UNAUTHENTICATED') setSession({ status: 'signed-out', user: null });
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [backend, signedInId]);

  useEffect(() => onAuthChangeElsewhere(() => window.location.reload()), []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const user = await (await backend).auth.signIn(email, password);
      setSession({ status: 'signed-in', user });
      // Signing in again answers the inactivity notice. The notice comes with the inactivity
      // sign-out's code, loaded only once someone was signed in: if it is shown, that code is here.
      void import('./inactivity-notice').then((notice) => notice.hideInactivityNotice());
      announceAuthChange('login');
      return user;
    },
    [backend],
  );

  const signOut = useCallback(
    async (reason: 'user' | 'idle' = 'user') => {
      try {
        await (await backend).auth.signOut();
      } finally {
        setSession({ status: 'signed-out', user: null, byUser: reason === 'user' });
        announceAuthChange('logout');
      }
    },
    [backend],
  );

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
