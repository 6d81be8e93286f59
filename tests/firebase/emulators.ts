/**
 * Which Firebase emulators this run has, read from the variables `firebase emulators:exec` sets
 * (scripts/with-firebase-emulators.mjs), and why the tests that need a missing one are skipped.
 */
export type EmulatorName = 'auth' | 'firestore' | 'storage';

const VARIABLES: Record<EmulatorName, string> = {
  auth: 'FIREBASE_AUTH_EMULATOR_HOST',
  firestore: 'FIRESTORE_EMULATOR_HOST',
  storage: 'FIREBASE_STORAGE_EMULATOR_HOST',
};

const LABELS: Record<EmulatorName, string> = {
  auth: 'Auth',
  firestore: 'Firestore',
  storage: 'Storage',
};

export interface EmulatorStatus {
  /** host:port of each emulator that runs. */
  hosts: Partial<Record<EmulatorName, string>>;
  available: Record<EmulatorName, boolean>;
  /** Why a missing emulator's tests are skipped, one sentence each. */
  skipReasons: Record<EmulatorName, string>;
}

const reasonFor = (name: EmulatorName): string =>
  `Emulator ${LABELS[name]} tidak berjalan (${VARIABLES[name]} tidak diset); ` +
  'jalankan lewat `node scripts/with-firebase-emulators.mjs` (Firestore dan Storage butuh Java 21+).';

export function emulatorStatus(
  env: Readonly<Record<string, string | undefined>> = process.env,
): EmulatorStatus {
  const names = Object.keys(VARIABLES) as EmulatorName[];
  const hosts: Partial<Record<EmulatorName, string>> = {};
  for (const name of names) {
    const value = env[VARIABLES[name]]?.trim();
    if (value) hosts[name] = value;
  }
  const available = Object.fromEntries(names.map((name) => [name, Boolean(hosts[name])])) as Record<
    EmulatorName,
    boolean
  >;
  const skipReasons = Object.fromEntries(names.map((name) => [name, reasonFor(name)])) as Record<
    EmulatorName,
    string
  >;
  return { hosts, available, skipReasons };
}

const warned = new Set<string>();

/**
 * The skip reason when any of `needed` is missing (printed once, at collection time), or null
 * when all run. Use as `describe.skipIf(skipReason(['firestore']) !== null)`.
 */
export function skipReason(needed: readonly EmulatorName[], label = 'Uji Firebase'): string | null {
  const status = emulatorStatus();
  const missing = needed.filter((name) => !status.available[name]);
  if (missing.length === 0) return null;
  const reason = `${label} dilewati: ${missing.map((name) => status.skipReasons[name]).join(' ')}`;
  if (!warned.has(reason)) {
    warned.add(reason);
    console.warn(reason);
  }
  return reason;
}
