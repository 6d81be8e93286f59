/**
 * One demo election's Belenios record, up to its stage (scripts/make-demo-belenios.ts writes it):
 * computed by the shared library as the trustees', the committee's and the voters' browsers and
 * the server compute it, with a random source seeded from the election's name. Each stage draws
 * from that source in the same order, so an election's record only grows when its stage does.
 */
import { createHash } from 'node:crypto';
import { ABSTAIN } from '../../src/shared/evoting/ballot';
import { sizedEncryptedTallyText } from '../../src/shared/evoting/belenios/archive';
import { createBallot, parseBallot } from '../../src/shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  generatePrivateCredential,
  publicCredentialToString,
} from '../../src/shared/evoting/belenios/credential';
import { type BeleniosElection, parseElection } from '../../src/shared/evoting/belenios/election';
import {
  generateElectionUuid,
  makeElectionText,
  publicCredentialsText,
} from '../../src/shared/evoting/belenios/election-setup';
import { BELENIOS_2048, type RandomBytes } from '../../src/shared/evoting/belenios/group';
import {
  computeEncryptedTally,
  computePartialDecryption,
  parseEncryptedTally,
  parsePartialDecryption,
  serializeEncryptedTally,
  serializePartialDecryption,
} from '../../src/shared/evoting/belenios/partial-decryption';
import {
  checkResult,
  computeResult,
  serializeResult,
} from '../../src/shared/evoting/belenios/result';
import {
  openDecryptionKeyShare,
  thresholdStep3,
  thresholdStep5,
} from '../../src/shared/evoting/belenios/threshold-keygen';
import {
  parsePolynomialMessage,
  parseVerificationOutput,
  thresholdStep4,
  thresholdStep6,
} from '../../src/shared/evoting/belenios/threshold-server';
import {
  generateThresholdSeed,
  makeCertificate,
  serializeSignedMessage,
} from '../../src/shared/evoting/belenios/threshold-trustee';
import { ballotTracker } from '../../src/shared/evoting/belenios/tracker';
import {
  electionPublicKey,
  parseTrustees,
  serializeTrustees,
  type TrusteeItem,
} from '../../src/shared/evoting/belenios/trustee-key';
import { DEMO_BALLOTS, DEMO_EXTRA_ROLL } from '../../src/server/seed/demo-ballots';
import {
  DEMO_AMBANG,
  DEMO_WITNESSES,
  type DemoBeleniosRecord,
  type DemoOpenedRecord,
  type DemoPublishedRecord,
} from '../../src/server/seed/demo-belenios-record';
import type { DemoElection } from '../../src/server/seed/demo-evoting';

const group = BELENIOS_2048;
/** The trustees who decrypt: the committee account and the first witness (t = 2 of 3). */
const DECRYPTING = [1, 2];

/** SHA-256 in counter mode over a label: a reproducible stream, for the demo only. */
function demoRandom(label: string): RandomBytes {
  let counter = 0;
  let pool = Buffer.alloc(0);
  return (bytes) => {
    while (pool.length < bytes.length) {
      const block = createHash('sha256').update(`${label}|${counter++}`).digest();
      pool = Buffer.concat([pool, block]);
    }
    bytes.set(pool.subarray(0, bytes.length));
    pool = pool.subarray(bytes.length);
  };
}

/**
 * A candidate pair as the ballot names it, as belenios-record.ts does ("1. Nama & Nama Wakil");
 * demo-belenios.test.ts checks that the server's own setup() makes the same election.json.
 */
const answerLabel = (c: { nomor: number; nama: string; namaWakil: string | null }) =>
  `${c.nomor}. ${c.nama}${c.namaWakil ? ` & ${c.namaWakil}` : ''}`;

/** The key generation, steps 1 to 6, as the trustees' pages and the server run it. */
function keyGeneration(random: RandomBytes) {
  const n = 1 + DEMO_WITNESSES.length;
  const seeds = Array.from({ length: n }, () => generateThresholdSeed(random));
  const certs = seeds.map((seed) => makeCertificate(group, seed, random));
  const polynomials = seeds.map((seed) => thresholdStep3(group, certs, seed, DEMO_AMBANG, random));
  const vinputs = thresholdStep4(group, certs, polynomials.map(parsePolynomialMessage));
  const voutputs = seeds.map((seed, i) => thresholdStep5(group, certs, seed, vinputs[i]!, random));
  const parameters = thresholdStep6(
    group,
    certs,
    polynomials.map(parsePolynomialMessage),
    voutputs.map(parseVerificationOutput),
  );
  const trusteesJson = serializeTrustees([{ kind: 'pedersen', ...parameters }]);
  return { seeds, certs, polynomials, vinputs, voutputs, trusteesJson };
}

/** The verified roll, in the order DEMO_ELECTIONS and DEMO_EXTRA_ROLL name it. */
const verifiedRoll = (election: DemoElection) => [
  ...election.roll.filter((entry) => entry.status === 'terverifikasi').map((e) => e.email),
  ...(DEMO_EXTRA_ROLL[election.nama] ?? []),
];

/**
 * The opening: election.json as belenios-record.ts setup() makes it from the seeded rows, a
 * credential for each verified voter (made by the committee's browser, the credential
 * authority), and the planned ballots, each signed with its voter's credential.
 */
