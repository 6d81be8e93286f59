import { doc, getDoc } from 'firebase/firestore';
import * as z from 'zod/mini';
import { PRODI } from '../../../../shared/evoting/prodi';
import type { VoterIdentity, VoterProfile } from '../../../../shared/evoting/voter';
import {
  normaliseVoterName,
  sameVoterName,
  voterLookupSource,
} from '../../../../shared/evoting/voter-name';
import { sha256Hex } from './ballot-plan';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/**
 * `voter_lookup/{key}`: how a committee finds a voter it adds (issue 33 item 1; docs/FIREBASE.md,
 * "E-voting"). The key is the SHA-256 of the voter's NIM and normalised Nama Lengkap
 * (shared/evoting/voter-name.ts), so a committee can name a document only knowing both; it may
 * `get` one by that key, never list them, and reads no voter's own document. The voter writes it
 * in the batch of their registration and of every profile change, and their record names it
 * (`kunciPencarian`), which is how the rules keep the two in step. It holds no e-mail.
 */
export const VOTER_LOOKUP = 'voter_lookup';

/** What a committee learns of a voter it found by NIM and name: never the e-mail. */
export type FoundVoter = Pick<VoterProfile, 'id' | 'namaLengkap' | 'nim' | 'prodi'>;

export const voterLookupKey = (nim: string, namaLengkap: string): Promise<string> =>
  sha256Hex(voterLookupSource(nim, namaLengkap));

/**
 * The lookup document of a voter as this write leaves them, with its key. `kunciNama` is the
 * normalised name the key hashes with the NIM: the rules check that hash, as they cannot
 * normalise a name themselves.
 */
export async function voterLookupDoc(
  uid: string,
  voter: VoterIdentity,
): Promise<{ key: string; data: Record<string, unknown> }> {
  return {
    key: await voterLookupKey(voter.nim, voter.namaLengkap),
    data: {
      uid,
      nim: voter.nim,
      namaLengkap: voter.namaLengkap,
      prodi: voter.prodi,
      kunciNama: normaliseVoterName(voter.namaLengkap),
    },
  };
}

/** The key a voter's record names (`kunciPencarian`), or null for a record made before it. */
export const storedLookupKey = (data: Record<string, unknown> | undefined): string | null => {
  const key = data?.['kunciPencarian'];
  return typeof key === 'string' && /^[0-9a-f]{64}$/.test(key) ? key : null;
};

const storedLookup = z.object({
  uid: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  nim: z.string(),
  namaLengkap: z.string(),
  prodi: z.enum(PRODI),
});

/** A lookup document as a found voter, when it is this NIM's under this name (else null). */
export function foundVoterFromDoc(
  data: Record<string, unknown> | undefined,
  nim: string,
  namaLengkap: string,
): FoundVoter | null {
  const parsed = z.safeParse(storedLookup, data ?? null);
  if (!parsed.success) return null;
  const found = parsed.data;
  // The rules tie the key to the voter's own NIM, not their name to the hashed one (they cannot
  // normalise): the name is compared here, as the server compares it.
  if (found.nim !== nim || !sameVoterName(found.namaLengkap, namaLengkap)) return null;
  return { id: found.uid, nim: found.nim, namaLengkap: found.namaLengkap, prodi: found.prodi };
}

/**
 * The voter registered with this NIM under this name, or null: one answer whether the NIM is
 * unknown or the name differs (as the server's).
 */
export async function voterByNimAndName(
  h: FirebaseHandles,
  nim: string,
  namaLengkap: string,
): Promise<FoundVoter | null> {
  const key = await voterLookupKey(nim, namaLengkap);
  const snapshot = await translated(() => getDoc(doc(h.db, VOTER_LOOKUP, key)));
  return foundVoterFromDoc(snapshot.data(), nim, namaLengkap);
}
