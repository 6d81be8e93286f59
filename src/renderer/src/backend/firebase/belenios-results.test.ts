import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { readArchive } from '../../../../shared/evoting/belenios/archive';
import { createBallot } from '../../../../shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  generatePrivateCredential,
} from '../../../../shared/evoting/belenios/credential';
import {
  FIXTURE_FIREBASE_RESULT,
  makeFirebaseElection,
  type FirebaseElectionFixture,
} from '../../../../shared/evoting/belenios/firebase-election-fixture';
import { BELENIOS_2048, numberToString } from '../../../../shared/evoting/belenios/group';
import { sha256Hex } from '../../../../shared/evoting/belenios/hash';
import type { BeleniosBallotDocument } from '../../../../shared/evoting/belenios/record-from-documents';
import { serializeResult } from '../../../../shared/evoting/belenios/result';
import { ballotTracker } from '../../../../shared/evoting/belenios/tracker';
import { verifyRecord } from '../../../../shared/evoting/belenios/verify-record';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import { PUBLISH_MESSAGES } from '../../../../shared/evoting/results';
import {
  EVENT,
  EVENT_PATH,
  HOUR,
  handles,
  onRoll,
  refusal,
  seedElection,
  session,
} from '../../test/belenios-firebase-fixtures';
import { Timestamp, fakeFirestore } from '../../test/fake-firestore';
import { createFirebaseBallotApi } from './ballot-api';
import { readResults } from './ballot-results';
import { createFirebaseBeleniosCommitteeApi } from './belenios-committee-api';
import { countBeleniosBallots } from './belenios-results-read';
import { decryptionProblem, ensureTally, type FrozenSetup } from './belenios-tally';
import { countRoll } from './evoting-overview';

vi.mock('firebase/firestore', () => import('../../test/fake-firestore'));

/**
 * A Belenios election's tally, decryption, publication, results and record on Firebase, with
 * Firestore faked: a 2-of-3 election made by the shared library (firebase-election-fixture.ts),
 * its five honest ballots and one ballot cast with a credential outside the frozen list, which
 * the committee's browser must leave out of the tally, the results and the record. The rules
 * themselves: tests/firebase/firestore-rules.evoting-belenios.test.ts.
 */
let fixture: FirebaseElectionFixture;
let outsider: BeleniosBallotDocument;
beforeAll(() => {
  fixture = makeFirebaseElection();
  // Valid in every proof, but its credential is nobody's on the roll: refused at the tally.
  const privateCredential = generatePrivateCredential();
  const publik = derivePublicCredential(BELENIOS_2048, fixture.election.uuid, privateCredential);
  const { text } = createBallot(fixture.election, privateCredential, [[0, 1, 0]]);
  outsider = { kredensial: numberToString(publik), teks: text, tracker: ballotTracker(text) };
}, 120_000);

const ballot = createFirebaseBallotApi(handles, () => handles);
const committee = createFirebaseBeleniosCommitteeApi(handles);
const BELENIOS = `${EVENT_PATH}/belenios`;
const CLOSED = { mulai: -2 * HOUR, selesai: -HOUR };
const OPEN = { mulai: -HOUR, selesai: HOUR };
const VOTERS = ['v1', 'v2', 'v3', 'v4', 'v5'];

const setup = () => fixture.documents.setup as FrozenSetup;
const honestTrackers = () => fixture.documents.ballots.map((b) => b.tracker).sort();
const decryption = (posisi: number) =>
  fixture.documents.decryptions!.find((d) => d.posisi === posisi)!.teks;

/** The election as the voters left it: the frozen setup and every ballot document. */
function seedBallots(schedule: { mulai: number; selesai: number }) {
  seedElection(schedule);
  for (const uid of VOTERS) onRoll(uid);
  fakeFirestore.docs.set(`${BELENIOS}/setup`, { ...fixture.documents.setup });
  for (const b of [...fixture.documents.ballots, outsider])
    fakeFirestore.docs.set(`${BELENIOS}/setup/surat_suara/${sha256Hex(b.kredensial)}`, { ...b });
  session.uid = 'panitia';
}

/** Trustee `posisi`'s partial decryption, as the trustee adapter writes it. */
function decrypted(posisi: number, teks = decryption(posisi)) {
  fakeFirestore.docs.set(`${BELENIOS}/tally/dekripsi/${posisi}`, { teks });
}

const lastCommitPaths = () => fakeFirestore.commits.at(-1)!.map((op) => op.path);

beforeEach(() => seedBallots(CLOSED));

