import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * The whole record of a Belenios 2.0 election as one file, `UUID.bel` (issue 34; Belenios'
 * specification "Election archive"; src/lib/core/archive.ml `MakeWriter`, `MakeArchiver` and
 * src/tool/tool_events.ml `fsck` of version 2.0): an old-style tar of a `BELENIOS` header and
 * then, event after event, the data files each event names and the event itself, every file
 * named by the SHA-256 of its bytes. Events are chained by hash (`parent`) and height.
 *
 * `belenios-tool election verify` rebuilds the archive from its last event and requires every
 * 512-byte block to be identical, so the writer reproduces Belenios' exact bytes (header fields,
 * record order, padding, no end-of-archive blocks) and the reader accepts a file only if that
 * rebuild gives back the same bytes. Pure TS on Uint8Array: the browser and the server both use
 * it. Only the events of homomorphic elections are supported (no Shuffle/EndShuffles).
 */

export type EventType =
  'Setup' | 'Ballot' | 'EndBallots' | 'EncryptedTally' | 'PartialDecryption' | 'Result';

/** `event` (serializable.atd): fields in this order; `parent` absent at height 0. */
export interface ArchiveEvent {
  parent?: string;
  height: number;
  type: EventType;
  /** Hex SHA-256 of the event's data file; absent for EndBallots. */
  payload?: string;
}

const BLOCK = 512;
const EVENT_TYPES: readonly EventType[] = [
  'Setup',
  'Ballot',
  'EndBallots',
  'EncryptedTally',
  'PartialDecryption',
  'Result',
];
/** Tar size and mtime are 11 octal digits. */
const MAX_OCTAL_11 = 8 ** 11 - 1;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Hex SHA-256 of a text's UTF-8 bytes: the name of its file in the archive. */
export function archiveHash(text: string): string {
  return bytesToHex(sha256(encoder.encode(text)));
}

/** The event's exact text (`string_of_event`), which its hash and the next `parent` cover. */
export function serializeEvent(e: ArchiveEvent): string {
  const parent = e.parent === undefined ? '' : `"parent":${JSON.stringify(e.parent)},`;
  const payload = e.payload === undefined ? '' : `,"payload":${JSON.stringify(e.payload)}`;
  return `{${parent}"height":${e.height},"type":"${e.type}"${payload}}`;
}

/** `archive_header`; the timestamp (Unix seconds) is a JSON string in 2.0. */
function serializeHeader(timestamp: number): string {
  return `{"version":1,"timestamp":"${timestamp}"}`;
}

/**
 * `sized_encrypted_tally`, the EncryptedTally event's payload (the tally by its hash). The one
 * serializer of this wrapper: it exists only for the archive, so it lives with the writer.
 */
export function sizedEncryptedTallyText(
  numTallied: number,
  totalWeight: number,
  tallyText: string,
): string {
  if (![numTallied, totalWeight].every((n) => Number.isSafeInteger(n) && n >= 0))
    throw new RangeError('Ukuran tally tidak sah.');
  return `{"num_tallied":${numTallied},"total_weight":${totalWeight},"encrypted_tally":"${archiveHash(tallyText)}"}`;
}

/**
 * `owned`, the PartialDecryption event's payload: the trustee's 1-based index over the flattened
 * trustees (see result.ts) and its partial decryption's hash. The one serializer of this wrapper.
 */
export function ownedText(owner: number, partialDecryptionText: string): string {
  if (!Number.isSafeInteger(owner) || owner < 1) throw new RangeError('Nomor wali tidak sah.');
  return `{"owner":${owner},"payload":"${archiveHash(partialDecryptionText)}"}`;
}

function octal(value: number, digits: number): string {
  return value.toString(8).padStart(digits, '0');
}

/** One tar record as `raw_write_header`/`raw_write_body` write it. */
function tarRecord(name: string, body: Uint8Array, timestamp: number): Uint8Array {
  if (body.length > MAX_OCTAL_11) throw new Error('Berkas arsip terlalu besar.');
  const out = new Uint8Array(BLOCK + Math.ceil(body.length / BLOCK) * BLOCK);
  const put = (at: number, text: string): void => out.set(encoder.encode(text), at);
  put(0, name);
  put(100, '0000644');
  put(108, '0000000');
  put(116, '0000000');
  put(124, octal(body.length, 11));
  put(136, octal(timestamp, 11));
  put(148, '        ');
  put(156, '0');
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += out[i] as number;
  put(148, `${octal(sum, 6)}\u0000 `);
  out.set(body, BLOCK);
  return out;
}

/**
 * Builds `UUID.bel` event by event, in the order Belenios allows: Setup, Ballot…, EndBallots,
 * EncryptedTally, PartialDecryption…, Result. Texts are taken as the exact bytes to publish
 * (they are hashed as given), so keep each one byte for byte once it is out.
 */
export class ArchiveWriter {
  private readonly records: Uint8Array[] = [];
  private readonly timestamp: number;
  private parent: string | undefined;
  private height = 0;
  private stage: 'new' | 'ballots' | 'ended' | 'tallied' | 'decrypting' | 'done' = 'new';

