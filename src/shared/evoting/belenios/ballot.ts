import {
  type BeleniosGroup,
  type RandomBytes,
  fixedBasePow,
  gPow,
  inRange,
  mod,
  mul,
  numberToString,
  randomZq,
  systemRandom,
} from './group';
import type { BeleniosElection, HomomorphicQuestion } from './election';
import { deriveSecret } from './credential';
import { hashToZq, sha256B64 } from './hash';
import { GroupPowers } from './multi-exp';
import {
  type Ballot,
  type Ciphertext,
  type HomomorphicAnswer,
  type Plaintext,
  type Proof,
  serializeBallot,
  parseBallot,
} from './ballot-json';
import {
  type ProveContext,
  blankProve,
  blankVerify,
  combine,
  combineChecked,
  disjProve,
  disjVerify,
  gSmall,
  makeD,
  stringifyChoices,
} from './proofs';

// The ballot's types and its text live in ballot-json.ts; re-exported so that callers keep one
// entry point for ballots.
export {
  type Ballot,
  type BallotSignature,
  type Ciphertext,
  type HomomorphicAnswer,
  type Plaintext,
  type Proof,
  parseBallot,
  serializeBallot,
} from './ballot-json';

/**
 * Ballots of a Belenios election with homomorphic questions, made and checked exactly as
 * belenios-tool 2.0 makes and checks them (issue 34; Belenios' specification, "Encrypted
 * answers", "Proofs of interval membership", "Proofs of possibly-blank votes", "Signatures",
 * "Ballots"; src/lib/v1/question_h.ml and src/lib/v1/election.ml of version 2.0): answers
 * encrypted and proven (the proofs are in proofs.ts), the credential's signature, and the checks
 * a server runs before accepting a ballot.
 */

/** The prefix S₀ of an answer's proofs: the election fingerprint, "|", the public credential. */
function answerPrefix(election: BeleniosElection, credential: bigint): string {
  return `${election.fingerprint}|${numberToString(credential)}`;
}

// ---------------------------------------------------------------------------------------------
// Answers and ballots.

function checkPlaintext(question: HomomorphicQuestion, m: readonly number[], index: number): void {
  const expected = question.answers.length + (question.blank ? 1 : 0);
  if (m.length !== expected)
    throw new Error(`Pertanyaan ${index + 1}: jumlah pilihan harus ${expected}.`);
  if (!m.every((v): boolean => v === 0 || v === 1))
    throw new Error(`Pertanyaan ${index + 1}: setiap pilihan harus 0 atau 1.`);
  const votes = question.blank ? m.slice(1) : m;
  const sum = votes.reduce((a, b) => a + b, 0);
  if (question.blank && m[0] === 1) {
    if (sum !== 0)
      throw new Error(`Pertanyaan ${index + 1}: suara kosong tidak boleh memilih kandidat.`);
    return;
  }
  if (sum < question.min || sum > question.max) {
    throw new Error(`Pertanyaan ${index + 1}: pilih antara ${question.min} dan ${question.max}.`);
  }
}

function createAnswer(
  ctx: ProveContext,
  question: HomomorphicQuestion,
  zkp0: string,
  m: readonly number[],
): HomomorphicAnswer {
  const { group, y, random } = ctx;
  const r = m.map(() => randomZq(group, random));
  const choices = m.map((v, i) => {
    const ri = r[i] as bigint;
    return {
      alpha: gPow(group, ri),
      beta: mul(group, fixedBasePow(group, y, ri), gSmall(group, v)),
    };
  });
  const d01 = makeD(group, 0, 1);
  const individualProofs = m.map((v, i) =>
    disjProve(ctx, d01, zkp0, v, r[i] as bigint, choices[i] as Ciphertext),
  );
  const zkp = `${zkp0}|${stringifyChoices(choices)}`;
  const sum = (xs: readonly bigint[]): bigint => xs.reduce((a, b) => a + b, 0n);
  if (question.blank) {
    const { overallProof, blankProof } = blankProve(
      ctx,
      zkp,
      question.min,
      question.max,
      m[0] as number,
      choices[0] as Ciphertext,
      r[0] as bigint,
      m.slice(1).reduce((a, b) => a + b, 0),
      combine(group, choices.slice(1)),
      sum(r.slice(1)),
    );
    return { choices, individualProofs, overallProof, blankProof };
  }
  const mSum = m.reduce((a, b) => a + b, 0);
  const overallProof = disjProve(
    ctx,
    makeD(group, question.min, question.max),
    zkp,
    mSum - question.min,
    sum(r),
    combine(group, choices),
  );
  return { choices, individualProofs, overallProof };
}

function verifyAnswer(
  group: BeleniosGroup,
  y: bigint,
  question: HomomorphicQuestion,
  zkp0: string,
  a: HomomorphicAnswer,
  powers: GroupPowers,
): boolean {
  const n = a.choices.length;
  if (n !== a.individualProofs.length) return false;
  for (let i = 0; i < n; i++) {
    const proofs = a.individualProofs[i] as Proof[];
    if (!disjVerify(group, y, 0, 1, zkp0, proofs, a.choices[i] as Ciphertext, powers)) return false;
  }
  const zkp = `${zkp0}|${stringifyChoices(a.choices)}`;
  if (question.blank) {
    // Stricter than belenios-tool 2.0, which would take a blank-allowed answer without
    // blank_proof and one choice fewer, and then fail to tally it: the shape must match.
    if (a.blankProof === undefined || n !== question.answers.length + 1) return false;
    const c0 = a.choices[0] as Ciphertext;
    return blankVerify(
      group,
      y,
      zkp,
      question.min,
      question.max,
      c0,
      combineChecked(powers, a.choices.slice(1)),
      a.overallProof,
      a.blankProof,
      powers,
    );
  }
  if (a.blankProof !== undefined || n !== question.answers.length) return false;
  return disjVerify(
    group,
    y,
    question.min,
    question.max,
    zkp,
    a.overallProof,
    combineChecked(powers, a.choices),
    powers,
  );
}

