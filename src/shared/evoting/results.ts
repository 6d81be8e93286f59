import type { PublicElection } from './election';
import type { ElectionState } from './election-state';

/**
 * The results of a closed election (issue 19; ../shared/EVOTING.md "Results"): what /hasil/{id}
 * shows once the committee has published them, and what the berita acara prints. Before that no
 * count per candidate leaves either backend.
 */

export interface CandidateResult {
  id: string;
  nomor: number;
  nama: string;
  namaWakil: string | null;
  /** The photo's public URL, or null. */
  fotoUrl: string | null;
  suara: number;
}

export interface ElectionResults {
  election: PublicElection;
  /** Verified voters on the roll when it closed. */
  jumlahPemilih: number;
  /** Ballots in the box (= voters who voted). */
  suaraMasuk: number;
  /** Abstain ballots, or null when the election had no abstain option. */
  abstain: number | null;
  /** In number order. */
  kandidat: CandidateResult[];
  /** Every receipt in the box, sorted. */
  kodeTanda: string[];
  /**
   * A plaintext election: ballotFingerprint of the receipts and counts, hex. A Belenios election:
   * its election fingerprint (Base64 SHA-256 of election.json, which every ballot names), and
   * `kodeTanda` are its ballots' trackers.
   */
  sidikJari: string;
  /**
   * The Belenios election's UUID (its public record is `{uuid}.bel`), or null for an election
   * counted in plaintext (older ones, and every election on Firebase).
   */
  beleniosUuid: string | null;
  ditutupPada: string;
  dipublikasikanPada: string;
}

/** Turnout, the only figure of an open election anyone sees (the committee and the master). */
export interface Turnout {
  jumlahPemilih: number;
  sudahMemilih: number;
}

/** Why the results cannot be published now: only once closed, and only once. */
export const PUBLISH_MESSAGES = {
  notClosed: 'Hasil hanya dapat dipublikasikan setelah pemilihan selesai.',
  cancelled: 'Pemilihan yang dibatalkan tidak memiliki hasil untuk dipublikasikan.',
  alreadyPublished: 'Hasil pemilihan ini sudah dipublikasikan.',
} as const;

/** Why the committee (or the master) may not publish the results now, or null. */
export function publishProblem(state: ElectionState, published: boolean): string | null {
  if (state === 'dibatalkan') return PUBLISH_MESSAGES.cancelled;
  if (state !== 'selesai') return PUBLISH_MESSAGES.notClosed;
  return published ? PUBLISH_MESSAGES.alreadyPublished : null;
}

/** Percent with one decimal in the Indonesian way ("42,5%"); 0 of 0 is 0%. */
export function percent(part: number, whole: number): string {
  const value = whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;
}

/**
 * The text the fingerprint hashes, so anyone can recompute it from the published page: one line
 * per receipt in ascending order, then one line per candidate "nomor:suara" in number order,
 * then "abstain:n" when the election had the option, each line ending in "\n" (UTF-8).
 */
export function fingerprintText(
  receipts: readonly string[],
  counts: readonly { nomor: number; suara: number }[],
  abstain: number | null,
): string {
  const lines = [
    ...[...receipts].sort(),
    ...[...counts].sort((a, b) => a.nomor - b.nomor).map((c) => `${c.nomor}:${c.suara}`),
    ...(abstain === null ? [] : [`abstain:${abstain}`]),
  ];
  return lines.map((line) => `${line}\n`).join('');
}

/** SHA-256 of fingerprintText, lowercase hex (Web Crypto: Node 20 and the browser alike). */
export async function ballotFingerprint(
  receipts: readonly string[],
  counts: readonly { nomor: number; suara: number }[],
  abstain: number | null,
): Promise<string> {
  const bytes = new TextEncoder().encode(fingerprintText(receipts, counts, abstain));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How to recompute the fingerprint, as the results page and the berita acara explain it. */
export const FINGERPRINT_HOW_TO =
  'Sidik jari adalah SHA-256 dari teks berikut (UTF-8): setiap kode tanda terima diurutkan naik, satu per baris; lalu satu baris "nomor:suara" per kandidat menurut nomor urut; lalu "abstain:jumlah" bila ada opsi abstain. Setiap baris diakhiri satu baris baru.';
