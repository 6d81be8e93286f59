import type { FirebaseBackendConfig } from '../../src/renderer/src/backend/firebase/firebase-config';
import { emulatorStatus } from './emulators';

/** The emulators' project: a `demo-` id never reaches a real Firebase project. */
export const EMULATOR_PROJECT_ID = 'demo-bem-portal';
export const EMULATOR_API_KEY = 'demo-api-key';

/** The Firebase adapter's configuration pointed at whichever emulators run. */
export function emulatorBackendConfig(berkasScriptUrl: string): FirebaseBackendConfig {
  const status = emulatorStatus();
  return {
    apiKey: EMULATOR_API_KEY,
    authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
    projectId: EMULATOR_PROJECT_ID,
    storageBucket: `${EMULATOR_PROJECT_ID}.appspot.com`,
    messagingSenderId: '1',
    appId: '1:1:web:1',
    berkasScriptUrl,
    emulators: {
      ...(status.hosts.auth ? { auth: status.hosts.auth } : {}),
      ...(status.hosts.firestore ? { firestore: status.hosts.firestore } : {}),
      ...(status.hosts.storage ? { storage: status.hosts.storage } : {}),
    },
  };
}
