import { doc, getDoc } from 'firebase/firestore';
import * as z from 'zod/mini';
import { PRODI } from '../../../../shared/evoting/prodi';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/**
 * What a voter's own request to join copies of them (evoting-writes.ts rollEntryDoc): their
 * e-mail too, for the committee they asked. A committee finds other voters through
 * voter-lookup.ts, which gives no e-mail.
 */
export type RollVoter = Pick<VoterProfile, 'id' | 'namaLengkap' | 'nim' | 'prodi' | 'email'>;

const storedVoter = z.object({
  namaLengkap: z.string(),
  nim: z.string(),
  prodi: z.enum(PRODI),
  email: z.string(),
});

/** `voters/{uid}` (the voters' own documents) as a roll entry copies it, or null. */
export function rollVoterFromDoc(
  id: string,
  data: Record<string, unknown> | undefined,
): RollVoter | null {
  const parsed = z.safeParse(storedVoter, data ?? null);
  return parsed.success ? { id, ...parsed.data } : null;
}

/** The signed-in voter's own document (a voter reads only their own). */
export async function readVoter(h: FirebaseHandles, uid: string): Promise<RollVoter | null> {
  const snapshot = await translated(() => getDoc(doc(h.db, 'voters', uid)));
  return rollVoterFromDoc(uid, snapshot.data());
}
