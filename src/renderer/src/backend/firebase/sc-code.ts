import { doc, getDoc, type DocumentReference } from 'firebase/firestore';
import { normaliseBookingCode } from '../../../../shared/sc/booking-code';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { BackendError } from '../backend-error';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { SC_COLLECTIONS, holderKey, parseHolderDoc, type HolderDoc } from './sc-docs';

/**
 * A booking code as typed, to the holder's document it names (the SHA-256 of the canonical code,
 * sc-docs.ts): an empty code is the form's mistake; one that cannot be a code, or names no
 * booking, is "not found" (ORIGINAL.md §5's texts), as the embedded server answers.
 */
export const codeNotFound = () => new BackendError('NOT_FOUND', SC_MESSAGES.codeNotFound, 404);

export async function holderRefOf(
  h: FirebaseHandles,
  typed: string,
): Promise<{ key: string; ref: DocumentReference }> {
  if (typed.trim() === '')
    throw new BackendError('VALIDATION', SC_MESSAGES.codeEmpty, 400, {
      kode: SC_MESSAGES.codeEmpty,
    });
  const kode = normaliseBookingCode(typed);
  if (!kode) throw codeNotFound();
  const key = await holderKey(kode);
  return { key, ref: doc(h.db, SC_COLLECTIONS.holders, key) };
}

/** The holder's document of a typed code, read now. */
export async function readHolder(
  h: FirebaseHandles,
  typed: string,
): Promise<{ key: string; ref: DocumentReference; holder: HolderDoc }> {
  const { key, ref } = await holderRefOf(h, typed);
  const holder = parseHolderDoc((await translated(() => getDoc(ref))).data());
  if (!holder) throw codeNotFound();
  return { key, ref, holder };
}
