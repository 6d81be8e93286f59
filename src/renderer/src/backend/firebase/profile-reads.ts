import { doc, getDoc, type DocumentSnapshot } from 'firebase/firestore';
import type { UserProfile } from '../../../../shared/accounts';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { profileFromDoc } from './profile-mapping';

/** A `users/{uid}` snapshot as a profile; pending server timestamps read as their estimate. */
export function profileFromSnapshot(snapshot: DocumentSnapshot): UserProfile | null {
  return profileFromDoc(
    snapshot.id,
    snapshot.data({ serverTimestamps: 'estimate' }) as Record<string, unknown> | undefined,
  );
}

/** One account's profile, or null when it has none (or one that does not fit the model). */
export async function readProfile(h: FirebaseHandles, uid: string): Promise<UserProfile | null> {
  return profileFromSnapshot(await translated(() => getDoc(doc(h.db, 'users', uid))));
}
