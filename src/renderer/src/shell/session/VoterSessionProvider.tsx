import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { VoterProfile, VoterRegistration } from '../../../../shared/evoting/voter';
import { useBackendContext } from '../../backend/BackendProvider';
import { announceAuthChange } from './auth-broadcast';

export type VoterSessionState =
  /** Nobody asked yet (a visitor of the other pages costs no request), or the answer is coming. */
  | { status: 'unknown' | 'loading'; voter: null }
  | {
      status: 'signed-out';
      voter: null;
      /** Signed out here by the voter's own Logout (no notice, no page to return to). */
      byUser?: boolean;
    }
  | { status: 'signed-in'; voter: VoterProfile };

export interface VoterSessionValue {
  session: VoterSessionState;
  /** Asks the backend who is signed in, once: every voter page calls it (useVoter does). */
  check(): void;
  signIn(email: string, password: string): Promise<VoterProfile>;
  register(input: VoterRegistration): Promise<VoterProfile>;
  /** Ends the voter's session on the backend and in every tab; `idle` for the inactivity sign-out. */
  signOut(reason?: 'user' | 'idle'): Promise<void>;
  /** A profile the backend just saved: shown at once (the live profile follows). */
  saved(voter: VoterProfile): void;
}

/**
 * A voter signed in on this browser: then the portal asks who on every page load, so the idle
 * sign-out (SPEC.md §9) runs wherever the voter is. A visitor who never signed in as a voter
 * makes no request for it. The session itself is the backend's (an HttpOnly cookie, or Firebase
 * Auth): this mark is only a reason to ask.
 */
const HINT_KEY = 'bem-pemilih';
const hint = {
  get: () => {
    try {
      return globalThis.localStorage?.getItem(HINT_KEY) === '1';
    } catch {
      return false;
    }
  },
  set: (on: boolean) => {
    try {
      if (on) globalThis.localStorage?.setItem(HINT_KEY, '1');
      else globalThis.localStorage?.removeItem(HINT_KEY);
    } catch {
      // Storage refused (private mode): the voter pages still ask when they open.
    }
  },
};

const VoterSessionContext = createContext<VoterSessionValue | null>(null);

/**
 * Who is signed in as a voter (e-voting's own population, its own session: an admin session is
 * never a voter). The profile is watched live, so a save in another tab shows and a session ended
 * elsewhere (sign-out, password reset) turns to signed-out. Signing in or out reloads the
 * portal's other tabs, as for accounts (SessionProvider listens).
 */
export function VoterSessionProvider(props: { children: ReactNode }) {
  const { backend } = useBackendContext();
  const [session, setSession] = useState<VoterSessionState>({ status: 'unknown', voter: null });
  const asked = useRef(false);
  const voterId = session.status === 'signed-in' ? session.voter.id : null;

  const signedIn = useCallback((voter: VoterProfile) => {
    hint.set(true);
    setSession({ status: 'signed-in', voter });
  }, []);
  const signedOut = useCallback((byUser = false) => {
    hint.set(false);
    setSession({ status: 'signed-out', voter: null, byUser });
  }, []);

  const check = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    setSession((current) =>
      current.status === 'unknown' ? { status: 'loading', voter: null } : current,
    );
    void backend
      .then((b) => b.voters.current())
      .then(
        (voter) => (voter ? signedIn(voter) : signedOut()),
        // Unreachable backend: nobody to show, but the mark stays for the next load.
        () => setSession({ status: 'signed-out', voter: null }),
      );
  }, [backend, signedIn, signedOut]);

  useEffect(() => {
    if (hint.get()) check();
  }, [check]);

  useEffect(() => {
    if (!voterId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void backend.then((b) => {
      if (cancelled) return;
      stop = b.voters.watchCurrent({
        next: (voter) => (voter ? signedIn(voter) : signedOut()),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [backend, voterId, signedIn, signedOut]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const voter = await (await backend).voters.signIn(email, password);
      asked.current = true;
      signedIn(voter);
      void import('./inactivity-notice').then((notice) => notice.hideInactivityNotice());
      announceAuthChange('login');
      return voter;
    },
    [backend, signedIn],
  );

  const register = useCallback(
    async (input: VoterRegistration) => {
      const voter = await (await backend).voters.register(input);
      asked.current = true;
      signedIn(voter);
      announceAuthChange('login');
      return voter;
    },
    [backend, signedIn],
  );

  const signOut = useCallback(
    async (reason: 'user' | 'idle' = 'user') => {
      try {
        await (await backend).voters.signOut();
      } finally {
        signedOut(reason === 'user');
        announceAuthChange('logout');
      }
    },
    [backend, signedOut],
  );

  const value = useMemo(
    () => ({ session, check, signIn, register, signOut, saved: signedIn }),
    [session, check, signIn, register, signOut, signedIn],
  );
  return (
    <VoterSessionContext.Provider value={value}>{props.children}</VoterSessionContext.Provider>
  );
}

export function useVoterSession(): VoterSessionValue {
  const value = useContext(VoterSessionContext);
  if (!value) throw new Error('useVoterSession must be used inside <VoterSessionProvider>');
  return value;
}
