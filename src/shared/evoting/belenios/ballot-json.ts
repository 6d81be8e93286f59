import { numberToString, parseNumber } from './group';

/**
 * The ballot's data types and their exact text (issue 34): compact JSON, fields in the order of
 * Belenios 2.0's ATD types (src/lib/v1/serializable.atd `ballot`, src/lib/core/question_h.atd
 * `answer`), numbers as base-10 strings. Belenios hashes these exact bytes and refuses a ballot
 * whose text differs from its own re-serialization (`NonCanonical`), so parsing checks that too.
 *
 * A plaintext is one array per question: for a question without blank, one 0/1 per answer; for a
 * question with `blank: true`, a leading 0/1 (1 = blank) followed by one 0/1 per answer — the
 * format of `belenios-tool election generate-ballot --ballot`, e.g. `[[0,1,0]]`.
 */

export interface Proof {
  challenge: bigint;
  response: bigint;
}

export interface Ciphertext {
  alpha: bigint;
  beta: bigint;
}

/** `answer_h`. */
export interface HomomorphicAnswer {
  choices: Ciphertext[];
  individualProofs: Proof[][];
  overallProof: Proof[];
  /** Present exactly when the question allows blank. */
  blankProof?: Proof[];
}

export interface BallotSignature {
  /** sha256_b64 of the ballot serialized without its signature. */
  hash: string;
  proof: Proof;
}

export interface Ballot {
  electionUuid: string;
  electionHash: string;
  credential: bigint;
  answers: HomomorphicAnswer[];
  signature?: BallotSignature;
}

export type Plaintext = readonly (readonly number[])[];

// ---------------------------------------------------------------------------------------------
// Serialization.

function num(x: bigint): string {
  return `"${numberToString(x)}"`;
}

function proofToJson(p: Proof): string {
  return `{"challenge":${num(p.challenge)},"response":${num(p.response)}}`;
}

function proofsToJson(ps: readonly Proof[]): string {
  return `[${ps.map(proofToJson).join(',')}]`;
}

function answerToJson(a: HomomorphicAnswer): string {
  const choices = a.choices.map((c) => `{"alpha":${num(c.alpha)},"beta":${num(c.beta)}}`).join(',');
  const individual = a.individualProofs.map(proofsToJson).join(',');
  const blank = a.blankProof === undefined ? '' : `,"blank_proof":${proofsToJson(a.blankProof)}`;
  return `{"choices":[${choices}],"individual_proofs":[${individual}],"overall_proof":${proofsToJson(a.overallProof)}${blank}}`;
}

/** The ballot as Belenios serializes it (`string_of_ballot`); without `signature` when absent. */
export function serializeBallot(b: Ballot): string {
  const head =
    `{"election_uuid":${JSON.stringify(b.electionUuid)},"election_hash":${JSON.stringify(b.electionHash)}` +
    `,"credential":${num(b.credential)},"answers":[${b.answers.map(answerToJson).join(',')}]`;
  if (b.signature === undefined) return `${head}}`;
  return `${head},"signature":{"hash":${JSON.stringify(b.signature.hash)},"proof":${proofToJson(b.signature.proof)}}}`;
}

// ---------------------------------------------------------------------------------------------
// Parsing (for the checker). Strict shapes; canonical form is checked by re-serializing.

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function field(o: unknown, name: string): unknown {
  if (!isRecord(o) || !(name in o)) throw new Error(`Kolom "${name}" tidak ada.`);
  return o[name];
}

function str(x: unknown, what: string): string {
  if (typeof x !== 'string') throw new Error(`${what} harus string.`);
  return x;
}

function arr(x: unknown, what: string): unknown[] {
  if (!Array.isArray(x)) throw new Error(`${what} harus array.`);
  return x;
}

function bigField(o: unknown, name: string): bigint {
  return parseNumber(str(field(o, name), name));
}

function parseProof(x: unknown): Proof {
  return { challenge: bigField(x, 'challenge'), response: bigField(x, 'response') };
}

function parseProofs(x: unknown, what: string): Proof[] {
  return arr(x, what).map(parseProof);
}

function parseAnswer(x: unknown): HomomorphicAnswer {
  const answer: HomomorphicAnswer = {
    choices: arr(field(x, 'choices'), 'choices').map((c) => ({
      alpha: bigField(c, 'alpha'),
      beta: bigField(c, 'beta'),
    })),
    individualProofs: arr(field(x, 'individual_proofs'), 'individual_proofs').map((p) =>
      parseProofs(p, 'individual_proofs'),
    ),
    overallProof: parseProofs(field(x, 'overall_proof'), 'overall_proof'),
  };
  if (isRecord(x) && 'blank_proof' in x)
    answer.blankProof = parseProofs(x.blank_proof, 'blank_proof');
  return answer;
}

/**
 * Reads a ballot's text. Throws when it is not a ballot or not in Belenios' canonical form (the
 * exact text Belenios would write for it), as belenios' `cast` refuses such a ballot.
 */
export function parseBallot(raw: string): Ballot {
  const json: unknown = JSON.parse(raw);
  const ballot: Ballot = {
    electionUuid: str(field(json, 'election_uuid'), 'election_uuid'),
    electionHash: str(field(json, 'election_hash'), 'election_hash'),
    credential: bigField(json, 'credential'),
    answers: arr(field(json, 'answers'), 'answers').map(parseAnswer),
  };
  if (isRecord(json) && 'signature' in json) {
    const s = json.signature;
    ballot.signature = {
      hash: str(field(s, 'hash'), 'hash'),
      proof: parseProof(field(s, 'proof')),
    };
  }
  if (serializeBallot(ballot) !== raw)
    throw new Error('Surat suara tidak dalam bentuk kanonik Belenios.');
  return ballot;
}
