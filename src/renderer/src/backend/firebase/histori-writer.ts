import { serverTimestamp } from 'firebase/firestore';
import { actorName, type UserProfile } from '../../../../shared/accounts';
import type { FieldChange } from '../../../../shared/histori/record-changes';
import { BackendError } from '../backend-error';
import type { FirebaseHandles } from './firebase-app';
import { readProfile } from './profile-reads';

/**
 * The data of one `histori/{autoId}` document (docs/FIREBASE.md), to be written in the same batch
 * as the change it records: the rules check `uid`, `oleh` and `timestamp` against the caller, so
 * the entry and the change succeed or fail together — unlike the embedded server, which may drop
 * an entry, a Firebase write never leaves a change without its history.
 */
export function historiDoc(
  profile: UserProfile,
  uid: string,
  action: string,
  changes: readonly FieldChange[] = [],
): Record<string, unknown> {
  return {
    action,
    oleh: actorName(profile),
    uid,
    timestamp: serverTimestamp(),
    // Only when there are some: the rules accept the field as an optional, bounded list.
    ...(changes.length > 0 ? { changes } : {}),
  };
}

/**
 * The signed-in caller's own profile, read fresh: an action's history names the caller as the
 * rules see them now, not as a possibly stale cached profile did.
 */
export async function callerProfile(h: FirebaseHandles): Promise<UserProfile> {
  const user = h.auth.currentUser;
  if (!user) throw BackendError.fromCode('UNAUTHENTICATED', 401);
  const profile = await readProfile(h, user.uid);
  if (!profile || profile.disabled) throw BackendError.fromCode('FORBIDDEN', 403);
  return profile;
}

/**
 * Whether the rules let this account write `histori`: active staff (admin, banggar, master) and
 * committee accounts (an election's committee records its actions, issue 18). A pending account
 * records nothing; on Firebase its actions go unrecorded rather than failing.
 */
export function writesHistori(profile: UserProfile): boolean {
  return (
    !profile.disabled &&
    (profile.role === 'admin' ||
      profile.role === 'banggar' ||
      profile.role === 'master' ||
      profile.role === 'panitia_requestor')
  );
}
