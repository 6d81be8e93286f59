import {
  confirmPasswordReset,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { doc, getDoc, onSnapshot, writeBatch } from 'firebase/firestore';
import * as z from 'zod/mini';
import { passwordSchema } from '../../../../shared/accounts';
import {
  changedIdentityField,
  identityChangeProblem,
  VOTER_MESSAGES,
  voterForgotPasswordSchema,
  voterLoginSchema,
  voterProfileUpdateSchema,
  voterRegistrationSchema,
  type VoterProfile,
} from '../../../../shared/evoting/voter';
import { voterPhotoProblem } from '../../../../shared/evoting/voter-photo';
import { BackendError } from '../backend-error';
import type { Unsubscribe } from '../contract';
import type { VoterApi } from '../voter-api';
import type { FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, toBackendError, translated } from './firebase-errors';
import { validInput } from './validate-input';
import { lazyVoterApp } from './voter-app';
import { storedLookupKey, VOTER_LOOKUP, voterLookupDoc } from './voter-lookup';
import { verifiedElectionStates } from './voter-identity-lock';
import {
  abandon,
  newVoterUser,
  quietSignOut,
  readVoter,
  taken,
  VOTER_EMAILS,
  VOTER_NIMS,
  VOTERS,
  voterFromSnapshot,
} from './voter-docs';

const unauthenticated = () => BackendError.fromCode('UNAUTHENTICATED', 401);

/** Where a Firebase reset mail's action page continues to (a web origin only, as for accounts). */
function voterResetSettings() {
  const { location } = globalThis as { location?: { protocol: string; origin: string } };
  if (!location || !/^https?:$/.test(location.protocol)) return undefined;
  return { url: `${location.origin}/login-pemilih` };
}

/**
 * Voters on Firebase. Their session is a second Firebase app's Auth (`{name}-pemilih`), as the
 * embedded server gives voters a cookie of their own: a voter signing in never signs an admin
 * out on the same browser, and the admin session never reads as a voter. `voterApp` lets tests
 * pass their own handles.
 */
export function createFirebaseVoterApi(
  h: FirebaseHandles,
  voterApp?: () => FirebaseHandles,
): VoterApi {
  const v = voterApp ?? lazyVoterApp(h);

  const signedInUid = async (): Promise<string> => {
    const handles = v();
    await handles.auth.authStateReady();
    const uid = handles.auth.currentUser?.uid;
    if (!uid) throw unauthenticated();
    return uid;
  };

  return {
    async current() {
      const handles = v();
      await handles.auth.authStateReady();
      const user = handles.auth.currentUser;
      if (!user) return null;
      const voter = await readVoter(handles, user.uid);
      // An Auth user without a voter document is no voter (an account, or a half registration).
      if (!voter) await quietSignOut(handles);
      return voter;
    },

    watchCurrent(observer) {
      const handles = v();
      let stopDoc: Unsubscribe | undefined;
      const stopAuth = onAuthStateChanged(handles.auth, (user) => {
        stopDoc?.();
        stopDoc = undefined;
        if (!user) return observer.next(null);
        stopDoc = onSnapshot(
          doc(handles.db, VOTERS, user.uid),
          (snapshot) => observer.next(voterFromSnapshot(snapshot)),
          (error) =>
            handles.auth.currentUser?.uid === user.uid
              ? observer.error?.(toBackendError(error))
              : observer.next(null),
        );
      });
      return () => {
        stopDoc?.();
        stopAuth();
      };
    },

    async register(raw) {
      const input = validInput(voterRegistrationSchema, raw);
      const handles = v();
      const { user, created } = await newVoterUser(handles, input.email, input.password);
      const voter: Omit<VoterProfile, 'id'> = {
        namaLengkap: input.namaLengkap,
        nim: input.nim,
        prodi: input.prodi,
        email: input.email,
        foto: null,
      };
      // The committee's way to find this voter by NIM and name (voter-lookup.ts), which the
      // record names so that the rules keep the two in step.
      const lookup = await voterLookupDoc(user.uid, input);
      const batch = writeBatch(handles.db);
      batch.set(doc(handles.db, VOTERS, user.uid), { ...voter, kunciPencarian: lookup.key });
      batch.set(doc(handles.db, VOTER_LOOKUP, lookup.key), lookup.data);
      batch.set(doc(handles.db, VOTER_NIMS, input.nim), { uid: user.uid });
      batch.set(doc(handles.db, VOTER_EMAILS, input.email), { uid: user.uid });
      try {
        await batch.commit();
      } catch (error) {
        await abandon(handles, user, created);
        // The input passed the rules' own checks here and the email is this new user's: what the
        // rules refuse then is a NIM whose document exists (firestore.rules, voter_nims).
        throw firebaseCodeOf(error) === 'permission-denied' ? taken('nim') : toBackendError(error);
      }
      return { id: user.uid, ...voter };
    },

    async signIn(email, password) {
      const input = validInput(voterLoginSchema, { email, password });
      const handles = v();
      let uid: string;
      try {
        uid = (await signInWithEmailAndPassword(handles.auth, input.email, input.password)).user
          .uid;
      } catch (error) {
        const failure = toBackendError(error);
        // One message for an unknown email and a wrong password (the server's, VOTER_MESSAGES).
        throw failure.code === 'WRONG_CREDENTIALS'
          ? new BackendError(failure.code, VOTER_MESSAGES.loginFailed, 401)
          : failure;
      }
      const voter = await readVoter(handles, uid).catch(() => null);
      if (voter) return voter;
      await quietSignOut(handles);
      throw new BackendError('WRONG_CREDENTIALS', VOTER_MESSAGES.loginFailed, 401);
    },

    signOut: () => translated(() => signOut(v().auth)),

    // No server of ours keeps an idle clock for a Firebase session: the renderer's idle sign-out
    // (SPEC.md §9) signs the voter out on this device.
    keepAlive: () => Promise.resolve(),

    async requestPasswordReset(raw) {
      const { email } = validInput(voterForgotPasswordSchema, { email: raw });
      const handles = v();
      const known = await translated(() => getDoc(doc(handles.db, VOTER_EMAILS, email)));
      if (!known.exists()) {
        throw new BackendError('NOT_FOUND', VOTER_MESSAGES.emailNotVoter, 404, {
          email: VOTER_MESSAGES.emailNotVoter,
        });
      }
      await translated(() => sendPasswordResetEmail(handles.auth, email, voterResetSettings()));
      return VOTER_MESSAGES.resetSent;
    },

    async resetPassword(token, password) {
      const input = validInput(z.object({ password: passwordSchema }), { password });
      if (!token.trim()) throw BackendError.fromCode('RESET_INVALID', 400);
      await translated(() => confirmPasswordReset(v().auth, token.trim(), input.password));
      return VOTER_MESSAGES.resetDone;
    },

    async updateProfile(raw) {
      const input = validInput(voterProfileUpdateSchema, raw);
      const handles = v();
      const uid = await signedInUid();
      // Read raw once: the profile, and the lookup key the record names (kunciPencarian).
      const stored = await translated(() => getDoc(doc(handles.db, VOTERS, uid)));
      const current = voterFromSnapshot(stored);
      if (!current) throw unauthenticated();
      if (changedIdentityField(current, input)) {
        // Checked here with the voter's own reads; the rules cannot look across the rolls
        // (docs/FIREBASE.md): the roll keeps the copy the committee verified either way.
        const locked = identityChangeProblem(
          current,
          input,
          await verifiedElectionStates(handles, uid),
        );
        if (locked)
          throw new BackendError('CONFLICT', locked.message, 409, {
            [locked.field]: locked.message,
          });
      }
      if (input.foto !== null && input.foto !== current.foto) {
        const problem = voterPhotoProblem(input.foto);
        if (problem) throw new BackendError('VALIDATION', problem, 400, { foto: problem });
      }
      // The lookup document follows the name and NIM (written again every time, so a record made
      // before it existed gets one); the one the record named before goes when its key changes.
      const lookup = await voterLookupDoc(uid, input);
      const oldKey = storedLookupKey(stored.data());
      const batch = writeBatch(handles.db);
      batch.update(doc(handles.db, VOTERS, uid), {
        namaLengkap: input.namaLengkap,
        nim: input.nim,
        prodi: input.prodi,
        foto: input.foto,
        kunciPencarian: lookup.key,
      });
      batch.set(doc(handles.db, VOTER_LOOKUP, lookup.key), lookup.data);
      if (oldKey && oldKey !== lookup.key) batch.delete(doc(handles.db, VOTER_LOOKUP, oldKey));
      const nimChanged = input.nim !== current.nim;
      if (nimChanged) {
        batch.delete(doc(handles.db, VOTER_NIMS, current.nim));
        batch.set(doc(handles.db, VOTER_NIMS, input.nim), { uid });
      }
      try {
        await batch.commit();
      } catch (error) {
        throw nimChanged && firebaseCodeOf(error) === 'permission-denied'
          ? taken('nim')
          : toBackendError(error);
      }
      return { ...current, ...input };
    },
  };
}
