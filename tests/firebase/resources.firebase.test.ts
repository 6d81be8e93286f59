/**
 * The generic suite of every declared collection (tests/contract/resource-contract.ts) on the
 * Firebase adapter, against the Auth and Firestore emulators with the project's firestore.rules.
 * It runs wherever the Firestore emulator starts (Java 21+) and is skipped with the printed reason
 * elsewhere; the embedded server runs the same suite in tests/contract/resources.contract.test.ts.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { describe } from 'vitest';
import { createFirebaseBackend } from '../../src/renderer/src/backend/firebase/firebase-backend';
import { RESOURCES } from '../../src/shared/resources/registry';
import type { AnyResource } from '../../src/shared/resources/resource';
import { CALLER_ACCOUNTS, kindsInArea, STAFF, type CallerKind } from '../support/caller-kinds';
import { describeResourceContract, type ResourceHarness } from '../contract/resource-contract';
import { RESOURCE_FIXTURES, type ResourceFixture } from '../contract/support/resource-fixtures';
import { EMULATOR_API_KEY, EMULATOR_PROJECT_ID, emulatorBackendConfig } from './emulator-config';
import { emulatorStatus, skipReason } from './emulators';

const PROJECT_ID = EMULATOR_PROJECT_ID;
const API_KEY = EMULATOR_API_KEY;
const status = emulatorStatus();
const skip = skipReason(['auth', 'firestore'], 'Uji koleksi Firebase (Firestore)');

const config = () => emulatorBackendConfig('https://script.google.com/macros/s/uji-koleksi/exec');

const client = () => createFirebaseBackend(config(), { name: `koleksi-${randomUUID()}` });

/** An Auth account, its users/{uid} profile written past the rules, and a client signed in as it. */
async function signedInAs(
  kind: CallerKind,
  writeProfile: (uid: string, profile: Record<string, unknown>) => Promise<void>,
) {
  const account = CALLER_ACCOUNTS[kind];
  if (!account) throw new Error(`${kind} has no account`);
  const email = `${kind}-${randomUUID().slice(0, 8)}@koleksi.uji`;
  const password = 'sandi-uji-koleksi-1';
  const response = await fetch(
    `http://${status.hosts.auth ?? ''}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
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
  const backend = client();
  await backend.auth.signIn(email, password);
  return backend;
}

async function firebaseResourceHarness(resource: AnyResource): Promise<ResourceHarness> {
  const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
  const { collection, doc, getDocs, setDoc } = await import('firebase/firestore');
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
  });
  await env.clearFirestore();
  const writeProfile = (uid: string, profile: Record<string, unknown>) =>
    env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', uid), profile);
    });
  const inside = new Set(kindsInArea(resource.writeArea));
  const writerKind = [...inside].find((kind) => kind !== 'master') ?? 'master';
  const outsiderKind = STAFF.find((kind) => !inside.has(kind)) ?? 'pending';
  return {
    writer: await signedInAs(writerKind, writeProfile),
    outsider: await signedInAs(outsiderKind, writeProfile),
    anonymous: client(),
    historiActions: async () => {
      let actions: string[] = [];
      await env.withSecurityRulesDisabled(async (context) => {
        const snapshot = await getDocs(collection(context.firestore(), 'histori'));
        actions = snapshot.docs.map((d) => String(d.data()['action']));
      });
      return actions.reverse();
    },
    dispose: () => env.cleanup(),
  };
}

describe.skipIf(skip !== null)('declared collections on Firebase (emulators)', () => {
  for (const resource of RESOURCES)
    describeResourceContract(
      'Firebase (emulators)',
      RESOURCE_FIXTURES[resource.name] as ResourceFixture,
      () => firebaseResourceHarness(resource),
    );
});
