/**
 * firestore.rules against the Firestore emulator — every kind of caller against every protected read and write, in the shape of tests/contract/authorization-matrix.test.ts. Skipped, with the reason printed,
 * where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { skipReason } from './emulators';
import { asCaller, useRulesEnvironment } from './firestore-rules-support';
import { OPERATIONS } from './firestore-rules-operations';
import { ALL, describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore');

describe.skipIf(SKIP !== null)('firestore.rules', () => {
  useRulesEnvironment();

  describe('authorization matrix', () => {
    const rows = OPERATIONS.flatMap((operation) =>
      ALL.map((kind) => ({
        ...operation,
        kind,
        allowed: operation.allowed.includes(kind),
        outcome: describeCase(operation.allowed.includes(kind)),
      })),
    );
    it.each(rows)('$name as $kind: $outcome', async ({ run, kind, allowed }) => {
      const call = run(asCaller(kind), kind);
      if (allowed) await assertSucceeds(call);
      else await assertFails(call);
    });
  });
});
