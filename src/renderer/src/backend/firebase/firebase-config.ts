/**
 * The Firebase backend's configuration, from the web build's environment (Vite's VITE_* values):
 * the Firebase web config, the SI-BERKAS script endpoint and, for local work and tests, the
 * emulators. Parsed once; a missing value is a configuration error worth stopping for.
 */
export interface FirebaseEmulators {
  /** host:port of each emulator that runs; absent ones are the real services. */
  auth?: string;
  firestore?: string;
  storage?: string;
}

export interface FirebaseBackendConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  /** Analytics runs only when this is set. */
  measurementId?: string;
  /** The SI-BERKAS script endpoint (SPEC.md §7) the wizard posts to. */
  berkasScriptUrl: string;
  /**
   * VITE_PUBLIC_URL: the site's public address for what is printed (asset QR labels), when the
   * hosting site is reached at another address too; absent: the page's own origin.
   */
  publicUrl?: string;
  emulators?: FirebaseEmulators;
}

export class FirebaseConfigError extends Error {}

const REQUIRED = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  berkasScriptUrl: 'VITE_BERKAS_SCRIPT_URL',
} as const;

/** `auth=127.0.0.1:9099,firestore=127.0.0.1:8080,storage=127.0.0.1:9199` */
export function parseEmulators(raw: string | undefined): FirebaseEmulators | undefined {
  if (!raw?.trim()) return undefined;
  const emulators: FirebaseEmulators = {};
  for (const part of raw.split(',')) {
    const [name, address] = part.split('=').map((s) => s.trim());
    if ((name === 'auth' || name === 'firestore' || name === 'storage') && address)
      emulators[name] = address;
    else throw new FirebaseConfigError(`VITE_FIREBASE_EMULATORS tidak dikenali: ${part}`);
  }
  return emulators;
}

export function firebaseConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): FirebaseBackendConfig {
  const missing = Object.values(REQUIRED).filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new FirebaseConfigError(
      `Konfigurasi Firebase belum lengkap: ${missing.join(', ')} wajib diisi (lihat .env.example).`,
    );
  const value = (name: string) => env[name]?.trim() ?? '';
  const scriptUrl = value(REQUIRED.berkasScriptUrl);
  if (!/^https:\/\//.test(scriptUrl))
    throw new FirebaseConfigError('VITE_BERKAS_SCRIPT_URL harus berupa alamat https://.');
  const measurementId = value('VITE_FIREBASE_MEASUREMENT_ID');
  const publicUrl = value('VITE_PUBLIC_URL').replace(/\/+$/, '');
  if (publicUrl && !/^https?:\/\/[^/\s?#]+$/.test(publicUrl))
    throw new FirebaseConfigError(
      'VITE_PUBLIC_URL harus berupa alamat situs tanpa jalur, mis. https://bem.example.ac.id.',
    );
  const emulators = parseEmulators(env['VITE_FIREBASE_EMULATORS']);
  return {
    apiKey: value(REQUIRED.apiKey),
    authDomain: value(REQUIRED.authDomain),
    projectId: value(REQUIRED.projectId),
    storageBucket: value(REQUIRED.storageBucket),
    messagingSenderId: value(REQUIRED.messagingSenderId),
    appId: value(REQUIRED.appId),
    berkasScriptUrl: scriptUrl,
    ...(measurementId ? { measurementId } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    ...(emulators ? { emulators } : {}),
  };
}
