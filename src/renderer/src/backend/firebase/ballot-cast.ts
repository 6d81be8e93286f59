import { writeBatch } from 'firebase/firestore';
import { castInput, choiceProblem, type CastReceipt } from '../../../../shared/evoting/ballot';
import { readBooth, readCandidates, refuseUnlessAdmitted } from './ballot-booth';
import { ballotRefs } from './ballot-docs';
import { planCast, writeCast } from './ballot-plan';
import { isDocId, refuse } from './evoting-access';
import type { FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, toBackendError } from './firebase-errors';
import { validInput } from './validate-input';

/**
 * Casting on Firestore: one batch (ballot-plan.ts) that the rules accept only while the
 * election is open by request.time, for a verified voter on its roll who has no has-voted record
 * yet, for a choice among the frozen candidates (or abstain when allowed). A second cast, however
 * concurrent, finds the record the first one created and is refused. The checks made here first
 * only give the server's messages; the rules are what hold.
 */
export async function castBallot(
  voterApp: () => FirebaseHandles,
  eventId: string,
  rawPilihan: string,
): Promise<CastReceipt> {
  const { pilihan } = validInput(castInput, { pilihan: rawPilihan });
  const h = voterApp();
  await h.auth.authStateReady();
  const uid = h.auth.currentUser?.uid;
  if (!uid) throw refuse.unauthenticated();
  if (!isDocId(eventId)) throw refuse.notFound();

  const facts = await readBooth(h, eventId, uid);
  refuseUnlessAdmitted(facts);
  const candidates = await readCandidates(h, eventId);
  const problem = choiceProblem(
    pilihan,
    candidates.map((c) => c.id),
    facts.abstain,
  );
  if (problem) throw refuse.field('pilihan', problem);

  const plan = await planCast((bytes) => globalThis.crypto.getRandomValues(bytes));
  const batch = writeBatch(h.db);
  writeCast(batch, ballotRefs(h), { eventId, voterUid: uid, pilihan, plan });
  try {
    await batch.commit();
  } catch (error) {
    // Refused by the rules: another tab voted first, or the election closed meanwhile. Say
    // which, as the server would; anything else is the failure itself.
    if (firebaseCodeOf(error) === 'permission-denied')
      refuseUnlessAdmitted(await readBooth(h, eventId, uid));
    throw toBackendError(error);
  }
  return { kodeTanda: plan.kodeTanda };
}
