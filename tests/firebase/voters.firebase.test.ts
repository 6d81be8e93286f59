/**
 * The Firebase adapter's voters (backend/firebase/voter-api.ts) against the Auth and Firestore
 * emulators, with the real firestore.rules: the same VoterApi contract as the embedded server
 * (tests/contract/voter-contract.ts). Skipped, with the reason printed, where the emulators do
 * not run (Firestore needs Java 21+).
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { createFirebaseBackend } from '../../src/renderer/src/backend/firebase/firebase-backend';
import { describeVoterContract } from '../contract/voter-contract';
import { EMULATOR_PROJECT_ID, emulatorBackendConfig } from './emulator-config';
import { skipReason } from './emulators';

const SKIP = skipReason(['auth', 'firestore'], 'Uji kontrak pemilih Firebase');

describe.skipIf(SKIP !== null)('voters on Firebase (emulators)', () => {
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const { initializeTestEnvironment } = await import('@firebase/rules-unit-testing');
    const env = await initializeTestEnvironment({
      projectId: EMULATOR_PROJECT_ID,
      firestore: { rules: fs.readFileSync('firestore.rules', 'utf8') },
    });
    cleanup = () => env.cleanup();
  });
  afterAll(async () => {
    await cleanup?.();
  });

  // Each client is a separate Firebase app (and so a separate voter app): another browser.
  describeVoterContract('firebase (emulators)', () =>
    createFirebaseBackend(emulatorBackendConfig('https://script.google.com/macros/s/uji/exec'), {
      name: `pemilih-${randomUUID()}`,
    }),
  );
});