  /** `timestamp`: Unix seconds (the election's opening), also every record's tar mtime. */
  constructor(timestamp: number) {
    if (!Number.isSafeInteger(timestamp) || timestamp < 0 || timestamp > MAX_OCTAL_11)
      throw new Error('Stempel waktu arsip tidak sah.');
    this.timestamp = timestamp;
    this.records.push(tarRecord('BELENIOS', encoder.encode(serializeHeader(timestamp)), timestamp));
  }

  private data(text: string): string {
    const hash = archiveHash(text);
    this.records.push(tarRecord(`${hash}.data.json`, encoder.encode(text), this.timestamp));
    return hash;
  }

  private event(type: EventType, payload?: string): string {
    const event: ArchiveEvent = { height: this.height, type };
    if (this.parent !== undefined) event.parent = this.parent;
    if (payload !== undefined) event.payload = payload;
    const text = serializeEvent(event);
    const hash = archiveHash(text);
    this.records.push(tarRecord(`${hash}.event.json`, encoder.encode(text), this.timestamp));
    this.parent = hash;
    this.height += 1;
    return hash;
  }

  private expect(allowed: readonly ArchiveWriter['stage'][], what: string): void {
    if (!allowed.includes(this.stage)) throw new Error(`${what} tidak boleh di tahap ini.`);
  }

  /** election.json (as published, no final newline), trustees, public credentials. */
  setup(electionText: string, trusteesText: string, credentialsText: string): string {
    this.expect(['new'], 'Setup');
    const election = this.data(electionText);
    const trustees = this.data(trusteesText);
    const credentials = this.data(credentialsText);
    const setupData = `{"election":"${election}","trustees":"${trustees}","credentials":"${credentials}"}`;
    const hash = this.event('Setup', this.data(setupData));
    this.stage = 'ballots';
    return hash;
  }

  ballot(ballotText: string): string {
    this.expect(['ballots'], 'Surat suara');
    return this.event('Ballot', this.data(ballotText));
  }

  endBallots(): string {
    this.expect(['ballots'], 'Penutupan pemungutan');
    this.stage = 'ended';
    return this.event('EndBallots');
  }

  /** The tally's text and its `sized_encrypted_tally` (see sizedEncryptedTallyText). */
  encryptedTally(tallyText: string, sizedText: string): string {
    this.expect(['ended'], 'Tally terenkripsi');
    if (referencedHash(sizedText, 'encrypted_tally') !== archiveHash(tallyText))
      throw new Error('sized_encrypted_tally tidak merujuk tally ini.');
    this.data(tallyText);
    this.stage = 'tallied';
    return this.event('EncryptedTally', this.data(sizedText));
  }

  /** A trustee's partial decryption and its `owned` wrapper (see ownedText). */
  partialDecryption(decryptionText: string, ownedTextValue: string): string {
    this.expect(['tallied', 'decrypting'], 'Dekripsi parsial');
    if (referencedHash(ownedTextValue, 'payload') !== archiveHash(decryptionText))
      throw new Error('owned tidak merujuk dekripsi parsial ini.');
    this.data(decryptionText);
    this.stage = 'decrypting';
    return this.event('PartialDecryption', this.data(ownedTextValue));
  }

  result(resultText: string): string {
    this.expect(['decrypting'], 'Hasil');
    this.stage = 'done';
    return this.event('Result', this.data(resultText));
  }

  /** Hex hash of the last event, which pins the whole record (null before Setup). */
  get lastEventHash(): string | null {
    return this.parent ?? null;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.records.reduce((n, r) => n + r.length, 0));
    let at = 0;
    for (const r of this.records) {
      out.set(r, at);
      at += r.length;
    }
    return out;
  }
}

function referencedHash(text: string, field: string): unknown {
  const json: unknown = JSON.parse(text);
  return typeof json === 'object' && json !== null
    ? (json as Record<string, unknown>)[field]
    : null;
}

/** What `readArchive` returns: the events in order and the texts they name. */
export interface ArchiveContents {
  timestamp: number;
  events: { hash: string; event: ArchiveEvent }[];
  election: string;
  trustees: string;
  credentials: string;
  ballots: string[];
  encryptedTally?: { tally: string; sized: string };
  partialDecryptions: { decryption: string; owned: string }[];
  result?: string;
  lastEventHash: string;
}

function parseEvent(text: string): ArchiveEvent {
  const json = JSON.parse(text) as Partial<Record<string, unknown>>;
  const { parent, height, type, payload } = json;
  if (typeof height !== 'number' || !EVENT_TYPES.includes(type as EventType))
    throw new Error(`Peristiwa arsip tidak didukung: ${text.slice(0, 80)}`);
  const event: ArchiveEvent = { height, type: type as EventType };
  if (typeof parent === 'string') event.parent = parent;
  if (typeof payload === 'string') event.payload = payload;
  if (serializeEvent(event) !== text) throw new Error('Peristiwa arsip tidak kanonik.');
  return event;
}

