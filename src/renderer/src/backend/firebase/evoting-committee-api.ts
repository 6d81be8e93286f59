import type { CommitteeApi } from '../evoting-api';
import { createFirebaseAnnouncements } from './evoting-announcements';
import { createFirebaseCandidates } from './evoting-candidates';
import { createFirebaseElectionSettings } from './evoting-election-settings';
import { createFirebaseRoll } from './evoting-roll';
import type { FirebaseHandles } from './firebase-app';

/**
 * /panitia/{eventId} on Firestore: that election's committee and the master (committeeContext;
 * firestore.rules refuse everyone else the same way). One part per page of the area.
 */
export function createFirebaseCommitteeApi(h: FirebaseHandles): CommitteeApi {
  return {
    ...createFirebaseElectionSettings(h),
    ...createFirebaseAnnouncements(h),
    ...createFirebaseCandidates(h),
    ...createFirebaseRoll(h),
  };
}
