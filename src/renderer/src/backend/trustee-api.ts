import type { TrusteeStage } from '../../../shared/evoting/belenios-election';

/** The steps a trustee sends, each once (the server answers every one with the new view). */
export type TrusteeStep = 'sertifikat' | 'polinomial' | 'verifikasi' | 'dekripsi';

/**
 * `GET /api/wali/:eventId`: one trustee's own view of a Belenios election's key generation and
 * decryption. It never holds the trustee's secret: that is in the key file the trustee keeps.
 */
export interface TrusteeView {
  uuid: string;
  posisi: number;
  n: number;
  ambang: number;
  nama: string;
  namaPemilihan: string;
  tahap: TrusteeStage;
  /** Every trustee's certificate (JSON texts), once all have sent theirs. */
  sertifikat: string[] | null;
  /** This trustee's step-4 input, in the verification step. */
  vinput: string | null;
  /** This trustee's decryption-key share, encrypted to its own key, once the keys are ready. */
  dkey: string | null;
  /** The encrypted tally, once the election closed. */
  tallyTerenkripsi: string | null;
  /** election.json, once the election opened. */
  pemilihan: string | null;
  sudah: Record<TrusteeStep, boolean>;
}

/**
 * The trustees' side of a Belenios election (issue 34 items 1 and 4): a committee member named
 * trustee uses their own session; a witness signs in with the code the committee handed over.
 * Each call reaches only the caller's own position; the backend checks every message.
 */
export interface TrusteeApi {
  /** A witness's sign-in for the one election they guard. */
  signIn(email: string, kode: string): Promise<{ eventId: string; posisi: number }>;
  /** Ends the witness session (a committee account's own session is left alone). */
  signOut(): Promise<void>;
  view(eventId: string): Promise<TrusteeView>;
  /** Sends one step's message text, exactly as computed; answers with the new view. */
  send(eventId: string, step: TrusteeStep, text: string): Promise<TrusteeView>;
}