/** The hash a ballot's signature signs: sha256_b64 of the ballot serialized without it. */
export function ballotSignedHash(b: Ballot): string {
  const { signature: _signature, ...unsigned } = b;
  return sha256B64(serializeBallot(unsigned));
}

/**
 * Encrypts `plaintext` for `election` with the voter's private credential: ElGamal ciphertexts,
 * their individual 0/1 proofs, the overall (and blank) proofs, and the Schnorr signature with
 * the credential's secret. Returns the ballot and its exact text (what is sent and hashed).
 */
export interface CreateBallotOptions {
  /** The random source (default: crypto.getRandomValues); tests may make it deterministic. */
  random?: RandomBytes;
  /**
   * Called after each question's answer is encrypted and proven (`done` of `total`, the last
   * step being the signature), for the booth's "Mengenkripsi surat suara…" progress.
   */
  onProgress?: (done: number, total: number) => void;
}

export function createBallot(
  election: BeleniosElection,
  privateCredential: string,
  plaintext: Plaintext,
  options: CreateBallotOptions = {},
): { ballot: Ballot; text: string } {
  const { random = systemRandom, onProgress } = options;
  const steps = election.questions.length + 1;
  const { group } = election;
  if (plaintext.length !== election.questions.length)
    throw new Error('Jumlah jawaban tidak sama dengan jumlah pertanyaan.');
  election.questions.forEach((question, i) =>
    checkPlaintext(question, plaintext[i] as number[], i),
  );
  const sk = deriveSecret(group, election.uuid, privateCredential);
  const credential = gPow(group, sk);
  const ctx: ProveContext = { group, y: election.publicKey, random };
  const zkp = answerPrefix(election, credential);
  const answers = election.questions.map((question, i) => {
    const answer = createAnswer(ctx, question, zkp, plaintext[i] as number[]);
    onProgress?.(i + 1, steps);
    return answer;
  });
  const unsigned: Ballot = {
    electionUuid: election.uuid,
    electionHash: election.fingerprint,
    credential,
    answers,
  };
  const hash = ballotSignedHash(unsigned);
  const w = randomZq(group, random);
  const challenge = hashToZq(group, `sig|${hash}|`, [gPow(group, w)]);
  const ballot: Ballot = {
    ...unsigned,
    signature: { hash, proof: { challenge, response: mod(w - sk * challenge, group.q) } },
  };
  onProgress?.(steps, steps);
  return { ballot, text: serializeBallot(ballot) };
}

/** Why a ballot is refused, or null when every check of belenios' `check_ballot` passes. */
export function ballotProblem(election: BeleniosElection, ballot: Ballot): string | null {
  const { group } = election;
  const y = election.publicKey;
  if (ballot.electionUuid !== election.uuid) return 'UUID pemilihan tidak cocok.';
  if (ballot.electionHash !== election.fingerprint) return 'Sidik jari pemilihan tidak cocok.';
  const { signature } = ballot;
  if (signature === undefined) return 'Surat suara tidak bertanda tangan.';
  if (signature.hash !== ballotSignedHash(ballot)) return 'Hash tanda tangan tidak cocok.';
  // One check's powers: a base raised several times (the credential, each α and β) shares its
  // squarings (multi-exp.ts); the decisions are those of plain exponentiation.
  const powers = new GroupPowers(group);
  if (!powers.isMember(ballot.credential)) return 'Kredensial bukan anggota grup.';
  const { challenge, response } = signature.proof;
  if (!inRange(group.q, challenge) || !inRange(group.q, response)) return 'Tanda tangan tidak sah.';
  const commitment = mul(group, gPow(group, response), powers.pow(ballot.credential, challenge));
  if (hashToZq(group, `sig|${signature.hash}|`, [commitment]) !== challenge)
    return 'Tanda tangan tidak sah.';
  if (ballot.answers.length !== election.questions.length)
    return 'Jumlah jawaban tidak sama dengan jumlah pertanyaan.';
  const zkp = answerPrefix(election, ballot.credential);
  for (let i = 0; i < election.questions.length; i++) {
    if (
      !verifyAnswer(
        group,
        y,
        election.questions[i] as HomomorphicQuestion,
        zkp,
        ballot.answers[i] as HomomorphicAnswer,
        powers,
      )
    ) {
      return `Bukti pada pertanyaan ${i + 1} tidak sah.`;
    }
  }
  return null;
}

/**
 * Checks a ballot's text as belenios-tool 2.0 does before accepting it (canonical form, UUID,
 * fingerprint, signature, every proof); the credential's membership in the public credentials
 * and one-ballot-per-credential are the caller's. Returns the parsed ballot or the reason.
 */
export function checkBallotText(
  election: BeleniosElection,
  text: string,
): { ok: true; ballot: Ballot } | { ok: false; reason: string } {
  let ballot: Ballot;
  try {
    ballot = parseBallot(text);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'Surat suara tidak sah.' };
  }
  const reason = ballotProblem(election, ballot);
  return reason === null ? { ok: true, ballot } : { ok: false, reason };
}
