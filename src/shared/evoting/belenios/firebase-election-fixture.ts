import { sizedEncryptedTallyText } from './archive';
import { createBallot, parseBallot } from './ballot';
import { derivePublicCredential, generatePrivateCredential } from './credential';
import { type BeleniosElection, parseElection } from './election';
import { makeElectionText, publicCredentialsText } from './election-setup';
import { BELENIOS_2048, numberToString } from './group';
import { sha256Hex } from './hash';
import {
  computeEncryptedTally,
  computePartialDecryption,
  parseEncryptedTally,
  parsePartialDecryption,
  serializeEncryptedTally,
  serializePartialDecryption,
} from './partial-decryption';
import type {
  BeleniosBallotDocument,
  BeleniosDocuments,
  BeleniosSetupDocument,
} from './record-from-documents';
import { computeResult, serializeResult } from './result';
import { openDecryptionKeyShare, thresholdStep3, thresholdStep5 } from './threshold-keygen';
import {
  parsePolynomialMessage,
  parseVerificationOutput,
  thresholdStep4,
  thresholdStep6,
} from './threshold-server';
import { generateThresholdSeed, makeCertificate } from './threshold-trustee';
import { ballotTracker } from './tracker';
import { electionPublicKey, parseTrustees, serializeTrustees } from './trustee-key';

/**
 * A small Belenios election as the Firebase backend's documents hold it (issue 34 item 6), for
 * the tests of record-from-documents.ts (unit, and tests/belenios with belenios-tool). Every
 * value is made by this folder's code as the browsers make it on Firebase: three trustees with a
 * threshold of two (the six steps; steps 4 and 6 in the committee's browser), five voters' own
 * credentials and ballots, the tally, the partial decryptions of trustees 1 and 3, the result.
 * Not a test file itself; a fresh election on every call (random keys).
 */

const G = BELENIOS_2048;
export const FIXTURE_FIREBASE_UUID = 'UjiFirebase1234';
export const FIXTURE_FIREBASE_OPENED = 1_795_873_406;
/** Plaintexts, blank first: Paslon 1, Paslon 2, blank, Paslon 1, Paslon 1. */
const CHOICES = [[[0, 1, 0]], [[0, 0, 1]], [[1, 0, 0]], [[0, 1, 0]], [[0, 1, 0]]];
export const FIXTURE_FIREBASE_RESULT = [[1, 3, 1]];
const DECRYPTING = [3, 1];

export interface FirebaseElectionFixture {
  election: BeleniosElection;
  documents: BeleniosDocuments;
  /** The voters' private credentials, in CHOICES order. */
  privateCredentials: string[];
}

/** The ballot document's id: the SHA-256 (hex) of the public credential's decimal text. */
export const ballotDocumentId = (kredensial: string): string => sha256Hex(kredensial);

export function makeFirebaseElection(): FirebaseElectionFixture {
  const seeds = [0, 1, 2].map(() => generateThresholdSeed());
  const certs = seeds.map((seed) => makeCertificate(G, seed));
  const polynomials = seeds.map((seed) => thresholdStep3(G, certs, seed, 2));
  const vinputs = thresholdStep4(G, certs, polynomials.map(parsePolynomialMessage));
  const voutputs = seeds.map((seed, i) => thresholdStep5(G, certs, seed, vinputs[i] ?? ''));
  const parameters = thresholdStep6(
    G,
    certs,
    polynomials.map(parsePolynomialMessage),
    voutputs.map(parseVerificationOutput),
  );
  const trusteesJson = serializeTrustees([{ kind: 'pedersen', ...parameters }]);
  const trustees = parseTrustees(trusteesJson);
  const electionJson = makeElectionText({
    uuid: FIXTURE_FIREBASE_UUID,
    group: G,
    publicKey: electionPublicKey(G, trustees),
    name: 'Pemira Uji Firebase',
    description: 'Uji rekaman dari dokumen Firestore',
    question: 'Ketua BEM',
    answers: ['1. Paslon Satu', '2. Paslon Dua'],
    abstain: true,
  });
  const election = parseElection(electionJson);

  const privateCredentials = CHOICES.map(() => generatePrivateCredential());
  const publicCredentials = privateCredentials.map((c) =>
    derivePublicCredential(G, FIXTURE_FIREBASE_UUID, c),
  );
  const setup: BeleniosSetupDocument = {
    uuid: FIXTURE_FIREBASE_UUID,
    ambang: 2,
    trusteesJson,
    electionJson,
    credentialsJson: publicCredentialsText(publicCredentials),
    dibukaUnix: FIXTURE_FIREBASE_OPENED,
  };
  const ballots: BeleniosBallotDocument[] = CHOICES.map((choice, i) => {
    const { text } = createBallot(election, privateCredentials[i] ?? '', choice);
    const kredensial = numberToString(publicCredentials[i] ?? 0n);
    return { kredensial, teks: text, tracker: ballotTracker(text) };
  });

  const sized = computeEncryptedTally(
    election,
    ballots.map((b) => ({ ballot: parseBallot(b.teks) })),
  );
  const tallyJson = serializeEncryptedTally(sized.tally);
  const tally = parseEncryptedTally(tallyJson);
  const decryptions = DECRYPTING.map((posisi) => {
    const i = posisi - 1;
    const dkey = parseVerificationOutput(voutputs[i] ?? '').privateKey;
    const share = openDecryptionKeyShare(G, certs, seeds[i] ?? '', dkey);
    return {
      posisi,
      teks: serializePartialDecryption(computePartialDecryption(election, tally, share)),
    };
  });
  const computed = computeResult(
    election,
    { tally, numTallied: sized.numTallied, totalWeight: sized.totalWeight },
    trustees,
    decryptions.map((d) => ({
      owner: d.posisi,
      partialDecryption: parsePartialDecryption(d.teks),
    })),
  );
  if (!computed.ok) throw new Error(`Hasil uji tidak dapat dihitung: ${computed.error}`);

  return {
    election,
    privateCredentials,
    documents: {
      setup,
      ballots,
      tally: {
        tallyJson,
        sizedTallyJson: sizedEncryptedTallyText(sized.numTallied, sized.totalWeight, tallyJson),
        ditolak: [],
      },
      decryptions,
      result: { resultJson: serializeResult(computed.result) },
    },
  };
}