describe('the encrypted tally (the committee’s browser, after the close)', () => {
  it('checks every ballot, leaves the refused one out and writes the tally once', async () => {
    const tally = await ensureTally(handles, EVENT);
    expect(tally.ditolak).toEqual([
      { tracker: outsider.tracker, alasan: 'Kredensial tidak ada di daftar pemilihan.' },
    ]);
    // The product of the five honest ballots, exactly: the refused one is not in it.
    expect(tally.tallyJson).toBe(fixture.documents.tally!.tallyJson);
    expect(tally.sizedTallyJson).toBe(fixture.documents.tally!.sizedTallyJson);
    expect(fakeFirestore.docs.get(`${BELENIOS}/tally`)).toEqual({
      tallyJson: tally.tallyJson,
      sizedTallyJson: tally.sizedTallyJson,
      ditolak: tally.ditolak,
    });
    const commits = fakeFirestore.commits.length;
    expect(await ensureTally(handles, EVENT)).toEqual(tally);
    expect(fakeFirestore.commits.length).toBe(commits);
  }, 60_000);

  it('is refused before the close, and to anyone outside the committee', async () => {
    seedBallots(OPEN);
    await refusal(ensureTally(handles, EVENT), 'CONFLICT', BELENIOS_MESSAGES.notClosed);
    seedBallots(CLOSED);
    session.uid = 'v1';
    await refusal(ensureTally(handles, EVENT), 'FORBIDDEN');
  });
});

describe('the committee’s status read after the close', () => {
  it('writes the missing credential list, then the tally, so trustees can decrypt', async () => {
    fakeFirestore.docs.set(`${BELENIOS}/setup`, {
      ...fixture.documents.setup,
      credentialsJson: null,
    });
    fixture.documents.ballots.forEach((b, i) =>
      fakeFirestore.docs.set(`${BELENIOS}/setup/kredensial/${VOTERS[i]}`, {
        publik: b.kredensial,
      }),
    );
    const status = await committee.trusteeStatus(EVENT);
    expect(status?.tahap).toBe('dekripsi');
    expect(fakeFirestore.docs.get(`${BELENIOS}/setup`)?.credentialsJson).toBe(
      fixture.documents.setup.credentialsJson,
    );
    expect(fakeFirestore.docs.get(`${BELENIOS}/tally`)).toMatchObject({
      tallyJson: fixture.documents.tally!.tallyJson,
      ditolak: [{ tracker: outsider.tracker, alasan: expect.any(String) as unknown }],
    });
    // Read again: the stored tally stays, nothing is written.
    const commits = fakeFirestore.commits.length;
    await committee.trusteeStatus(EVENT);
    expect(fakeFirestore.commits.length).toBe(commits);
  }, 60_000);

  it('makes no tally while the election is open', async () => {
    seedBallots(OPEN);
    expect((await committee.trusteeStatus(EVENT))?.tahap).toBe('siap');
    expect(fakeFirestore.docs.has(`${BELENIOS}/tally`)).toBe(false);
  });
});

describe('a trustee’s partial decryption, checked before it is sent', () => {
  it('accepts the trustee’s own, and refuses another’s proof or a changed text', async () => {
    const tally = await ensureTally(handles, EVENT);
    expect(decryptionProblem(setup(), tally, 1, decryption(1))).toBeNull();
    expect(decryptionProblem(setup(), tally, 2, decryption(1))).toBe(
      BELENIOS_MESSAGES.badDecryption,
    );
    expect(decryptionProblem(setup(), tally, 1, ` ${decryption(1)}`)).toBe(
      BELENIOS_MESSAGES.badDecryption,
    );
    expect(decryptionProblem(setup(), tally, 3, 'bukan json')).toBe(
      BELENIOS_MESSAGES.badDecryption,
    );
  }, 60_000);
});

