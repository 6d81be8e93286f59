/**
 * Makes the demo's Belenios records (issue 34 item 6): src/server/seed/demo-belenios-rekaman.json
 * and the demo trustees' key files in docs/demo/kunci-wali/. Run it again after changing a
 * published demo election's name, description, candidates, roll or ballots
 * (src/server/seed/demo-evoting.ts, demo-ballots.ts); demo-belenios.test.ts says when it is due.
 *
 *   npx tsx scripts/make-demo-belenios.ts
 *
 * Everything is computed by the shared library, as the trustees', voters' and committee's browsers
 * and the server compute it, with a random source seeded from the election's name: the output is
 * the same on every run, so a rerun changes no committed byte unless the demo changed. That is
 * fine for a demo whose secrets are published anyway (the key files) and never for a real one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ABSTAIN } from '../src/shared/evoting/ballot';
import { sizedEncryptedTallyText } from '../src/shared/evoting/belenios/archive';
import { createBallot, parseBallot } from '../src/shared/evoting/belenios/ballot';
import {
  derivePublicCredential,
  generatePrivateCredential,
  publicCredentialToString,
} from '../src/shared/evoting/belenios/credential';
import { parseElection } from '../src/shared/evoting/belenios/election';
import {
  generateElectionUuid,
  makeElectionText,
  publicCredentialsText,
} from '../src/shared/evoting/belenios/election-setup';
import { BELENIOS_2048, type RandomBytes } from '../src/shared/evoting/belenios/group';
import {
  computeEncryptedTally,
  computePartialDecryption,
  parseEncryptedTally,
  parsePartialDecryption,
  serializeEncryptedTally,
  serializePartialDecryption,
} from '../src/shared/evoting/belenios/partial-decryption';
import { checkResult, computeResult, serializeResult } from '../src/shared/evoting/belenios/result';
import {
  openDecryptionKeyShare,
  thresholdStep3,
  thresholdStep5,
} from '../src/shared/evoting/belenios/threshold-keygen';
import {
  parsePolynomialMessage,
  parseVerificationOutput,
  thresholdStep4,
  thresholdStep6,
} from '../src/shared/evoting/belenios/threshold-server';
import {
  generateThresholdSeed,
  makeCertificate,
  serializeSignedMessage,
} from '../src/shared/evoting/belenios/threshold-trustee';
import { ballotTracker } from '../src/shared/evoting/belenios/tracker';
import {
  electionPublicKey,
  parseTrustees,
  serializeTrustees,
} from '../src/shared/evoting/belenios/trustee-key';
import { DEMO_BALLOTS, DEMO_EXTRA_ROLL } from '../src/server/seed/demo-ballots';
import {
  DEMO_AMBANG,
  DEMO_WITNESSES,
  type DemoBeleniosRecord,
} from '../src/server/seed/demo-belenios-record';
import { DEMO_ELECTIONS, type DemoElection } from '../src/server/seed/demo-evoting';

const group = BELENIOS_2048;
const RECORDS_FILE = path.resolve('src/server/seed/demo-belenios-rekaman.json');
const KEY_DIR = path.resolve('docs/demo/kunci-wali');
/** The trustees who decrypt: the committee account and the first witness (t = 2 of 3). */
const DECRYPTING = [1, 2];

/** SHA-256 in counter mode over a label: a reproducible stream, for the demo only. */
/**
 * A candidate pair as the ballot names it, as belenios-record.ts does ("1. Nama & Nama Wakil");
 * demo-belenios.test.ts checks that the server's own setup() makes the same election.json.
 */
const answerLabel = (c: { nomor: number; nama: string; namaWakil: string | null }) =>
  `${c.nomor}. ${c.nama}${c.namaWakil ? ` & ${c.namaWakil}` : ''}`;

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

const KEY_FILE_HINT =
  'Berkas kunci wali DEMO portal BEM KM. Muat berkas ini di Ruang Wali (/wali/{id pemilihan}) ' +
  'untuk langkah kunci dan dekripsi. Pada pemilihan sungguhan berkas ini rahasia: simpan di tempat ' +
  'aman, jangan kirim ke siapa pun, termasuk panitia; tanpa berkas ini Anda tidak dapat ikut ' +
  'membuka hasil.';

