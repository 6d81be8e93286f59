import { type BeleniosGroup, groupByName, isGroupElement, parseNumber } from './group';
import { sha256B64 } from './hash';

/**
 * A Belenios election (`election` structure, protocol version 1) as read from its election.json
 * (issue 34). The raw text is kept: the election's fingerprint, which every ballot names and
 * every proof's hash starts with, is the Base64 SHA-256 of exactly that text.
 */

/** A homomorphic question (`question_h`): select between min and max of the answers. */
export interface HomomorphicQuestion {
  answers: string[];
  /** When true, the voter may vote blank; the ballot then has one leading choice more. */
  blank: boolean;
  min: number;
  max: number;
  question: string;
}

export interface BeleniosElection {
  /** election.json exactly as published (its fingerprint is computed on this text). */
  raw: string;
  /** Base64 (no padding) SHA-256 of `raw`: Belenios' fingerprint, a ballot's `election_hash`. */
  fingerprint: string;
  version: number;
  uuid: string;
  name: string;
  description: string;
  group: BeleniosGroup;
  /** The election public key y. */
  publicKey: bigint;
  questions: HomomorphicQuestion[];
}

const UUID_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{14,}$/;

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function smallInt(x: unknown, what: string): number {
  if (typeof x !== 'number' || !Number.isSafeInteger(x))
    throw new Error(`${what} harus bilangan bulat.`);
  return x;
}

function parseQuestion(x: unknown, index: number): HomomorphicQuestion {
  if (!isRecord(x)) throw new Error(`Pertanyaan ${index + 1} tidak sah.`);
  if ('type' in x) {
    // Non-homomorphic questions (`{"type":"NonHomomorphic","value":…}`) need the embedding
    // and the mixnets; the portal does not make them.
    throw new Error(`Pertanyaan ${index + 1} bukan pertanyaan homomorfik; tidak didukung.`);
  }
  const { answers, blank, min, max, question } = x;
  if (!Array.isArray(answers) || !answers.every((a): a is string => typeof a === 'string')) {
    throw new Error(`Pertanyaan ${index + 1}: daftar jawaban tidak sah.`);
  }
  if (blank !== undefined && typeof blank !== 'boolean')
    throw new Error(`Pertanyaan ${index + 1}: blank tidak sah.`);
  if (typeof question !== 'string') throw new Error(`Pertanyaan ${index + 1}: teks tidak sah.`);
  const q: HomomorphicQuestion = {
    answers,
    blank: blank === true,
    min: smallInt(min, 'min'),
    max: smallInt(max, 'max'),
    question,
  };
  if (q.min < 0 || q.min > q.max || q.max > q.answers.length) {
    throw new Error(`Pertanyaan ${index + 1}: min/max tidak sah.`);
  }
  return q;
}

/** Reads election.json; throws (in Indonesian) on anything this module cannot vote in. */
export function parseElection(raw: string): BeleniosElection {
  const json: unknown = JSON.parse(raw);
  if (!isRecord(json)) throw new Error('election.json bukan objek JSON.');
  const { version, description, name, group, public_key: publicKey, questions, uuid } = json;
  if (version !== 1) throw new Error('Versi pemilihan Belenios harus 1.');
  if (typeof description !== 'string' || typeof name !== 'string')
    throw new Error('Nama/deskripsi tidak sah.');
  if (typeof group !== 'string') throw new Error('Grup tidak sah.');
  if (typeof uuid !== 'string' || !UUID_PATTERN.test(uuid))
    throw new Error('UUID pemilihan tidak sah.');
  if (typeof publicKey !== 'string') throw new Error('Kunci publik pemilihan tidak sah.');
  if (!Array.isArray(questions) || questions.length === 0)
    throw new Error('Daftar pertanyaan tidak sah.');
  const g = groupByName(group);
  const y = parseNumber(publicKey);
  if (!isGroupElement(g, y)) throw new Error('Kunci publik pemilihan bukan anggota grup.');
  return {
    raw,
    fingerprint: sha256B64(raw),
    version,
    uuid,
    name,
    description,
    group: g,
    publicKey: y,
    questions: questions.map(parseQuestion),
  };
}
