import {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  inMemoryPersistence,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  type ActionCodeSettings,
  type User,
} from 'firebase/auth';
import {
  addDoc,
  collection,
  doc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  writeBatch,
} from 'firebase/firestore';
import * as z from 'zod/mini';
import { isPendingRole } from '../../../../shared/account-approval';
import { passwordSchema, type UserProfile } from '../../../../shared/accounts';
import {
  AUTH_MESSAGES,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerAdminRequestSchema,
  registerPanitiaRequestSchema,
  updateOwnProfileRequestSchema,
} from '../../../../shared/auth-api';
import { BackendError } from '../backend-error';
import type { Backend, Unsubscribe } from '../contract';
import { openFirebase, type FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, toBackendError, translated } from './firebase-errors';
import { callerProfile, historiDoc, writesHistori } from './histori-writer';
import { profileFromSnapshot, readProfile } from './profile-reads';
import { validInput } from './validate-input';

const fail = (code: string, status: number) => BackendError.fromCode(code, status);

/**
 * Where the reset e-mail's link continues to: the portal's own action page (the project's e-mail
 * template must point its action URL there too). Only a web origin can be a continue URL — the
 * desktop app's app:// origin cannot, and then Firebase's default page is used.
 */
export function resetActionSettings(): ActionCodeSettings | undefined {
  // Read through globalThis: the adapter also runs in Node (the emulator tests), without a page.
  const { location } = globalThis as { location?: { protocol: string; origin: string } };
  if (!location || !/^https?:$/.test(location.protocol)) return undefined;
  return { url: `${location.origin}/auth/action` };
}

/** Sends a reset e-mail; an unknown address answers like a known one (no account enumeration). */
export async function sendResetEmail(h: FirebaseHandles, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(h.auth, email, resetActionSettings());
  } catch (error) {
    const code = firebaseCodeOf(error);
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return;
    throw toBackendError(error);
  }
}

/** Ends the Firebase session without letting a failure hide the error being reported. */
async function quietSignOut(h: FirebaseHandles): Promise<void> {
  await signOut(h.auth).catch(() => undefined);
}

/**
 * The profile a signed-in Auth user may work with, as the embedded server decides at sign-in: a
 * disabled account is refused, a pending one waits for approval. An Auth account without a
 * profile is one the master rejected or removed (only the profile can be deleted from a client):
 * for the server that account no longer exists, hence the same answer as a wrong password.
 */
function admitted(profile: UserProfile | null): UserProfile {
  if (!profile) throw fail('WRONG_CREDENTIALS', 401);
  if (profile.disabled) throw fail('ACCOUNT_DISABLED', 403);
  if (isPendingRole(profile.role)) throw fail('AWAITING_APPROVAL', 403);
  return profile;
}

/**
 * Creates the Auth account of a registration, signed in as it. An address that already has an
 * Auth account but no profile (a rejected or removed registration) may register again when the
 * password matches, as the freed address could on the server; otherwise it is taken.
 */
async function newAccount(h: FirebaseHandles, email: string, password: string): Promise<User> {
  try {
    return (await createUserWithEmailAndPassword(h.auth, email, password)).user;
  } catch (error) {
    if (firebaseCodeOf(error) !== 'auth/email-already-in-use') throw toBackendError(error);
  }
  const user = await signInWithEmailAndPassword(h.auth, email, password).then(
    (credential) => credential.user,
    () => null,
  );
  try {
    if (user && !(await readProfile(h, user.uid))) return user;
  } catch (error) {
    await quietSignOut(h);
    throw toBackendError(error);
  }
  await quietSignOut(h);
  throw fail('EMAIL_TAKEN', 409);
}

/**
 * Writes the pending profile of a new account, then signs out: registration does not sign in
 * (the master approves first). `h` is the registration's own Firebase client (see
 * createFirebaseAuthApi), so the portal's session never changes hands on the way. When the
 * profile cannot be written the fresh Auth account is deleted again, so the address is not left
 * taken by an account that can do nothing.
 */
