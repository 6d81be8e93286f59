import { doc, getDoc, onSnapshot, type DocumentSnapshot } from 'firebase/firestore';
import { resolveGeneralSettings, type GeneralSettings } from '../../../../shared/settings';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';

/**
 * `settings/general`, readable by everyone. A missing document or field takes its default
 * (SPEC.md §3: e-voting is published when nothing says otherwise); a value of the wrong type is
 * treated as absent rather than failing every public page.
 */
export function generalSettingsFromSnapshot(snapshot: DocumentSnapshot): GeneralSettings {
  const value = snapshot.data()?.['isEvotingPublished'];
  return resolveGeneralSettings(typeof value === 'boolean' ? { isEvotingPublished: value } : {});
}

export function createFirebaseSettingsApi(h: FirebaseHandles): Backend['settings'] {
  const general = () => doc(h.db, 'settings', 'general');
  return {
    getGeneral: async () => generalSettingsFromSnapshot(await translated(() => getDoc(general()))),
    watchGeneral: (observer) =>
      onSnapshot(
        general(),
        (snapshot) => observer.next(generalSettingsFromSnapshot(snapshot)),
        (error) => observer.error?.(toBackendError(error)),
      ),
  };
}