/**
 * Reads `UUID.bel` and checks it as `belenios-tool` does before anything else: each file's name
 * is the hash of its bytes, the events form one chain (parent = hash of the previous event,
 * heights 0, 1, 2, …) in an allowed order, every payload is present, and the archive rebuilt
 * from those events is byte-identical to the input. Throws with the reason otherwise. It does not
 * check the ballots, proofs or result (ballot.ts and the tally checks do).
 */
export function readArchive(bytes: Uint8Array): ArchiveContents {
  const data = new Map<string, string>();
  const events: { hash: string; event: ArchiveEvent }[] = [];
  let timestamp = -1;
  let at = 0;
  while (at < bytes.length) {
    if (at + BLOCK > bytes.length) throw new Error('Arsip terpotong.');
    const header = bytes.subarray(at, at + BLOCK);
    const nameEnd = header.indexOf(0);
    const name = decoder.decode(header.subarray(0, nameEnd < 0 ? 100 : Math.min(nameEnd, 100)));
    const size = parseInt(decoder.decode(header.subarray(124, 135)), 8);
    if (!Number.isSafeInteger(size) || at + BLOCK + size > bytes.length)
      throw new Error(`Ukuran berkas ${name} tidak sah.`);
    const body = bytes.subarray(at + BLOCK, at + BLOCK + size);
    const text = decoder.decode(body);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (timestamp < 0) {
      if (name !== 'BELENIOS') throw new Error('Arsip tidak diawali header BELENIOS.');
      const h = JSON.parse(text) as { version?: unknown; timestamp?: unknown };
      if (h.version !== 1 || typeof h.timestamp !== 'string' || !/^\d+$/.test(h.timestamp))
        throw new Error('Header arsip tidak didukung.');
      timestamp = Number(h.timestamp);
      continue;
    }
    const match = /^([0-9a-f]{64})\.(data|event)\.json$/.exec(name);
    if (match === null) throw new Error(`Nama berkas arsip tidak sah: ${name}`);
    const hash = bytesToHex(sha256(body));
    if (hash !== match[1]) throw new Error(`Hash ${hash} ditemukan, bukan ${match[1]}.`);
    if (match[2] === 'data') data.set(hash, text);
    else events.push({ hash, event: parseEvent(text) });
  }
  if (timestamp < 0) throw new Error('Arsip kosong.');
  const get = (hash: string | undefined): string => {
    const text = hash === undefined ? undefined : data.get(hash);
    if (text === undefined) throw new Error(`Data ${hash ?? '(tanpa payload)'} tidak ada.`);
    return text;
  };
  // Rebuild with the writer: it enforces the order and produces the canonical bytes.
  const writer = new ArchiveWriter(timestamp);
  const contents: ArchiveContents = {
    timestamp,
    events,
    election: '',
    trustees: '',
    credentials: '',
    ballots: [],
    partialDecryptions: [],
    lastEventHash: '',
  };
  for (const [index, { hash, event }] of events.entries()) {
    if (event.height !== index)
      throw new Error(`Tinggi peristiwa ${event.height} tidak berurutan.`);
    if (event.parent !== (writer.lastEventHash ?? undefined))
      throw new Error(`Rantai peristiwa putus pada tinggi ${event.height}.`);
    let made: string;
    if (event.type === 'Setup') {
      const setup = JSON.parse(get(event.payload)) as Record<string, string | undefined>;
      contents.election = get(setup.election);
      contents.trustees = get(setup.trustees);
      contents.credentials = get(setup.credentials);
      made = writer.setup(contents.election, contents.trustees, contents.credentials);
    } else if (event.type === 'Ballot') {
      const ballot = get(event.payload);
      contents.ballots.push(ballot);
      made = writer.ballot(ballot);
    } else if (event.type === 'EndBallots') {
      made = writer.endBallots();
    } else if (event.type === 'EncryptedTally') {
      const sized = get(event.payload);
      const tally = get(referencedHash(sized, 'encrypted_tally') as string | undefined);
      contents.encryptedTally = { tally, sized };
      made = writer.encryptedTally(tally, sized);
    } else if (event.type === 'PartialDecryption') {
      const owned = get(event.payload);
      const decryption = get(referencedHash(owned, 'payload') as string | undefined);
      contents.partialDecryptions.push({ decryption, owned });
      made = writer.partialDecryption(decryption, owned);
    } else {
      contents.result = get(event.payload);
      made = writer.result(contents.result);
    }
    if (made !== hash) throw new Error(`Peristiwa pada tinggi ${event.height} tidak kanonik.`);
  }
  const rebuilt = writer.bytes();
  if (rebuilt.length !== bytes.length || rebuilt.some((b, i) => b !== bytes[i]))
    throw new Error('Arsip tidak identik dengan arsip kanonik yang dibangun ulang.');
  if (writer.lastEventHash === null) throw new Error('Arsip tanpa peristiwa.');
  contents.lastEventHash = writer.lastEventHash;
  return contents;
}
