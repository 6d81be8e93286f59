import type { Prodi } from './prodi';

/**
 * An election's voter roll (../shared/EVOTING.md, "Voter roll"): who may vote in it. A voter asks
 * to join from their dashboard (`menunggu`) and the committee verifies (`terverifikasi`) or
 * rejects them with a reason the voter sees (`ditolak`); a voter the committee adds by NIM and
 * Nama Lengkap together, one at a time or from a CSV file, is verified at once. Only
 * `terverifikasi` entries may vote.
 * The roll is private: the voter themself and that election's committee read it, nobody else.
 */
export const ROLL_STATUSES = ['menunggu', 'terverifikasi', 'ditolak'] as const;
export type RollStatus = (typeof ROLL_STATUSES)[number];

export const ROLL_STATUS_LABELS: Readonly<Record<RollStatus, string>> = {
  menunggu: 'Menunggu Verifikasi',
  terverifikasi: 'Terverifikasi',
  ditolak: 'Ditolak',
};

/** A roll entry as the election's committee reads it. */
export interface RollEntry {
  voterId: string;
  namaLengkap: string;
  nim: string;
  prodi: Prodi;
  /**
   * The voter's e-mail only when they asked to join this election themself (`sumber` 'pemilih');
   * null for a voter the committee added, who never gave it to this committee (issue 33 item 1).
   */
  email: string | null;
  status: RollStatus;
  alasanPenolakan: string | null;
  /** Who put the voter there: their own request, or the committee. */
  sumber: 'pemilih' | 'panitia';
  dibuatPada: string;
}