async function register(
  h: FirebaseHandles,
  email: string,
  password: string,
  profile: Omit<UserProfile, 'id' | 'email' | 'createdAt' | 'foto' | 'disabled'>,
): Promise<string> {
  const user = await newAccount(h, email, password);
  try {
    await setDoc(doc(h.db, 'users', user.uid), {
      ...profile,
      email,
      foto: null,
      disabled: false,
      createdAt: serverTimestamp(),
    });
  } catch (error) {
    await deleteUser(user).catch(() => undefined);
    await quietSignOut(h);
    throw toBackendError(error);
  }
  await quietSignOut(h);
  return AUTH_MESSAGES.registered;
}

/**
 * Follows the signed-in user's profile document across sign-ins. A profile that disappears or is
 * disabled ends the session, as the server's next request would (UNAUTHENTICATED); after that,
 * or a refusal, the observer hears nothing more (contract.ts).
 */
function watchMyProfile(
  h: FirebaseHandles,
  observer: Parameters<Backend['auth']['watchMyProfile']>[0],
): Unsubscribe {
  const stops: { auth?: Unsubscribe; profile?: Unsubscribe } = {};
  let ended = false;
  let uid: string | undefined;
  const stopAll = () => {
    stops.profile?.();
    stops.auth?.();
  };
  const end = (error: BackendError) => {
    if (ended) return;
    ended = true;
    stopAll();
    observer.error?.(error);
  };
  const stillSignedIn = () => uid !== undefined && h.auth.currentUser?.uid === uid;
  // One watch follows one session: a sign-out, or another account signing in, ends it.
  stops.auth = onAuthStateChanged(h.auth, (user) => {
    if (ended) return;
    if (!user || (uid !== undefined && user.uid !== uid)) return end(fail('UNAUTHENTICATED', 401));
    if (uid !== undefined) return;
    uid = user.uid;
    stops.profile = onSnapshot(
      doc(h.db, 'users', uid),
      (snapshot) => {
        const profile = profileFromSnapshot(snapshot);
        if (profile && !profile.disabled) return observer.next(profile);
        if (stillSignedIn()) void quietSignOut(h);
        end(fail('UNAUTHENTICATED', 401));
      },
      // A sign-out can reach the listener (as a refusal) before onAuthStateChanged: it is one.
      (error) => end(stillSignedIn() ? toBackendError(error) : fail('UNAUTHENTICATED', 401)),
    );
  });
  // onAuthStateChanged may have reported a signed-out user synchronously.
  if (ended) stopAll();
  return () => {
    ended = true;
    stopAll();
  };
}

export interface FirebaseAuthApiOptions {
  /**
   * The Firebase client registrations run on. Creating an account signs Auth in as it; on a
   * client of its own (a second app, memory persistence) that never touches the portal's
   * session: whoever is signed in stays signed in, and the portal hears no sign-in and sign-out
   * of the new account. Tests pass their fake.
   */
  registrar?: () => FirebaseHandles;
}

