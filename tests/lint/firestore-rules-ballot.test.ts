/**
 * The ballot's part of firestore.rules and firestore.indexes.json, checked as text (the Firestore
 * emulator needs Java; tests/firebase/firestore-rules.evoting-ballot.test.ts runs them where it
 * can): the rules ask for every choice a ballot may count, name the documents the adapter
 * writes, and the counters are not indexed.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELECTION_LIMITS } from '../../src/shared/evoting/election';
import {
  BALLOT_COLLECTIONS,
  BALLOT_RULES_DOC,
  RESULTS_DOC,
} from '../../src/renderer/src/backend/firebase/ballot-docs';

const rules = fs.readFileSync('firestore.rules', 'utf8');

/** The body of `function name(…) { … }` (up to the first line that closes it). */
function functionBody(name: string): string {
  const match = new RegExp(`function ${name}\\([^)]*\\) \\{\\n([\\s\\S]*?)\\n    \\}`).exec(rules);
  return match?.[1] ?? '';
}

describe('firestore.rules: the ballot', () => {
  it('asks for abstain and every candidate number a ballot may count, in turn', () => {
    const body = functionBody('changedChoice');
    const asked = [...body.matchAll(/'(\d+)' in changed \? '(\d+)'/g)].map((m) => {
      expect(m[1]).toBe(m[2]);
      return m[1];
    });
    const numbers = Array.from({ length: ELECTION_LIMITS.candidatesPerElection }, (_, i) =>
      String(i + 1),
    );
    expect(asked).toEqual(numbers);
    expect(body).toMatch(/^\s*return abstainChoice\(\) in changed \? abstainChoice\(\)/);
    expect(body.trimEnd()).toMatch(/: null;$/);
  });

  it('names the documents the adapter writes', () => {
    const under = (collection: string, id: string) => `/pemilihan_events/$(id)/${collection}/${id}`;
    expect(rules).toContain(under(BALLOT_COLLECTIONS.voted, '$(uid)'));
    expect(rules).toContain(under(BALLOT_COLLECTIONS.counts, '$(shard)'));
    expect(rules).toContain(under(BALLOT_COLLECTIONS.ballot, BALLOT_RULES_DOC));
    expect(rules).toContain(under(BALLOT_COLLECTIONS.results, RESULTS_DOC));
    for (const collection of Object.values(BALLOT_COLLECTIONS))
      expect(rules).toContain(`match /pemilihan_events/{electionId}/${collection}/{`);
    expect(functionBody('isPublication')).toContain(`docId == '${RESULTS_DOC}'`);
  });

  it('lets nobody list the counts or the has-voted records', () => {
    const block = (collection: string) =>
      new RegExp(
        `match /pemilihan_events/\\{electionId\\}/${collection}/\\{\\w+\\} \\{([\\s\\S]*?)\\n    \\}`,
      ).exec(rules)?.[1] ?? '';
    expect(block(BALLOT_COLLECTIONS.counts)).toMatch(/allow list: if false;/);
    expect(block(BALLOT_COLLECTIONS.voted)).toMatch(/allow list, update, delete: if false;/);
    expect(block(BALLOT_COLLECTIONS.counts)).not.toMatch(/allow read/);
  });
});

describe('firestore.indexes.json: the ballot', () => {
  const { fieldOverrides } = JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as {
    fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
  };

  it('indexes neither the counts nor the has-voted records (nothing queries them)', () => {
    for (const [collectionGroup, fieldPath] of [
      [BALLOT_COLLECTIONS.counts, 'suara'],
      [BALLOT_COLLECTIONS.counts, 'rahasia'],
      [BALLOT_COLLECTIONS.voted, 'pada'],
      [BALLOT_COLLECTIONS.voted, 'kunciKode'],
      [BALLOT_COLLECTIONS.voted, 'kunciHitungan'],
    ])
      expect(
        fieldOverrides.find(
          (o) => o.collectionGroup === collectionGroup && o.fieldPath === fieldPath,
        )?.indexes,
        `${collectionGroup}.${fieldPath}`,
      ).toEqual([]);
  });
});
