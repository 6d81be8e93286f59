import { beforeAll, describe, expect, it } from 'vitest';
import { readArchive } from './archive';
import {
  FIXTURE_FIREBASE_RESULT,
  type FirebaseElectionFixture,
  makeFirebaseElection,
} from './firebase-election-fixture';
import { recordFromDocuments, refusedBallots } from './record-from-documents';
import { ballotTracker } from './tracker';
import { verifyRecord } from './verify-record';

/**
 * The record of a Firebase election, built from its documents by record-from-documents.ts, is a
 * record the portal's verifier accepts whole (tests/belenios/firebase-record-interop.test.ts shows
 * belenios-tool does too), whatever order Firestore returns the documents in.
 */

let fixture: FirebaseElectionFixture;

beforeAll(() => {
  fixture = makeFirebaseElection();
});

function built(documents = fixture.documents): Uint8Array {
  const bytes = recordFromDocuments(documents);
  if (bytes === null) throw new Error('no record');
  return bytes;
}

describe('recordFromDocuments', () => {
  it('builds a record whose every verification step holds, with the result', () => {
    const verification = verifyRecord(built());
    expect(verification.steps.map((s) => [s.id, s.status, s.reason])).toEqual(
      verification.steps.map((s) => [s.id, 'ok', undefined]),
    );
    expect(verification.ok).toBe(true);
    expect(verification.result).toEqual(FIXTURE_FIREBASE_RESULT);
    expect(verification.fingerprint).toBe(fixture.election.fingerprint);
  });

  it('puts the ballots in tracker order and the decryptions in trustee order, whatever order the documents come in', () => {
    const { documents } = fixture;
    const shuffled = {
      ...documents,
      ballots: [...documents.ballots].reverse(),
      decryptions: [...(documents.decryptions ?? [])].reverse(),
    };
    expect(built(shuffled)).toEqual(built());
    const contents = readArchive(built());
    const trackers = contents.ballots.map(ballotTracker);
    expect(trackers).toEqual([...trackers].sort());
    expect(
      contents.partialDecryptions.map((d) => JSON.parse(d.owned) as { owner: number }),
    ).toEqual([expect.objectContaining({ owner: 1 }), expect.objectContaining({ owner: 3 })]);
  });

  it('has no record before the setup is frozen, and only the ballots while open', () => {
    const { documents } = fixture;
    expect(
      recordFromDocuments({ ...documents, setup: { ...documents.setup, electionJson: null } }),
    ).toBeNull();
    const open = verifyRecord(built({ setup: documents.setup, ballots: documents.ballots }));
    expect(open.ok).toBe(true);
    expect(
      readArchive(built({ setup: documents.setup, ballots: documents.ballots })).events.at(-1)
        ?.event.type,
    ).toBe('Ballot');
    // Closed and tallied, not yet published: the decryptions wait for the result.
    const closed = readArchive(built({ ...documents, result: null }));
    expect(closed.events.at(-1)?.event.type).toBe('EncryptedTally');
    expect(closed.partialDecryptions).toEqual([]);
  });
});

describe('refusedBallots', () => {
  it('refuses nothing of honest ballots', () => {
    const { election, documents } = fixture;
    expect(
      refusedBallots(election, documents.setup.credentialsJson ?? '', documents.ballots),
    ).toEqual([]);
  });

  it("refuses a ballot with a changed digit, a wrong tracker or another voter's credential, and the record leaves it out", () => {
    const { election, documents } = fixture;
    const [first, second, third] = documents.ballots as [
      (typeof documents.ballots)[number],
      (typeof documents.ballots)[number],
      (typeof documents.ballots)[number],
    ];
    const at = first.teks.indexOf('"alpha":"') + 20;
    const changed =
      first.teks.slice(0, at) +
      (first.teks.charAt(at) === '7' ? '8' : '7') +
      first.teks.slice(at + 1);
    const bad = [
      { ...first, teks: changed, tracker: ballotTracker(changed) },
      { ...second, tracker: third.tracker },
      { ...third, kredensial: second.kredensial },
    ];
    const refused = refusedBallots(election, documents.setup.credentialsJson ?? '', bad);
    expect(refused.map((r) => r.tracker)).toEqual(bad.map((b) => ballotTracker(b.teks)));
    expect(refused[1]?.alasan).toMatch(/Pelacak/);
    expect(refused[2]?.alasan).toMatch(/kredensial lain/);

    // The committee tallies without it and names it; the record then verifies without it.
    const withBad = { setup: documents.setup, ballots: [...documents.ballots, bad[0]!] };
    expect(verifyRecord(built(withBad)).ok).toBe(false);
    const leftOut = built({
      ...withBad,
      tally: { ...documents.tally!, ditolak: [refused[0]!] },
      decryptions: documents.decryptions,
      result: documents.result,
    });
    expect(verifyRecord(leftOut).ok).toBe(true);
    expect(leftOut).toEqual(built());
  });
});
