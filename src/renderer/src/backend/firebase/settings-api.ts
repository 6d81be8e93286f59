import {
  collection,
  doc,
  getDoc,
  onSnapshot,
  writeBatch,
  type DocumentSnapshot,
} from 'firebase/firestore';
import {
  featuredServicesHistoryText,
  resolveGeneralSettings,
  type GeneralSettings,
  type GeneralSettingsDoc,
} from '../../../../shared/settings';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { callerProfile, historiDoc } from './histori-writer';

const FLAGS = ['isEvotingPublished', 'isPublishedFeaturedServices'] as const;

/**
 * `settings/general`, readable by everyone. A missing document or field takes its default
 * (SPEC.md §3: e-voting is published when nothing says otherwise; so is the featured-services
 * group); a value of the wrong type is treated as absent rather than failing every public page.
 */
export function generalSettingsFromSnapshot(snapshot: DocumentSnapshot): GeneralSettings {
  const data = snapshot.data();
  const doc: GeneralSettingsDoc = {};
  for (const flag of FLAGS) {
    const value = data?.[flag];
    if (typeof value === 'boolean') doc[flag] = value;
  }
  return resolveGeneralSettings(doc);
}

export function createFirebaseSettingsApi(h: FirebaseHandles): Backend['settings'] {
  const general = () => doc(h.db, 'settings', 'general');
  const read = async () => generalSettingsFromSnapshot(await translated(() => getDoc(general())));
  return {
    getGeneral: read,
    watchGeneral: (observer) =>
      onSnapshot(
        general(),
        (snapshot) => observer.next(generalSettingsFromSnapshot(snapshot)),
        (error) => observer.error?.(toBackendError(error)),
      ),
    async setFeaturedServices(shown) {
      const profile = await callerProfile(h);
      // The rules let the writers of Kelola Layanan change this one field, with its history entry
      // in the same batch (docs/FIREBASE.md).
      const batch = writeBatch(h.db);
      batch.set(general(), { isPublishedFeaturedServices: shown }, { merge: true });
      batch.set(
        doc(collection(h.db, 'histori')),
        historiDoc(profile, profile.id, featuredServicesHistoryText(shown)),
      );
      await translated(() => batch.commit());
      return read();
    },
  };
}
