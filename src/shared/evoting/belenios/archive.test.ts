import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  ArchiveWriter,
  archiveHash,
  ownedText,
  readArchive,
  serializeEvent,
  sizedEncryptedTallyText,
} from './archive';

/**
 * A small record with placeholder texts (the archive layer does not read them): a non-ASCII
 * election text, a ballot over one 512-byte block, two partial decryptions.
 */
const TIMESTAMP = 1795873406;
const ELECTION = '{"e":"Pemira \u00e9"}';
const TALLY = '[[{"alpha":"1","beta":"1"}]]';
const BALLOTS = ['{"b":1}', 'x'.repeat(600)];
const DECRYPTIONS = ['{"d":1}', '{"d":2}'];
const RESULT = '{"result":[[0]]}';

function build(): ArchiveWriter {
  const w = new ArchiveWriter(TIMESTAMP);
  w.setup(ELECTION, '[]', '["123"]');
  for (const b of BALLOTS) w.ballot(b);
  w.endBallots();
  w.encryptedTally(TALLY, sizedEncryptedTallyText(2, 2, TALLY));
  w.partialDecryption(DECRYPTIONS[0] ?? '', ownedText(1, DECRYPTIONS[0] ?? ''));
  w.partialDecryption(DECRYPTIONS[1] ?? '', ownedText(3, DECRYPTIONS[1] ?? ''));
  w.result(RESULT);
  return w;
}

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

describe('ArchiveWriter', () => {
  it('writes the bytes belenios-tool 2.0 writes for the same events', () => {
    // Obtained by extracting this archive (`tar -xf`) and running `belenios-tool archive make
    // --dir X`, which rebuilds the canonical archive from the extracted files: `cmp` found the
    // two identical, 23040 bytes with this SHA-256 (tests/belenios/archive-interop.test.ts repeats
    // that check with a real election).
    const bytes = build().bytes();
    expect(bytes.length).toBe(23040);
    expect(bytesToHex(sha256(bytes))).toBe(
      'f9eae1ed27b0e37a1f8154fa6bda3be0a714b16244a7392248229f0c6ee9ac35',
    );
  });

  it('writes old-style tar headers with the timestamp as mtime and no end blocks', () => {
    const bytes = build().bytes();
    expect(ascii(bytes, 0, 9)).toBe('BELENIOS\0');
    expect(ascii(bytes, 100, 148)).toBe(
      ['0000644', '0000000', '0000000', '00000000046', TIMESTAMP.toString(8), ''].join('\0'),
    );
    expect(ascii(bytes, 512, 550)).toBe(`{"version":1,"timestamp":"${TIMESTAMP}"}`);
    // The checksum is the byte sum with its own field as spaces, "%06o\0 ".
    const header = bytes.slice(0, 512);
    header.fill(0x20, 148, 156);
    const sum = header.reduce((a, b) => a + b, 0);
    expect(ascii(bytes, 148, 156)).toBe(`${sum.toString(8).padStart(6, '0')}\0 `);
    expect(bytes.length % 512).toBe(0);
    expect(bytes.subarray(bytes.length - 512).some((b) => b !== 0)).toBe(true);
  });

  it('chains events by the hash of the previous event and numbers their heights', () => {
    const { events, lastEventHash } = readArchive(build().bytes());
    expect(events.map((e) => e.event.type)).toEqual([
      'Setup',
      'Ballot',
      'Ballot',
      'EndBallots',
      'EncryptedTally',
      'PartialDecryption',
      'PartialDecryption',
      'Result',
    ]);
    events.forEach(({ hash, event }, i) => {
      expect(event.height).toBe(i);
      expect(event.parent).toBe(i === 0 ? undefined : events[i - 1]?.hash);
      expect(hash).toBe(archiveHash(serializeEvent(event)));
    });
    expect(serializeEvent(events[3]?.event ?? { height: 0, type: 'Setup' })).toBe(
      `{"parent":"${events[2]?.hash}","height":3,"type":"EndBallots"}`,
    );
    expect(lastEventHash).toBe(events[7]?.hash);
  });

  it('refuses events out of Belenios order and wrappers that name other data', () => {
    const w = new ArchiveWriter(TIMESTAMP);
    expect(() => w.ballot('{}')).toThrow();
    w.setup(ELECTION, '[]', '[]');
    expect(() => w.setup(ELECTION, '[]', '[]')).toThrow();
    expect(() => w.result(RESULT)).toThrow();
    w.endBallots();
    expect(() => w.ballot('{}')).toThrow();
    expect(() => w.encryptedTally(TALLY, sizedEncryptedTallyText(1, 1, '[[]]'))).toThrow();
    w.encryptedTally(TALLY, sizedEncryptedTallyText(1, 1, TALLY));
    expect(() => w.result(RESULT)).toThrow();
    expect(() => w.partialDecryption('{"d":1}', ownedText(1, '{"d":2}'))).toThrow();
    expect(() => new ArchiveWriter(-1)).toThrow();
  });
});

