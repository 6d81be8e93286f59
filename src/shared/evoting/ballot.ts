import * as z from 'zod/mini';
import type { Candidate, PublicElection } from './election';
import type { ElectionState } from './election-state';
import type { RollStatus } from './roll';

/**
 * The ballot (issue 19; ../shared/EVOTING.md "The ballot"): what a voter chooses, the receipt
 * they get, and why the booth may refuse them. Both backends decide with these; the booth shows
 * the same texts.
 */

/** The booth's texts (ORIGINAL.md §3.7), the organisation's words. */
export const BALLOT_TEXTS = {
  instruction: 'Silakan tentukan pilihan Anda. Suara Anda bersifat rahasia.',
  abstainLabel: 'Abstain (Kotak Kosong)',
  submit: 'Kirim Suara',
  confirmTitle: 'Konfirmasi Pilihan',
  confirmWarning: 'Pilihan ini tidak dapat diubah setelah dikirim.',
  confirmCancel: 'Batal',
  confirmYes: 'Ya, Kirim',
  thanksTitle: 'Terima Kasih!',
  thanksBody: 'Suara Anda telah berhasil direkam.',
  castFailed: 'Gagal menyimpan suara. Silakan coba lagi.',
  resultsUnavailableTitle: 'Hasil Belum Tersedia',
  resultsUnavailableBody:
    'Hasil untuk pemilihan ini belum dipublikasikan, sesi voting belum selesai, atau pemilihan tidak ditemukan.',
} as const;

/**
 * What the booth says of the receipt. A voter who voted sees their own again in the booth (issue
 * 33, item 5: the answer to their cast may never have reached them); a vote cast before receipts
 * were kept with it has none to show, and the booth says so rather than invent one.
 */
export const RECEIPT_NOTES = {
  keepTitle: 'Simpan kode ini',
  keepBody:
    'Kode ini dapat Anda lihat lagi di bilik suara pemilihan ini. Setelah hasil dipublikasikan, cari kode ini di halaman hasil untuk memastikan suara Anda terhitung. Kode ini tidak menyebutkan pilihan Anda.',
  again:
    'Ini kode tanda terima suara Anda. Setelah hasil dipublikasikan, cari kode ini di halaman hasil untuk memastikan suara Anda terhitung. Kode ini tidak menyebutkan pilihan Anda.',
  notKept:
    'Kode tanda terima suara Anda tidak tersimpan di sistem, karena suara Anda diberikan sebelum portal menyimpannya untuk ditampilkan lagi. Suara Anda tetap tercatat; gunakan kode yang Anda simpan saat memilih.',
} as const;

/** Why the booth refuses a voter: one reason each, and nothing else about the election. */
export const BOOTH_REFUSALS = [
  'bukan-pemilih',
  'belum-diverifikasi',
  'belum-dibuka',
  'sudah-ditutup',
  'sudah-memilih',
] as const;
export type BoothRefusal = (typeof BOOTH_REFUSALS)[number];

export const BOOTH_MESSAGES: Readonly<Record<BoothRefusal, string>> = {
  'bukan-pemilih': 'Anda tidak terdaftar dalam daftar pemilih pemilihan ini.',
  'belum-diverifikasi':
    'Pendaftaran Anda sebagai pemilih pada pemilihan ini belum diverifikasi oleh panitia.',
  'belum-dibuka': 'Pemilihan ini belum dibuka.',
  'sudah-ditutup': 'Pemilihan ini sudah ditutup.',
  'sudah-memilih': 'Anda sudah memberikan suara pada pemilihan ini.',
};

/**
 * Why this voter may not cast a ballot now, or null. `state` is the backend's clock's (an
 * election is open until, not at, its end: election-state.ts); `votedAt` the time of their vote.
 * A voter who voted is told so first: it is the one thing they may learn of their own ballot.
 */
export function boothProblem(
  state: ElectionState,
  onRoll: RollStatus | null,
  votedAt: string | null,
): BoothRefusal | null {
  if (votedAt !== null) return 'sudah-memilih';
  if (onRoll === null || onRoll === 'ditolak') return 'bukan-pemilih';
  if (onRoll !== 'terverifikasi') return 'belum-diverifikasi';
  if (state === 'draf' || state === 'dijadwalkan') return 'belum-dibuka';
  if (state !== 'berlangsung') return 'sudah-ditutup';
  return null;
}

/** The choice on a ballot: a candidate's id, or abstain where the election allows it. */
export const ABSTAIN = 'abstain';
export const castInput = z.strictObject({
  pilihan: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type CastInput = z.infer<typeof castInput>;

/** A choice that is not on this ballot: the form's field message (the field is `pilihan`). */
export const CHOICE_MESSAGES = {
  notOnBallot: 'Pilihan ini tidak ada pada surat suara pemilihan ini.',
  abstainNotAllowed: 'Pemilihan ini tidak menyediakan pilihan abstain.',
} as const;

/**
 * Why `pilihan` is not a choice of this ballot, or null: one of the frozen candidates' ids, or
 * abstain where the election allows it.
 */
export function choiceProblem(
  pilihan: string,
  candidateIds: readonly string[],
  abstain: boolean,
): string | null {
  if (pilihan === ABSTAIN) return abstain ? null : CHOICE_MESSAGES.abstainNotAllowed;
  return candidateIds.includes(pilihan) ? null : CHOICE_MESSAGES.notOnBallot;
}

/**
 * A receipt code: 20 characters of Crockford's base32 (no I, L, O, U: nothing to misread),
 * 100 random bits, shown in groups of five ("7K3QM-…"). It proves a ballot is in the box; it
 * never says what the ballot chose (no choice is stored with it).
 */
export const RECEIPT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_LENGTH = 20;
export const RECEIPT_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

/** A fresh receipt from a cryptographic source (Node's and the browser's `crypto`). */
export function newReceipt(random: (bytes: Uint8Array) => Uint8Array): string {
  // 32 symbols = 5 bits each: one byte per symbol, its low five bits (no modulo bias).
  const bytes = random(new Uint8Array(RECEIPT_LENGTH));
  const symbols = Array.from(bytes, (byte) => RECEIPT_ALPHABET[byte & 31]!).join('');
  return symbols.match(/.{5}/g)!.join('-');
}

/** What the booth shows an admitted voter: the election and its frozen ballot. */
export interface BoothBallot {
  kind: 'terbuka';
  election: PublicElection;
  /** In number order. */
  candidates: Candidate[];
  abstain: boolean;
  /**
   * A Belenios election (issue 34): the voter's browser encrypts the ballot and the receipt is
   * its tracker. Absent for an election counted in plaintext (older ones, and Firebase's).
   */
  terenkripsi?: true;
}

/**
 * What the booth shows anyone else: the reason, and for a voter who voted, when and their own
 * receipt — so a voter whose answer to the cast was lost still learns it. Never the choice.
 */
export interface BoothRefused {
  kind: 'ditolak';
  election: PublicElection;
  alasan: BoothRefusal;
  votedAt: string | null;
  /**
   * The voter's own receipt (a Belenios election's: their ballot's tracker); null unless they
   * voted, or when their vote predates kept receipts.
   */
  kodeTanda: string | null;
  /** As BoothBallot's: the booth offers the credential before opening, and names the tracker. */
  terenkripsi?: true;
}

export type BoothView = BoothBallot | BoothRefused;

/** The answer to a counted ballot: its receipt (the booth shows it to that voter again). */
export interface CastReceipt {
  kodeTanda: string;
}
