import { beforeAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, ownedText, sizedEncryptedTallyText } from './archive';
import type { Ballot } from './ballot-json';
import { createBallot } from './ballot';
import { derivePublicCredential, generatePrivateCredential } from './credential';
import { type BeleniosElection, parseElection } from './election';
import { BELENIOS_2048, numberToString } from './group';
import {
  computeEncryptedTally,
  computePartialDecryption,
  serializeEncryptedTally,
  serializePartialDecryption,
} from './partial-decryption';
import { type ElectionResult, computeResult, serializeResult } from './result';
import { type TrusteeItem, generateTrusteeKey, serializeTrustees } from './trustee-key';
import { type StepId, type StepStatus, verifyRecord } from './verify-record';

/**
 * The record verifier on records made entirely by this folder's code (no belenios-tool needed;
 * tests/belenios/verify-interop.test.ts runs it on the tool's records and shows the tool agrees).
 * One Single trustee, one blank-allowed question, three registered voters; the first re-votes.
 */

const G = BELENIOS_2048;
const UUID = 'UjiVerifikasi1';
const TIMESTAMP = 1_795_873_406;
/** [voter, choice]: voter 0 votes Paslon 1, then re-votes Paslon 2. */
const VOTES: [number, number[][]][] = [
  [0, [[0, 1, 0]]],
  [1, [[0, 0, 1]]],
  [2, [[1, 0, 0]]],
  [0, [[0, 0, 1]]],
];

let election: BeleniosElection;
let trustees: TrusteeItem[];
let privateKey = 0n;
let credentialsText = '';
let privateCredentials: string[] = [];
let ballots: { ballot: Ballot; text: string }[] = [];

/** election.json as make-election writes it (fields in Belenios' order), for public key y. */
function electionText(y: bigint): string {
  return JSON.stringify({
    version: 1,
    description: 'Uji verifikasi',
    name: 'Pemira Uji',
    group: 'BELENIOS-2048',
    public_key: numberToString(y),
    questions: [
      { answers: ['Paslon 1', 'Paslon 2'], blank: true, min: 1, max: 1, question: 'Ketua BEM' },
    ],
    uuid: UUID,
  });
}

interface Options {
  credentials?: string;
  trustees?: string;
  ballots?: { ballot: Ballot; text: string }[];
  /** The ballots the published tally is computed from (default: all). */
  tallied?: { ballot: Ballot; text: string }[];
  owner?: number;
  result?: (r: ElectionResult) => ElectionResult;
  /** Stop after the ballots (no EndBallots, tally or result). */
  open?: boolean;
}

/** A record with a consistent chain; the options make one part of it dishonest. */
function record(o: Options = {}): Uint8Array {
  const cast = o.ballots ?? ballots;
  const w = new ArchiveWriter(TIMESTAMP);
  w.setup(
    election.raw,
    o.trustees ?? serializeTrustees(trustees),
    o.credentials ?? credentialsText,
  );
  for (const b of cast) w.ballot(b.text);
  if (o.open === true) return w.bytes();
  w.endBallots();
  const sized = computeEncryptedTally(election, o.tallied ?? cast);
  const tally = serializeEncryptedTally(sized.tally);
  w.encryptedTally(tally, sizedEncryptedTallyText(sized.numTallied, sized.totalWeight, tally));
  const pd = computePartialDecryption(election, sized.tally, privateKey);
  const pdText = serializePartialDecryption(pd);
  w.partialDecryption(pdText, ownedText(o.owner ?? 1, pdText));
  const counted = computeResult(election, sized, trustees, [{ owner: 1, partialDecryption: pd }]);
  if (!counted.ok) throw new Error(counted.error);
  w.result(serializeResult(o.result ? o.result(counted.result) : counted.result));
  return w.bytes();
}

function statuses(bytes: Uint8Array): Record<StepId, StepStatus> {
  const out = verifyRecord(bytes);
  return Object.fromEntries(out.steps.map((s) => [s.id, s.status])) as Record<StepId, StepStatus>;
}