describe('readArchive', () => {
  it('gives back every text and event', () => {
    const contents = readArchive(build().bytes());
    expect(contents.timestamp).toBe(TIMESTAMP);
    expect(contents.election).toBe(ELECTION);
    expect(contents.trustees).toBe('[]');
    expect(contents.credentials).toBe('["123"]');
    expect(contents.ballots).toEqual(BALLOTS);
    expect(contents.encryptedTally).toEqual({
      tally: TALLY,
      sized: `{"num_tallied":2,"total_weight":2,"encrypted_tally":"${archiveHash(TALLY)}"}`,
    });
    expect(contents.partialDecryptions.map((p) => p.decryption)).toEqual(DECRYPTIONS);
    expect(contents.partialDecryptions[1]?.owned).toBe(
      `{"owner":3,"payload":"${archiveHash(DECRYPTIONS[1] ?? '')}"}`,
    );
    expect(contents.result).toBe(RESULT);
  });

  it('reads an archive that stops before the tally', () => {
    const w = new ArchiveWriter(TIMESTAMP);
    w.setup(ELECTION, '[]', '[]');
    w.ballot('{"b":1}');
    const contents = readArchive(w.bytes());
    expect(contents.ballots).toEqual(['{"b":1}']);
    expect(contents.result).toBeUndefined();
  });

  it('refuses a changed byte, extra or missing blocks, and a changed timestamp', () => {
    const good = build().bytes();
    const ballotAt = good.findIndex((_, i) => ascii(good, i, i + 7) === '{"b":1}');
    const changed = good.slice();
    changed[ballotAt + 5] = 0x32; // {"b":2}
    expect(() => readArchive(changed)).toThrow(/Hash/);
    const longer = new Uint8Array(good.length + 1024);
    longer.set(good);
    expect(() => readArchive(longer)).toThrow();
    expect(() => readArchive(good.subarray(0, good.length - 512))).toThrow();
    // Every record's mtime must be the header's timestamp: change one record's mtime.
    const mtime = good.slice();
    mtime[1024 + 136 + 10] = 0x30 + ((mtime[1024 + 136 + 10] ?? 0x30) === 0x30 ? 1 : 0);
    expect(() => readArchive(mtime)).toThrow(/identik/);
    expect(() => readArchive(new Uint8Array(0))).toThrow();
  });

  it('refuses a record whose event chain is broken', () => {
    // Drop the first Ballot (its data and event records): the next event's parent is wrong.
    const w = new ArchiveWriter(TIMESTAMP);
    w.setup(ELECTION, '[]', '[]');
    const setupEnd = w.bytes().length;
    w.ballot('{"b":1}');
    const afterFirst = w.bytes().length;
    w.ballot('{"b":2}');
    const all = w.bytes();
    const cut = new Uint8Array(all.length - (afterFirst - setupEnd));
    cut.set(all.subarray(0, setupEnd));
    cut.set(all.subarray(afterFirst), setupEnd);
    expect(() => readArchive(cut)).toThrow(/tidak berurutan|Rantai/);
  });
});
