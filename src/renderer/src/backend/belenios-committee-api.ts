import type { TrusteeStage } from '../../../shared/evoting/belenios-election';

/**
 * A Belenios election's committee side (issue 34 items 1, 2 and 4): naming the trustees, their
 * progress, and the credential authority for voters who cannot make their own credential. Only
 * public values cross it: the committee's browser keeps every private credential it makes.
 */

export interface TrusteeStatusEntry {
  posisi: number;
  nama: string;
  jenis: 'panitia' | 'saksi';
  sertifikat: boolean;
  polinomial: boolean;
  verifikasi: boolean;
  dekripsi: boolean;
}

/** Where the trustees stand; null from `trusteeStatus` while the election has none. */
export interface TrusteeStatus {
  uuid: string;
  ambang: number;
  tahap: TrusteeStage;
  wali: TrusteeStatusEntry[];
}

export interface TrusteesInput {
  ambang: number;
  /** Committee members' user ids, in order (positions 1, 2, …). */
  panitia: string[];
  /** Witnesses, after the committee members. */
  saksi: { nama: string; email: string }[];
}

/** Naming's answer: the status, and each witness's sign-in code, given this once. */
export interface NamedTrustees extends TrusteeStatus {
  saksi: { posisi: number; email: string; kodeMasuk: string }[];
}

export interface CredentialStatus {
  /** Verified voters on the roll without a public credential. */
  tanpaKredensial: { voterId: string; nim: string; nama: string }[];
  jumlahKredensial: number;
}

export interface BeleniosCommitteeApi {
  /**
   * The trustees' progress, or null when the election is not (yet) a Belenios election. A backend
   * without Belenios elections rejects every method with BELENIOS_UNAVAILABLE_CODE.
   */
  trusteeStatus(eventId: string): Promise<TrusteeStatus | null>;
  nameTrustees(eventId: string, input: TrusteesInput): Promise<NamedTrustees>;
  credentialStatus(eventId: string): Promise<CredentialStatus>;
  /** Registers public credentials the committee's browser made (at most 500 per call). */
  issueCredentials(
    eventId: string,
    kredensial: { voterId: string; publik: string }[],
  ): Promise<{ jumlahKredensial: number }>;
}

export const BELENIOS_UNAVAILABLE_CODE = 'UNAVAILABLE';

export const BELENIOS_COMMITTEE_METHODS = {
  trusteeStatus: true,
  nameTrustees: true,
  credentialStatus: true,
  issueCredentials: true,
} as const satisfies Record<keyof BeleniosCommitteeApi, true>;
