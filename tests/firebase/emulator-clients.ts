import { randomUUID } from 'node:crypto';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { createFirebaseBackend } from '../../src/renderer/src/backend/firebase/firebase-backend';
import { CALLER_ACCOUNTS, type CallerKind } from '../support/caller-kinds';
import { EMULATOR_API_KEY, emulatorBackendConfig } from './emulator-config';
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
