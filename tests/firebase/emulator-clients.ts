import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { createFirebaseBackend } from '../../src/renderer/src/backend/firebase/firebase-backend';
import { CALLER_ACCOUNTS, type CallerKind } from '../support/caller-kinds';
import { EMULATOR_API_KEY, EMULATOR_PROJECT_ID, emulatorBackendConfig } from './emulator-config';
import { emulatorStatus } from './emulators';

const config = () => emulatorBackendConfig('https://script.google.com/macros/s/uji-koleksi/exec');

/** A Firebase client of the emulators, signed out. */
export const emulatorClient = (): Backend =>
  createFirebaseBackend(config(), { name: `klien-${randomUUID()}` });

/** An Auth account, its users/{uid} profile written past the rules, and a client signed in as it. */
export async function signedInAs(
  kind: CallerKind,
  writeProfile: (uid: string, profile: Record<string, unknown>) => Promise<void>,
): Promise<Backend> {
  const account = CALLER_ACCOUNTS[kind];
  if (!account) throw new Error(`${kind} has no account`);
  const email = `${kind}-${randomUUID().slice(0, 8)}@koleksi.uji`;
  const password = 'sandi-uji-koleksi-1';
  const response = await fetch(
    `http://${emulatorStatus().hosts.auth ?? ''}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${EMULATOR_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { localId } = (await response.json()) as { localId: string };
  await writeProfile(localId, {
    email,
    namaTampilan: `Uji ${kind}`,
    role: account.role,
    kementerian: account.kementerian,
    foto: null,
    organisasi: null,
    catatan: null,
    disabled: false,
    createdAt: new Date(),
  });
  const backend = emulatorClient();
  await backend.auth.signIn(email, password);
  return backend;
}

/**
 * The emulators' project with this repository's firestore.rules, emptied first unless `keep`
 * (a test file that shares it with data of its own), and a client signed in as a caller kind
 * whose profile is written past the rules. The testing library is loaded here, when a test that
 * runs asks for it, not when a skipped file is read.
 */
export async function emulatorProject(options: { keep?: boolean } = {}): Promise<{
  env: RulesTestEnvironment;
  signIn: (kind: CallerKind) => Promise<Backend>;
}> {
  const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
  const { doc, setDoc } = await import('firebase/firestore');
  const env = await initializeTestEnvironment({
    projectId: EMULATOR_PROJECT_ID,
    firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
  });
  if (!options.keep) await env.clearFirestore();
  const writeProfile = (uid: string, profile: Record<string, unknown>) =>
    env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', uid), profile);
    });
  return { env, signIn: (kind) => signedInAs(kind, writeProfile) };
}
