import { collection, doc } from 'firebase/firestore';
import { RECEIPT_PATTERN } from '../../../../shared/evoting/ballot';
import type { FirebaseHandles } from './firebase-app';
import { EVOTING_COLLECTIONS } from './evoting-docs';
import { timestampToIso } from './timestamps';

/**
 * The ballot's Firestore documents under `pemilihan_events/{id}` (docs/EVOTING.md, "Firebase"):
 * the has-voted record, the box of receipts, the count shards, the abstain mirror and the
 * publication. What each holds is chosen so that nothing stored links a voter to a choice: the
 * has-voted record names the voter and holds no choice (their receipt, which says nothing of it,
 * for them alone), a receipt holds nothing at all, a count shard sums many ballots and names
 * nobody.
 */
export const BALLOT_COLLECTIONS = {
  /** `sudah_memilih/{voterUid}`: `pada` (request.time), `kodeTanda`, `kunciKode`, `kunciHitungan`. */
  voted: 'sudah_memilih',
  /** `kotak/{kodeTanda}`: an empty document; its id is the receipt. */
  box: 'kotak',
  /** `hitungan/{0…COUNT_SHARDS-1}`: `suara` (choice → count), `rahasia`, `terkunci`. */
  counts: 'hitungan',
  /** `surat_suara/aturan`: `abstain`, the committee's setting where voters may read it. */
  ballot: 'surat_suara',
  /** `hasil/ringkasan`: `jumlahPemilih`, `dipublikasikanPada`; written once, at publication. */
  results: 'hasil',
} as const;

export const BALLOT_RULES_DOC = 'aturan';
export const RESULTS_DOC = 'ringkasan';

/**
 * How many count shards an election has. Firestore sustains about one write a second on one
 * document; 2,000 ballots a minute are 34 a second, so 50 shards keep each under one a second.
 */
export const COUNT_SHARDS = 50;

/** The shard ids, "0" to "49". */
export const SHARD_IDS: readonly string[] = Array.from({ length: COUNT_SHARDS }, (_, i) =>
  String(i),
);

export function ballotRefs(h: FirebaseHandles) {
  const election = (id: string) => doc(h.db, EVOTING_COLLECTIONS.elections, id);
  return {
    voted: (id: string, voterUid: string) => doc(election(id), BALLOT_COLLECTIONS.voted, voterUid),
    box: (id: string) => collection(election(id), BALLOT_COLLECTIONS.box),
    receipt: (id: string, kodeTanda: string) =>
      doc(election(id), BALLOT_COLLECTIONS.box, kodeTanda),
    shard: (id: string, shard: string) => doc(election(id), BALLOT_COLLECTIONS.counts, shard),
    ballotRules: (id: string) => doc(election(id), BALLOT_COLLECTIONS.ballot, BALLOT_RULES_DOC),
    results: (id: string) => doc(election(id), BALLOT_COLLECTIONS.results, RESULTS_DOC),
  };
}
export type BallotRefs = ReturnType<typeof ballotRefs>;

/**
 * A shard as the committee writes it whenever it saves the schedule (and at "Buka sekarang"):
 * empty, before any ballot. So a shard's creation time is never a ballot's (docs: what the
 * metadata shows).
 */
export const emptyShard = () => ({ suara: {}, rahasia: null, terkunci: false });

/** What publication writes on every shard: sealed (readable once published), the secret gone. */
export const sealedShard = () => ({ terkunci: true, rahasia: null });

type Data = Record<string, unknown> | undefined;

/** When the voter voted (their own record), or null; a pending server time reads as now. */
export function votedAtFromDoc(data: Data, now: number): string | null {
  if (!data) return null;
  return timestampToIso(data['pada']) ?? new Date(now).toISOString();
}

/**
 * The voter's own receipt on their has-voted record, or null: records written before the
 * adapter kept it hold none (the booth then says so), and a value that is no receipt is none.
 */
export function votedReceiptFromDoc(data: Data): string | null {
  const kode = data?.['kodeTanda'];
  return typeof kode === 'string' && RECEIPT_PATTERN.test(kode) ? kode : null;
}

/** The counts of one shard: choice → ballots (anything that is not a count is left out). */
export function shardCounts(data: Data): Map<string, number> {
  const counts = new Map<string, number>();
  const suara = data?.['suara'];
  if (typeof suara !== 'object' || suara === null) return counts;
  for (const [choice, value] of Object.entries(suara))
    if (Number.isSafeInteger(value) && (value as number) >= 0) counts.set(choice, value as number);
  return counts;
}

/** Every shard's counts added up. */
export function sumShards(shards: readonly Map<string, number>[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const shard of shards)
    for (const [choice, n] of shard) total.set(choice, (total.get(choice) ?? 0) + n);
  return total;
}

/**
 * Whether the ballot offers abstain. The committee's document is not the voters' to read, so
 * the committee writes its setting to `surat_suara/aturan` with every change (the rules require
 * it); without that document the setting never changed from the committee's default, on.
 */
export function abstainFromDoc(data: Data): boolean {
  return typeof data?.['abstain'] === 'boolean' ? data['abstain'] : true;
}

/** The publication: the roll's size when it closed and when it was published. */
export interface Publication {
  jumlahPemilih: number;
  dipublikasikanPada: string;
}

export function publicationFromDoc(data: Data, now: number): Publication | null {
  const jumlahPemilih = data?.['jumlahPemilih'];
  if (!data || !Number.isSafeInteger(jumlahPemilih)) return null;
  return {
    jumlahPemilih: jumlahPemilih as number,
    dipublikasikanPada: timestampToIso(data['dipublikasikanPada']) ?? new Date(now).toISOString(),
  };
}
