import { collection, doc } from 'firebase/firestore';
import * as z from 'zod/mini';
import type {
  BeleniosBallotDocument,
  BeleniosSetupDocument,
  BeleniosTallyDocument,
} from '../../../../shared/evoting/belenios/record-from-documents';
import { sha256Hex } from '../../../../shared/evoting/belenios/hash';
import { BALLOT_COLLECTIONS } from './ballot-docs';
import { EVOTING_COLLECTIONS } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';

/**
 * A Belenios election's Firestore documents under `pemilihan_events/{id}/belenios/`
 * (docs/FIREBASE.md, "Belenios elections"; firestore.rules, the section of that name). The
 * shapes are record-from-documents.ts's, which builds the record from them; a document that does
 * not fit is read as missing rather than half-shown, as the other e-voting documents are.
 */

/** `setup/wali_akses/{posisi}`: who trustee `posisi` is (the committee and that trustee read it). */
export interface TrusteeAccessDocument {
  jenis: 'panitia' | 'saksi';
  uid: string | null;
  email: string | null;
}

/** `setup/wali/{posisi}`: a trustee's messages of the key generation, each written once. */
export interface TrusteeDocument {
  nama: string;
  jenis: 'panitia' | 'saksi';
  sertifikat: string | null;
  polinomial: string | null;
  vinput: string | null;
  verifikasi: string | null;
}

export function beleniosRefs(h: FirebaseHandles) {
  const event = (id: string) => doc(h.db, EVOTING_COLLECTIONS.elections, id);
  const setup = (id: string) => doc(event(id), 'belenios', 'setup');
  const tally = (id: string) => doc(event(id), 'belenios', 'tally');
  return {
    setup,
    tally,
    result: (id: string) => doc(event(id), 'belenios', 'hasil'),
    access: (id: string, posisi: number) => doc(setup(id), 'wali_akses', String(posisi)),
    accesses: (id: string) => collection(setup(id), 'wali_akses'),
    trustee: (id: string, posisi: number) => doc(setup(id), 'wali', String(posisi)),
    trustees: (id: string) => collection(setup(id), 'wali'),
    credential: (id: string, uid: string) => doc(setup(id), 'kredensial', uid),
    credentials: (id: string) => collection(setup(id), 'kredensial'),
    /** A ballot is named by its credential's SHA-256: one per credential (the rules' key). */
    ballot: (id: string, kredensial: string) =>
      doc(setup(id), 'surat_suara', ballotDocumentKey(kredensial)),
    ballots: (id: string) => collection(setup(id), 'surat_suara'),
    decryption: (id: string, posisi: number) => doc(tally(id), 'dekripsi', String(posisi)),
    decryptions: (id: string) => collection(tally(id), 'dekripsi'),
    /** The has-voted record, shared with the plaintext ballot: `{pada, tracker}` here. */
    voted: (id: string, uid: string) => doc(event(id), BALLOT_COLLECTIONS.voted, uid),
  };
}
export type BeleniosRefs = ReturnType<typeof beleniosRefs>;

/** `beleniosBallotKey` of firestore.rules: the lowercase hex SHA-256 of the decimal credential. */
export const ballotDocumentKey = (kredensial: string): string => sha256Hex(kredensial);

type Data = Record<string, unknown> | undefined;

const text = z.nullable(z.string());
const setupSchema = z.object({
  uuid: z.string(),
  ambang: z.int(),
  trusteesJson: text,
  electionJson: text,
  credentialsJson: text,
  dibukaUnix: z.nullable(z.int()),
});
const jenis = z.enum(['panitia', 'saksi']);
const accessSchema = z.object({ jenis, uid: text, email: text });
const trusteeSchema = z.object({
  nama: z.string(),
  jenis,
  sertifikat: text,
  polinomial: text,
  vinput: text,
  verifikasi: text,
});
const ballotSchema = z.object({ kredensial: z.string(), teks: z.string(), tracker: z.string() });
const tallySchema = z.object({
  tallyJson: z.string(),
  sizedTallyJson: z.string(),
  ditolak: z.array(z.object({ tracker: z.string(), alasan: z.string() })),
});
const votedSchema = z.object({ tracker: z.string() });
const credentialSchema = z.object({ publik: z.string() });

const parsedOr = <T>(schema: z.ZodMiniType<T>, data: Data): T | null => {
  const result = schema.safeParse(data);
  return result.success ? result.data : null;
};

export const setupFromDoc = (data: Data): BeleniosSetupDocument | null =>
  parsedOr(setupSchema, data);
export const accessFromDoc = (data: Data): TrusteeAccessDocument | null =>
  parsedOr(accessSchema, data);
export const trusteeFromDoc = (data: Data): TrusteeDocument | null => parsedOr(trusteeSchema, data);
export const ballotFromDoc = (data: Data): BeleniosBallotDocument | null =>
  parsedOr(ballotSchema, data);
export const tallyFromDoc = (data: Data): BeleniosTallyDocument | null =>
  parsedOr(tallySchema, data);
/** The voter's tracker on their has-voted record (null before they voted). */
export const votedTrackerFromDoc = (data: Data): string | null =>
  parsedOr(votedSchema, data)?.tracker ?? null;
export const credentialFromDoc = (data: Data): string | null =>
  parsedOr(credentialSchema, data)?.publik ?? null;

const decryptionSchema = z.object({ teks: z.string() });
/** `tally/dekripsi/{posisi}`: a trustee's partial decryption, named by its position. */
export function decryptionFromDoc(id: string, data: Data): { posisi: number; teks: string } | null {
  const teks = parsedOr(decryptionSchema, data)?.teks;
  return /^[1-9][0-9]*$/.test(id) && teks !== undefined ? { posisi: Number(id), teks } : null;
}

/** `belenios/hasil`: the result, the positions whose partial decryptions made it, and when. */
export interface BeleniosPublishedResult {
  resultJson: string;
  dekripsi: number[];
}
const resultSchema = z.object({ resultJson: z.string(), dekripsi: z.array(z.int()) });
export const resultFromDoc = (data: Data): BeleniosPublishedResult | null =>
  parsedOr(resultSchema, data);