function opening(
  election: DemoElection,
  uuid: string,
  trustees: readonly TrusteeItem[],
  random: RandomBytes,
): { opened: DemoOpenedRecord; belenios: BeleniosElection; codes: Map<string, string> } {
  const electionJson = makeElectionText({
    uuid,
    group,
    publicKey: electionPublicKey(group, trustees),
    name: election.nama,
    description: election.deskripsi,
    question: election.nama,
    answers: [...election.candidates].sort((a, b) => a.nomor - b.nomor).map(answerLabel),
    abstain: true,
  });
  const belenios = parseElection(electionJson);
  const roll = verifiedRoll(election);
  const codes = new Map(roll.map((email) => [email, generatePrivateCredential(random)]));
  const credentials = roll.map((email) => ({
    email,
    publik: publicCredentialToString(derivePublicCredential(group, uuid, codes.get(email)!)),
  }));
  const credentialsJson = publicCredentialsText(credentials.map((c) => BigInt(c.publik)));

  const numbers = election.candidates.map((c) => c.nomor).sort((a, b) => a - b);
  const ballots = (DEMO_BALLOTS[election.nama] ?? []).map(({ email, pilihan }) => {
    const credential = codes.get(email);
    if (!credential) throw new Error(`${email} tidak ada di daftar pemilih ${election.nama}.`);
    const answers = numbers.map((nomor) => (nomor === pilihan ? 1 : 0));
    const plaintext = [[pilihan === ABSTAIN ? 1 : 0, ...answers]];
    const { text } = createBallot(belenios, credential, plaintext, { random });
    return { email, tracker: ballotTracker(text), text };
  });
  const opened = {
    fingerprint: belenios.fingerprint,
    electionJson,
    credentialsJson,
    credentials,
    ballots,
  };
  return { opened, belenios, codes };
}

/** The encrypted tally, the partial decryptions of DECRYPTING, and the checked result. */
function decryption(
  belenios: BeleniosElection,
  trustees: readonly TrusteeItem[],
  keys: ReturnType<typeof keyGeneration>,
  opened: DemoOpenedRecord,
  random: RandomBytes,
): { hasil: DemoPublishedRecord; decryptions: (string | null)[] } {
  const sized = computeEncryptedTally(
    belenios,
    opened.ballots.map((b) => ({ ballot: parseBallot(b.text) })),
  );
  const tallyJson = serializeEncryptedTally(sized.tally);
  const sizedTallyJson = sizedEncryptedTallyText(sized.numTallied, sized.totalWeight, tallyJson);
  const tally = parseEncryptedTally(tallyJson);
  const decryptions = keys.seeds.map((seed, i) => {
    if (!DECRYPTING.includes(i + 1)) return null;
    const dkey = parseVerificationOutput(keys.voutputs[i]!).privateKey;
    const share = openDecryptionKeyShare(group, keys.certs, seed, dkey);
    return serializePartialDecryption(computePartialDecryption(belenios, tally, share, random));
  });
  const partials = decryptions.flatMap((text, i) =>
    text === null ? [] : [{ owner: i + 1, partialDecryption: parsePartialDecryption(text) }],
  );
  const sizedTally = { tally, numTallied: sized.numTallied, totalWeight: sized.totalWeight };
  const computed = computeResult(belenios, sizedTally, trustees, partials);
  if (!computed.ok || !checkResult(belenios, sizedTally, trustees, partials, computed.result))
    throw new Error(`Hasil ${belenios.name} tidak dapat dihitung.`);
  return {
    hasil: { tallyJson, sizedTallyJson, resultJson: serializeResult(computed.result) },
    decryptions,
  };
}

/**
 * The record of one demo election at its stage, the trustees' seeds (for their key files) and,
 * from the opening on, the private credentials the committee handed out (by voter's e-mail).
 */
export function makeRecord(election: DemoElection): {
  record: DemoBeleniosRecord;
  seeds: string[];
  codes: ReadonlyMap<string, string>;
} {
  const { tahap } = election.belenios;
  const random = demoRandom(`bem-demo-belenios|${election.nama}`);
  const uuid = generateElectionUuid(random);
  const keys = keyGeneration(random);
  const trustees = parseTrustees(keys.trusteesJson);
  const opened = tahap === 'kunci' ? null : opening(election, uuid, trustees, random);
  const decrypted =
    opened && tahap === 'dipublikasikan'
      ? decryption(opened.belenios, trustees, keys, opened.opened, random)
      : null;
  const record: DemoBeleniosRecord = {
    uuid,
    ambang: DEMO_AMBANG,
    trusteesJson: keys.trusteesJson,
    trustees: keys.seeds.map((_, i) => ({
      sertifikat: serializeSignedMessage(keys.certs[i]!),
      polinomial: keys.polynomials[i]!,
      vinput: keys.vinputs[i]!,
      verifikasi: keys.voutputs[i]!,
      dekripsi: decrypted?.decryptions[i] ?? null,
    })),
    ...(opened && { dibuka: opened.opened }),
    ...(decrypted && { hasil: decrypted.hasil }),
  };
  return { record, seeds: keys.seeds, codes: opened?.codes ?? new Map() };
}