function reason(bytes: Uint8Array, id: StepId): string | undefined {
  return verifyRecord(bytes).steps.find((s) => s.id === id)?.reason;
}

beforeAll(() => {
  const key = generateTrusteeKey(G);
  privateKey = key.privateKey;
  trustees = [{ kind: 'single', key: key.publicKey }];
  election = parseElection(electionText(key.publicKey.publicKey));
  privateCredentials = [0, 1, 2, 3].map(() => generatePrivateCredential());
  // Voter 3's credential is never registered.
  credentialsText = JSON.stringify(
    privateCredentials
      .slice(0, 3)
      .map((c) => numberToString(derivePublicCredential(G, UUID, c)))
      .sort(),
  );
  ballots = VOTES.map(([voter, choice]) =>
    createBallot(election, privateCredentials[voter] ?? '', choice),
  );
}, 120_000);

describe('verifyRecord', () => {
  it('passes an honest record, counts the re-vote once, and reports progress', () => {
    const progress: number[] = [];
    const out = verifyRecord(record(), (done, total) => progress.push(done * 10 + total));
    expect(out.steps.map((s) => s.status)).toEqual(Array(8).fill('ok'));
    expect(out.steps.map((s) => s.label)).toContain('Setiap surat suara sah');
    expect(out.ok).toBe(true);
    expect(out.result).toEqual([[1, 0, 2]]);
    expect(out.fingerprint).toBe(election.fingerprint);
    expect(progress).toEqual([4, 14, 24, 34, 44]);
  });

  it('passes an open record and skips the tally, decryption and result', () => {
    const out = verifyRecord(record({ open: true }));
    expect(out.ok).toBe(true);
    expect(out.steps.slice(5).map((s) => s.status)).toEqual(['skipped', 'skipped', 'skipped']);
  });

  it('fails at the chain on garbage and skips everything after it', () => {
    const out = verifyRecord(new Uint8Array(1024));
    expect(out.ok).toBe(false);
    expect(out.steps.map((s) => s.status)).toEqual(['failed', ...Array(7).fill('skipped')]);
  });

  it('fails at the ballots for a ballot of an unregistered credential', () => {
    const outsider = createBallot(election, privateCredentials[3] ?? '', [[1, 0, 0]]);
    const bytes = record({ ballots: [...ballots, outsider] });
    expect(statuses(bytes).ballots).toBe('failed');
    expect(reason(bytes, 'ballots')).toBe('Surat suara ke-5: kredensial tidak terdaftar.');
  });

  it('fails at the credentials when a credential is listed twice', () => {
    const list = JSON.parse(credentialsText) as string[];
    const bytes = record({ credentials: JSON.stringify([...list, list[0]]) });
    const s = statuses(bytes);
    expect([s.credentials, s.ballots]).toEqual(['failed', 'skipped']);
  });

  it('fails at the trustees when the election key is not theirs', () => {
    const other = generateTrusteeKey(G).publicKey;
    const bytes = record({ trustees: serializeTrustees([{ kind: 'single', key: other }]) });
    const s = statuses(bytes);
    expect([s.trustees, s.ballots, s.tally, s.decryptions]).toEqual([
      'failed',
      'ok',
      'ok',
      'skipped',
    ]);
  });

  it('fails at the tally when a counted ballot is left out of it', () => {
    const bytes = record({ tallied: ballots.filter((_, i) => i !== 1) });
    expect(statuses(bytes).tally).toBe('failed');
  });

  it('fails at the partial decryptions when the owner is not a trustee', () => {
    expect(statuses(record({ owner: 2 })).decryptions).toBe('failed');
  });

  it('fails at the result when a count is changed', () => {
    const bytes = record({ result: () => [[0, 1, 2]] });
    expect(statuses(bytes).result).toBe('failed');
  });
});
