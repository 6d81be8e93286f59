import {
  createUserWithEmailAndPassword,
  deleteUser,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { doc, getDoc, type DocumentSnapshot } from 'firebase/firestore';
import { safeParse } from 'zod/mini';
import {
  VOTER_MESSAGES,
  voterProfileSchema,
  type VoterProfile,
} from '../../../../shared/evoting/voter';
import { BackendError } from '../backend-error';
import type { FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, toBackendError, translated } from './firebase-errors';

/**
 * E-voting's voters on Firestore (docs/FIREBASE.md): `voters/{uid}` {namaLengkap, nim, prodi,
 * email, foto}, written in one batch with `voter_nims/{nim}` {uid} (the rules refuse a NIM whose
 * document exists: uniqueness by the backend), `voter_emails/{email}` {uid} (what "Lupa
 * Password" asks, SPEC.md §8) and `voter_lookup/{key}` (how a committee finds them by NIM and
 * name, voter-lookup.ts; the record names it in `kunciPencarian`). A voter has no users/{uid}, so
 * no account's rights.
 */
export const VOTERS = 'voters';
export const VOTER_NIMS = 'voter_nims';
export const VOTER_EMAILS = 'voter_emails';

/** A taken NIM or email, on its field with the organisation's text (as the server answers). */
export function taken(field: 'nim' | 'email'): BackendError {
  const message = field === 'nim' ? VOTER_MESSAGES.nimTaken : VOTER_MESSAGES.emailTaken;
  return new BackendError('CONFLICT', message, 409, { [field]: message });
}

/** A voters/{uid} snapshot as a profile, or null when there is none (or it does not fit). */
export function voterFromSnapshot(snapshot: DocumentSnapshot): VoterProfile | null {
  if (!snapshot.exists()) return null;
  const parsed = safeParse(voterProfileSchema, { ...snapshot.data(), id: snapshot.id });
  return parsed.success ? parsed.data : null;
}

export async function readVoter(h: FirebaseHandles, uid: string): Promise<VoterProfile | null> {
  return voterFromSnapshot(await translated(() => getDoc(doc(h.db, VOTERS, uid))));
}

/** Ends the voter's Firebase session without letting a failure hide the error being reported. */
export async function quietSignOut(h: FirebaseHandles): Promise<void> {
  await signOut(h.auth).catch(() => undefined);
}

/**
 * The Auth user of a registration, signed in as it, and whether it is new. One project has one
 * Auth user per email, admins' and voters' alike: an address with an Auth user is taken, unless
 * that user has neither a voter nor an account document and the password matches (a
 * registration that failed half-way), which may then finish.
 */
export async function newVoterUser(
  h: FirebaseHandles,
  email: string,
  password: string,
): Promise<{ user: User; created: boolean }> {
  try {
    return {
      user: (await createUserWithEmailAndPassword(h.auth, email, password)).user,
      created: true,
    };
  } catch (error) {
    if (firebaseCodeOf(error) !== 'auth/email-already-in-use') throw toBackendError(error);
  }
  const user = await signInWithEmailAndPassword(h.auth, email, password).then(
    (credential) => credential.user,
    () => null,
  );
  if (user) {
    try {
      const [voter, account] = await Promise.all([
        getDoc(doc(h.db, VOTERS, user.uid)),
        getDoc(doc(h.db, 'users', user.uid)),
      ]);
      if (!voter.exists() && !account.exists()) return { user, created: false };
    } catch (error) {
      await quietSignOut(h);
      throw toBackendError(error);
    }
  }
  await quietSignOut(h);
  throw taken('email');
}

/** Undoes a registration whose documents could not be written: the address is free again. */
export async function abandon(h: FirebaseHandles, user: User, created: boolean): Promise<void> {
  if (created) await deleteUser(user).catch(() => undefined);
  await quietSignOut(h);
}