function makeRecord(election: DemoElection): { record: DemoBeleniosRecord; seeds: string[] } {
  const plan = DEMO_BALLOTS[election.nama];
  if (!plan) throw new Error(`Tidak ada rencana surat suara untuk ${election.nama}.`);
  const random = demoRandom(`bem-demo-belenios|${election.nama}`);
  const uuid = generateElectionUuid(random);

  // The key generation, steps 1 to 6, as the trustees' pages and the server run it.
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
  const trustees = parseTrustees(trusteesJson);

  // election.json as belenios-record.ts setup() makes it from the seeded rows.
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

  // The verified roll's credentials: each voter's browser would have made its own.
  const roll = [
    ...election.roll.filter((entry) => entry.status === 'terverifikasi').map((e) => e.email),
    ...(DEMO_EXTRA_ROLL[election.nama] ?? []),
  ];
  const privateCredentials = new Map(
    roll.map((email) => [email, generatePrivateCredential(random)]),
  );
  const credentials = roll.map((email) => ({
    email,
    publik: publicCredentialToString(
      derivePublicCredential(group, uuid, privateCredentials.get(email)!),
    ),
  }));
  const credentialsJson = publicCredentialsText(credentials.map((c) => BigInt(c.publik)));

  const numbers = election.candidates.map((c) => c.nomor).sort((a, b) => a - b);
  const ballots = plan.ballots.map(({ email, pilihan }) => {
    const credential = privateCredentials.get(email);
    if (!credential) throw new Error(`${email} tidak ada di daftar pemilih ${election.nama}.`);
    const answers = numbers.map((nomor) => (nomor === pilihan ? 1 : 0));
    const plaintext = [[pilihan === ABSTAIN ? 1 : 0, ...answers]];
    const { text } = createBallot(belenios, credential, plaintext, { random });
    return { email, tracker: ballotTracker(text), text };
  });

  const sized = computeEncryptedTally(
    belenios,
    ballots.map((b) => ({ ballot: parseBallot(b.text) })),
  );
  const tallyJson = serializeEncryptedTally(sized.tally);
  const sizedTallyJson = sizedEncryptedTallyText(sized.numTallied, sized.totalWeight, tallyJson);
  const tally = parseEncryptedTally(tallyJson);
  const decryptions = seeds.map((seed, i) => {
    if (!DECRYPTING.includes(i + 1)) return null;
    const dkey = parseVerificationOutput(voutputs[i]!).privateKey;
    const share = openDecryptionKeyShare(group, certs, seed, dkey);
    return serializePartialDecryption(computePartialDecryption(belenios, tally, share, random));
  });
  const partials = decryptions.flatMap((text, i) =>
    text === null ? [] : [{ owner: i + 1, partialDecryption: parsePartialDecryption(text) }],
  );
  const sizedTally = { tally, numTallied: sized.numTallied, totalWeight: sized.totalWeight };
  const computed = computeResult(belenios, sizedTally, trustees, partials);
  if (!computed.ok || !checkResult(belenios, sizedTally, trustees, partials, computed.result))
    throw new Error(`Hasil ${election.nama} tidak dapat dihitung.`);

  return {
    seeds,
    record: {
      uuid,
      ambang: DEMO_AMBANG,
      fingerprint: belenios.fingerprint,
      trusteesJson,
      electionJson,
      credentialsJson,
      tallyJson,
      sizedTallyJson,
      resultJson: serializeResult(computed.result),
      trustees: seeds.map((_, i) => ({
        sertifikat: serializeSignedMessage(certs[i]!),
        polinomial: polynomials[i]!,
        vinput: vinputs[i]!,
        verifikasi: voutputs[i]!,
        dekripsi: decryptions[i] ?? null,
      })),
      credentials,
      ballots,
    },
  };
}

const records: Record<string, DemoBeleniosRecord> = {};
fs.mkdirSync(KEY_DIR, { recursive: true });
for (const election of DEMO_ELECTIONS) {
  if (!DEMO_BALLOTS[election.nama]?.publish) continue;
  const started = performance.now();
  const { record, seeds } = makeRecord(election);
  records[election.nama] = record;
  seeds.forEach((benih, i) => {
    const posisi = i + 1;
    const file = path.join(KEY_DIR, `kunci-wali-${record.uuid}-${posisi}.json`);
    const key = {
      jenis: 'kunci-wali-belenios',
      uuid: record.uuid,
      posisi,
      namaPemilihan: election.nama,
      benih,
      petunjuk: KEY_FILE_HINT,
    };
    fs.writeFileSync(file, `${JSON.stringify(key, null, 2)}\n`);
  });
  console.log(
    `${election.nama}: ${record.uuid}, ${record.ballots.length} surat suara, hasil ${record.resultJson} (${Math.round(performance.now() - started)} ms)`,
  );
}
fs.writeFileSync(RECORDS_FILE, `${JSON.stringify(records, null, 2)}\n`);
