import { doc, getDoc } from 'firebase/firestore';
import * as z from 'zod/mini';
import { PRODI } from '../../../../shared/evoting/prodi';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/** What a roll entry copies of a voter (evoting-writes.ts rollEntryDoc). */
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

/**
 * The voter who registered a NIM, for the committee's "add by NIM" and roll import: the NIM's
 * document `voter_nims/{nim}` names their uid (it is what keeps NIMs unique), then `voters/{uid}`.
 * Both reads need the rules to let an election's committee and the master `get` them
 * (docs/FIREBASE.md, "E-voting"), as the server lets the committee look a NIM up.
 */
export async function voterByNim(h: FirebaseHandles, nim: string): Promise<RollVoter | null> {
  const owner = await translated(() => getDoc(doc(h.db, 'voter_nims', nim)));
  const uid = owner.data()?.['uid'];
  if (typeof uid !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(uid)) return null;
  const voter = await readVoter(h, uid);
  // A NIM document left behind by a profile change names a voter who no longer has that NIM.
  return voter && voter.nim === nim ? voter : null;
}
