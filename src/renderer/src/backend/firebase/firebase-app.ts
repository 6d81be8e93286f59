import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Auth,
  type Persistence,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import type { FirebaseBackendConfig } from './firebase-config';

/** The Firebase services one Backend uses, created together from one configuration. */
export interface FirebaseHandles {
  config: FirebaseBackendConfig;
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
}

export interface OpenFirebaseOptions {
  /**
   * Where Auth keeps the signed-in user. The web uses the browser's IndexedDB; the desktop app
   * passes a persistence backed by its OS keychain; tests in Node use memory.
   */
  persistence?: Persistence | Persistence[];
  /** A distinct app name lets tests open several independent clients in one process. */
  name?: string;
}

const hostAndPort = (address: string): [string, number] => {
  const at = address.lastIndexOf(':');
  return [address.slice(0, at), Number(address.slice(at + 1))];
};

export function openFirebase(
  config: FirebaseBackendConfig,
  options: OpenFirebaseOptions = {},
): FirebaseHandles {
  const app = initializeApp(
    {
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      storageBucket: config.storageBucket,
      messagingSenderId: config.messagingSenderId,
      appId: config.appId,
      ...(config.measurementId ? { measurementId: config.measurementId } : {}),
    },
    options.name,
  );
  const auth = initializeAuth(app, {
    persistence:
      options.persistence ??
      (!('indexedDB' in globalThis)
        ? inMemoryPersistence
        : [indexedDBLocalPersistence, browserLocalPersistence]),
  });
  const db = getFirestore(app);
  const storage = getStorage(app);
  const emulators = config.emulators;
  if (emulators?.auth)
    connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  if (emulators?.firestore) connectFirestoreEmulator(db, ...hostAndPort(emulators.firestore));
  if (emulators?.storage) connectStorageEmulator(storage, ...hostAndPort(emulators.storage));
  return { config, app, auth, db, storage };
}