describe('publication', () => {
  it('says how many partial decryptions are missing, publishing nothing', async () => {
    await expect(ballot.publishResults(EVENT)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: BELENIOS_MESSAGES.notEnoughDecryptions(0, 2),
    });
    // Its one write is the tally, for the trustees to decrypt.
    expect(fakeFirestore.commits).toHaveLength(1);
    expect(lastCommitPaths()).toEqual([`${BELENIOS}/tally`]);
    decrypted(1);
    // A partial decryption whose proof fails (trustee 1's text at position 2) does not count.
    decrypted(2, decryption(1));
    await refusal(
      ballot.publishResults(EVENT),
      'CONFLICT',
      BELENIOS_MESSAGES.notEnoughDecryptions(1, 2),
    );
    expect(fakeFirestore.docs.get(EVENT_PATH)?.['hasilDipublikasikan']).toBe(false);
  }, 60_000);

  it('computes and checks the result from t decryptions and publishes it in one batch', async () => {
    await ensureTally(handles, EVENT);
    decrypted(1);
    decrypted(2, decryption(1));
    decrypted(3);
    const results = await ballot.publishResults(EVENT);

    expect(lastCommitPaths().sort()).toEqual(
      [EVENT_PATH, `${BELENIOS}/hasil`, `${EVENT_PATH}/hasil/ringkasan`, expect.any(String)].sort(),
    );
    const histori = lastCommitPaths().find((p) => p.startsWith('histori/'))!;
    expect(fakeFirestore.docs.get(histori)?.['action']).toBe(
      EVOTING_HISTORY.resultsPublished('Pemira'),
    );
    expect(fakeFirestore.docs.get(EVENT_PATH)?.['hasilDipublikasikan']).toBe(true);
    const hasil = fakeFirestore.docs.get(`${BELENIOS}/hasil`)!;
    expect(hasil['resultJson']).toBe(serializeResult(FIXTURE_FIREBASE_RESULT));
    expect(hasil['dekripsi']).toEqual([1, 3]);
    expect(hasil['dipublikasikanPada']).toBeInstanceOf(Timestamp);
    expect(fakeFirestore.docs.get(`${EVENT_PATH}/hasil/ringkasan`)).toEqual({
      jumlahPemilih: 5,
      dipublikasikanPada: expect.any(Timestamp),
    });

    // The counts are the ballots cast (blank, Paslon 1, Paslon 2): not the outsider's vote.
    expect(results.abstain).toBe(1);
    expect(results.kandidat.map((k) => [k.nomor, k.suara])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(results.kodeTanda).toEqual(honestTrackers());
    expect(results.suaraMasuk).toBe(5);
    expect(results.jumlahPemilih).toBe(5);
    expect(results.sidikJari).toBe(fixture.election.fingerprint);
    expect(results.beleniosUuid).toBe(fixture.documents.setup.uuid);

    await refusal(ballot.publishResults(EVENT), 'CONFLICT', PUBLISH_MESSAGES.alreadyPublished);
  }, 120_000);

  it('is refused with the server’s text before the close', async () => {
    seedBallots(OPEN);
    await refusal(ballot.publishResults(EVENT), 'CONFLICT', PUBLISH_MESSAGES.notClosed);
  });
});

describe('the results page and the record', () => {
  it('reads the published results as a visitor, and none before', async () => {
    await ensureTally(handles, EVENT);
    decrypted(1);
    decrypted(3);
    session.uid = null;
    expect(await readResults(handles, EVENT)).toBeNull();
    session.uid = 'panitia';
    await ballot.publishResults(EVENT);
    session.uid = null;
    expect(await readResults(handles, EVENT)).toMatchObject({
      abstain: 1,
      kodeTanda: honestTrackers(),
      beleniosUuid: fixture.documents.setup.uuid,
    });
  }, 120_000);

  it('is every ballot while open, and none before the opening', async () => {
    seedBallots(OPEN);
    session.uid = null;
    const open = readArchive((await ballot.record(EVENT))!);
    expect(open.ballots).toHaveLength(6);
    expect(open.encryptedTally).toBeUndefined();
    seedBallots({ mulai: HOUR, selesai: 2 * HOUR });
    expect(await ballot.record(EVENT)).toBeNull();
    expect(await ballot.record('tidak/ada')).toBeNull();
  });

  it('leaves the refused ballot out after the tally, and the decryptions until published', async () => {
    await ensureTally(handles, EVENT);
    decrypted(1);
    decrypted(2, decryption(1));
    decrypted(3);
    session.uid = null;
    const closed = readArchive((await ballot.record(EVENT))!);
    expect(closed.ballots).toHaveLength(5);
    expect(closed.ballots).not.toContain(outsider.teks);
    expect(closed.encryptedTally?.tally).toBe(fixture.documents.tally!.tallyJson);
    expect(closed.partialDecryptions).toEqual([]);
    expect(closed.result).toBeUndefined();

    session.uid = 'panitia';
    await ballot.publishResults(EVENT);
    session.uid = null;
    const bytes = (await ballot.record(EVENT))!;
    const published = readArchive(bytes);
    // Only the decryptions that made the result: trustee 2's failing one is left out.
    expect(published.partialDecryptions.map((p) => p.decryption)).toEqual([
      decryption(1),
      decryption(3),
    ]);
    expect(published.result).toBe(serializeResult(FIXTURE_FIREBASE_RESULT));
    const verification = verifyRecord(bytes);
    expect(verification.steps.filter((s) => s.status !== 'ok')).toEqual([]);
    expect(verification.ok).toBe(true);
  }, 180_000);
});

describe('turnout', () => {
  it('counts the Belenios ballots cast (they leave no receipt in the box)', async () => {
    expect(await countBeleniosBallots(handles, EVENT)).toBe(6);
    expect((await countRoll(handles, EVENT)).sudahMemilih).toBe(6);
  });
});
