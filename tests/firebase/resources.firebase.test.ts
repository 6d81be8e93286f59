/**
 * The generic suite of every declared collection (tests/contract/resource-contract.ts) on the
 * Firebase adapter, against the Auth and Firestore emulators with the project's firestore.rules.
 * It runs wherever the Firestore emulator starts (Java 21+) and is skipped with the printed reason
 * elsewhere; the embedded server runs the same suite in tests/contract/resources.contract.test.ts.
 */
import type { FieldChange } from '../../src/shared/histori/record-changes';
import fs from 'node:fs';
import { describe } from 'vitest';
import { RESOURCES } from '../../src/shared/resources/registry';
import type { AnyResource } from '../../src/shared/resources/resource';
import { kindsInArea, STAFF } from '../support/caller-kinds';
import { describeResourceContract, type ResourceHarness } from '../contract/resource-contract';
import { RESOURCE_FIXTURES, type ResourceFixture } from '../contract/support/resource-fixtures';
import { emulatorClient, signedInAs } from './emulator-clients';
import { EMULATOR_PROJECT_ID } from './emulator-config';
import { skipReason } from './emulators';

const PROJECT_ID = EMULATOR_PROJECT_ID;
const skip = skipReason(['auth', 'firestore'], 'Uji koleksi Firebase (Firestore)');

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
    anonymous: emulatorClient(),
    historiActions: async () => {
      let actions: string[] = [];
      await env.withSecurityRulesDisabled(async (context) => {
        const snapshot = await getDocs(collection(context.firestore(), 'histori'));
        actions = snapshot.docs.map((d) => String(d.data()['action']));
      });
      return actions.reverse();
    },
    historiEntries: async () => {
      let entries: { action: string; changes?: FieldChange[] }[] = [];
      await env.withSecurityRulesDisabled(async (context) => {
        const snapshot = await getDocs(collection(context.firestore(), 'histori'));
        entries = snapshot.docs.map((d) => {
          const data = d.data();
          const changes = data['changes'] as FieldChange[] | undefined;
          return { action: String(data['action']), ...(changes ? { changes } : {}) };
        });
      });
      return entries.reverse();
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