/** Sign-in, registration, password reset and the user's own profile, on Firebase Auth. */
export function createFirebaseAuthApi(
  h: FirebaseHandles,
  options: FirebaseAuthApiOptions = {},
): {
  auth: Backend['auth'];
  profile: Backend['profile'];
} {
  let registrarHandles: FirebaseHandles | undefined;
  const registrar =
    options.registrar ??
    (() =>
      (registrarHandles ??= openFirebase(h.config, {
        name: `${h.app.name}-registrasi`,
        persistence: inMemoryPersistence,
      })));
  const auth: Backend['auth'] = {
    async currentUser() {
      await h.auth.authStateReady();
      const user = h.auth.currentUser;
      if (!user) return null;
      const profile = await readProfile(h, user.uid);
      try {
        return admitted(profile);
      } catch {
        // The server has no session for such an account either: end this one.
        await quietSignOut(h);
        return null;
      }
    },

    async signIn(email, password) {
      const input = validInput(loginRequestSchema, { email, password });
      const credential = await translated(() =>
        signInWithEmailAndPassword(h.auth, input.email, input.password),
      );
      try {
        return admitted(await readProfile(h, credential.user.uid));
      } catch (error) {
        await quietSignOut(h);
        throw toBackendError(error);
      }
    },

    signOut: () => translated(() => signOut(h.auth)),

    // Nothing to tell: a Firebase session is Firebase Auth's (an ID token refreshed by the SDK),
    // and no server of ours keeps an idle clock for it. On this backend the renderer's idle
    // sign-out (SPEC.md §9) is the mechanism: it signs out of Firebase Auth on this device.
    keepAlive: () => Promise.resolve(),

    async registerAdmin(raw) {
      const input = validInput(registerAdminRequestSchema, raw);
      return register(registrar(), input.email, input.password, {
        role: 'pending',
        namaTampilan: input.namaTampilan,
        kementerian: input.kementerian,
        organisasi: null,
        catatan: input.catatan || null,
      });
    },

    async registerPanitia(raw) {
      const input = validInput(registerPanitiaRequestSchema, raw);
      return register(registrar(), input.email, input.password, {
        role: 'pending_panitia',
        namaTampilan: input.namaTampilan,
        kementerian: null,
        organisasi: input.organisasi,
        catatan: null,
      });
    },

    async requestPasswordReset(raw) {
      const { email } = validInput(forgotPasswordRequestSchema, { email: raw });
      await sendResetEmail(h, email);
      return AUTH_MESSAGES.resetSent;
    },

    async resetPassword(token, password) {
      // The token is Firebase's oobCode, whose form is Firebase's business (the server's token
      // rule does not apply): a code it does not know is an invalid link, not invalid input.
      const input = validInput(z.object({ password: passwordSchema }), { password });
      if (!token.trim()) throw fail('RESET_INVALID', 400);
      await translated(() => confirmPasswordReset(h.auth, token.trim(), input.password));
      return AUTH_MESSAGES.resetDone;
    },

    watchMyProfile: (observer) => watchMyProfile(h, observer),
  };

  const profile: Backend['profile'] = {
    async update(raw) {
      const input = validInput(updateOwnProfileRequestSchema, raw);
      const me = await callerProfile(h);
      // Only the fields given: the rules refuse any other change to one's own profile.
      const changes: Record<string, unknown> = {};
      if (input.namaTampilan !== undefined) changes['namaTampilan'] = input.namaTampilan;
      if (input.foto !== undefined) changes['foto'] = input.foto;
      if (Object.keys(changes).length === 0) return me;
      const batch = writeBatch(h.db);
      batch.update(doc(h.db, 'users', me.id), changes);
      if (writesHistori(me))
        batch.set(doc(collection(h.db, 'histori')), historiDoc(me, me.id, 'Edit profil sendiri'));
      await translated(() => batch.commit());
      return { ...me, ...changes } as UserProfile;
    },

    async changePassword(currentPassword, newPassword) {
      const input = validInput(changePasswordRequestSchema, { currentPassword, newPassword });
      const user = h.auth.currentUser;
      if (!user?.email) throw fail('UNAUTHENTICATED', 401);
      try {
        await reauthenticateWithCredential(
          user,
          EmailAuthProvider.credential(user.email, input.currentPassword),
        );
      } catch (error) {
        const code = firebaseCodeOf(error);
        if (code === 'auth/too-many-requests' || code === 'auth/network-request-failed')
          throw toBackendError(error);
        throw fail('CURRENT_PASSWORD_WRONG', 400);
      }
      await translated(() => updatePassword(user, input.newPassword));
      // As on the server, a lost history entry never fails the change itself.
      const me = await callerProfile(h).catch(() => null);
      if (me && writesHistori(me))
        await addDoc(collection(h.db, 'histori'), historiDoc(me, me.id, 'Ubah kata sandi')).catch(
          () => undefined,
        );
      return AUTH_MESSAGES.passwordChanged;
    },
  };

  return { auth, profile };
}
