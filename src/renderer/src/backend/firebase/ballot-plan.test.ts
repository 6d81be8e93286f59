import { webcrypto } from 'node:crypto';
import { FieldPath, initializeFirestore } from 'firebase/firestore';
import { initializeApp } from 'firebase/app';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_PATTERN } from '../../../../shared/evoting/ballot';
import { ballotRefs, COUNT_SHARDS } from './ballot-docs';
import type { FirebaseHandles } from './firebase-app';
import {
  pickShard,
  planCast,
  sha256Hex,
  shardCommitmentText,
  writeCast,
  type RandomFill,
} from './ballot-plan';

beforeAll(() => {
  // jsdom's crypto has no subtle; the browser's and Node's have.
  if (!globalThis.crypto?.subtle)
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

/** A source that answers the given bytes in turn (then zeros). */
function scripted(bytes: number[]): RandomFill {
  const queue = [...bytes];
  return (target) => {
    for (let i = 0; i < target.length; i += 1) target[i] = queue.shift() ?? 0;
    return target;
  };
}

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

// References need a Firestore instance; nothing is sent (no write is committed here).
const app = initializeApp({ projectId: 'demo-ballot-plan', apiKey: 'x' }, 'ballot-plan-test');
const refs = ballotRefs({ db: initializeFirestore(app, {}) } as unknown as FirebaseHandles);

describe('choosing a shard', () => {
  it('takes a byte modulo the shard count', () => {
    expect(pickShard(scripted([0]))).toBe('0');
    expect(pickShard(scripted([COUNT_SHARDS + 3]))).toBe('3');
  });

  it('draws again past the last whole round, so every shard is equally likely', () => {
    const limit = 256 - (256 % COUNT_SHARDS);
    expect(pickShard(scripted([limit, 255, 7]))).toBe('7');
  });

  it('only ever answers a shard id', () => {
    for (let i = 0; i < 500; i += 1) {
      const shard = Number(pickShard(cryptoFill));
      expect(Number.isInteger(shard) && shard >= 0 && shard < COUNT_SHARDS).toBe(true);
    }
  });
});

describe('planning a cast', () => {
  it('commits to the receipt and to the shard with a fresh secret', async () => {
    const plan = await planCast(cryptoFill);
    expect(plan.kodeTanda).toMatch(RECEIPT_PATTERN);
    expect(plan.rahasia).toMatch(/^[0-9a-f]{32}$/);
    expect(plan.kunciKode).toBe(await sha256Hex(plan.kodeTanda));
    expect(plan.kunciHitungan).toBe(await sha256Hex(shardCommitmentText(plan.shard, plan.rahasia)));
    const other = await planCast(cryptoFill);
    expect(other.kodeTanda).not.toBe(plan.kodeTanda);
    expect(other.rahasia).not.toBe(plan.rahasia);
  });

  it('hashes as the rules do: SHA-256 of the UTF-8 text, lowercase hex', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('the batch of one ballot', () => {
  it('writes the record, an empty receipt and one count, and nothing links a voter to the count', async () => {
    const plan = await planCast(cryptoFill);
    const writes: { op: string; path: string; args: unknown[] }[] = [];
    const batch = {
      set: (ref: { path: string }, ...args: unknown[]) =>
        writes.push({ op: 'set', path: ref.path, args }),
      update: (ref: { path: string }, ...args: unknown[]) =>
        writes.push({ op: 'update', path: ref.path, args }),
    };
    writeCast(batch as never, refs, { eventId: 'e1', voterUid: 'v1', pilihan: '2', plan });

    expect(writes.map((w) => `${w.op} ${w.path}`)).toEqual([
      'set pemilihan_events/e1/sudah_memilih/v1',
      `set pemilihan_events/e1/kotak/${plan.kodeTanda}`,
      `update pemilihan_events/e1/hitungan/${plan.shard}`,
    ]);
    const [voted, receipt, count] = writes;
    // The record: the time, the voter's own receipt and the commitments; no choice, no shard.
    const record = voted!.args[0] as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(['kodeTanda', 'kunciHitungan', 'kunciKode', 'pada']);
    expect(record['kodeTanda']).toBe(plan.kodeTanda);
    expect(record['kunciKode']).toBe(await sha256Hex(plan.kodeTanda));
    expect(JSON.stringify(record)).not.toContain(plan.rahasia);
    expect(JSON.stringify(record)).not.toContain('"2"');
    // The receipt: nothing but its id.
    expect(receipt!.args).toEqual([{}]);
    // The count: one key of the shard's map, and the secret; no voter, no receipt.
    const [field, , secretField, secret] = count!.args;
    expect((field as FieldPath).isEqual(new FieldPath('suara', '2'))).toBe(true);
    expect([secretField, secret]).toEqual(['rahasia', plan.rahasia]);
    expect(JSON.stringify(count!.args)).not.toContain('v1');
    expect(JSON.stringify(count!.args)).not.toContain(plan.kodeTanda);
  });
});
