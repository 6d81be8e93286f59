// A real Belenios record (`UUID.bel`) for the tests of this folder and for trying the page by
// hand (not part of the app): built entirely with the shared Belenios code, as
// src/shared/evoting/belenios/verify-record.test.ts builds its own, whose builder is not exported.
import {
  ArchiveWriter,
  ownedText,
  sizedEncryptedTallyText,
} from '../../../../shared/evoting/belenios/archive';
import { createBallot } from '../../../../shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  generatePrivateCredential,
} from '../../../../shared/evoting/belenios/credential';
import { type BeleniosElection, parseElection } from '../../../../shared/evoting/belenios/election';
import { BELENIOS_2048, numberToString } from '../../../../shared/evoting/belenios/group';
import {
  computeEncryptedTally,
  computePartialDecryption,
  serializeEncryptedTally,
  serializePartialDecryption,
} from '../../../../shared/evoting/belenios/partial-decryption';
import { computeResult, serializeResult } from '../../../../shared/evoting/belenios/result';
import {
  generateTrusteeKey,
  serializeTrustees,
} from '../../../../shared/evoting/belenios/trustee-key';

export const TEST_RECORD_UUID = 'UjiVerifikasiHsP';
export const TEST_RECORD_NAME = 'Pemira Uji Verifikasi';

export interface TestRecordOptions {
  /** How many voters cast one ballot each (default 2). */
  voters?: number;
  /** Stop after the ballots: no tally, decryption or result yet. */
  open?: boolean;
  /** Publish a result whose counts were changed: the "result" step must fail. */
  forgedResult?: boolean;
}

export interface TestRecord {
  bytes: Uint8Array;
  election: BeleniosElection;
}

/** One Single trustee, one question (two candidates, blank allowed); voter i picks candidate i % 2. */
export function buildTestRecord(options: TestRecordOptions = {}): TestRecord {
  const { voters = 2, open = false, forgedResult = false } = options;
  const G = BELENIOS_2048;
  const trustee = generateTrusteeKey(G);
  const election = parseElection(
    JSON.stringify({
      version: 1,
      description: 'Arsip uji halaman Verifikasi Pemilihan',
      name: TEST_RECORD_NAME,
      group: 'BELENIOS-2048',
      public_key: numberToString(trustee.publicKey.publicKey),
      questions: [
        { answers: ['Paslon 1', 'Paslon 2'], blank: true, min: 1, max: 1, question: 'Ketua BEM' },
      ],
      uuid: TEST_RECORD_UUID,
    }),
  );
  const trustees = [{ kind: 'single' as const, key: trustee.publicKey }];
  const privateCredentials = Array.from({ length: voters }, () => generatePrivateCredential());
  const publicCredentials = privateCredentials
    .map((c) => numberToString(derivePublicCredential(G, TEST_RECORD_UUID, c)))
    .sort();
  const ballots = privateCredentials.map((c, i) =>
    createBallot(election, c, [i % 2 === 0 ? [0, 1, 0] : [0, 0, 1]]),
  );

  const w = new ArchiveWriter(1_795_873_406);
  w.setup(election.raw, serializeTrustees(trustees), JSON.stringify(publicCredentials));
  for (const b of ballots) w.ballot(b.text);
  if (open) return { bytes: w.bytes(), election };
  w.endBallots();
  const sized = computeEncryptedTally(election, ballots);
  const tally = serializeEncryptedTally(sized.tally);
  w.encryptedTally(tally, sizedEncryptedTallyText(sized.numTallied, sized.totalWeight, tally));
  const pd = computePartialDecryption(election, sized.tally, trustee.privateKey);
  const pdText = serializePartialDecryption(pd);
  w.partialDecryption(pdText, ownedText(1, pdText));
  const counted = computeResult(election, sized, trustees, [{ owner: 1, partialDecryption: pd }]);
  if (!counted.ok) throw new Error(counted.error);
  const result = forgedResult ? counted.result.map((row) => row.map((n) => n + 1)) : counted.result;
  w.result(serializeResult(result));
  return { bytes: w.bytes(), election };
}
