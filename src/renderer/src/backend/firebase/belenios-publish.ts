import { getDocs, serverTimestamp } from 'firebase/firestore';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { parseElection } from '../../../../shared/evoting/belenios/election';
import { parsePartialDecryption } from '../../../../shared/evoting/belenios/partial-decryption';
import type {
  BeleniosDecryptionDocument,
  BeleniosTallyDocument,
} from '../../../../shared/evoting/belenios/record-from-documents';
import {
  checkResult,
  computeResult,
  serializeResult,
} from '../../../../shared/evoting/belenios/result';
import { parseTrustees } from '../../../../shared/evoting/belenios/trustee-key';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import type { UserProfile } from '../../../../shared/accounts';
import { ballotRefs } from './ballot-docs';
import { beleniosRefs, decryptionFromDoc } from './belenios-docs';
import { decryptionProblem, ensureTally, sizedTallyOf, type FrozenSetup } from './belenios-tally';
import { commitWithHistori, evotingRefs, refuse } from './evoting-access';
import { countRoll } from './evoting-overview';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/**
 * The publication of a Belenios election's result on Firebase (issue 34 item 4): what the
 * embedded server does in `belenios-results.ts` `compute` and the ballot service's `publish`,
 * done by the committee's browser. From the tally and the trustees' partial decryptions it
 * computes the result, checks it (Belenios' `check_result`), and writes in one batch the
 * election's flag, `belenios/hasil` and the publication `hasil/ringkasan` (the election's rule
 * requires it), with the history entry. No count is written anywhere before.
 */

/** The partial decryptions whose proofs hold, by position: only those make the result. */
export function validDecryptions(
  setup: FrozenSetup,
  tally: BeleniosTallyDocument,
  decryptions: readonly BeleniosDecryptionDocument[],
): BeleniosDecryptionDocument[] {
  return [...decryptions]
    .filter((d) => decryptionProblem(setup, tally, d.posisi, d.teks) === null)
    .sort((a, b) => a.posisi - b.posisi);
}

/**
 * The result's text from t or more valid partial decryptions, or the server's refusal: too few
 * of them, or a result that does not check.
 */
export function resultOf(
  setup: FrozenSetup,
  tally: BeleniosTallyDocument,
  valid: readonly BeleniosDecryptionDocument[],
): string {
  if (valid.length < setup.ambang)
    throw refuse.conflict(BELENIOS_MESSAGES.notEnoughDecryptions(valid.length, setup.ambang));
  const election = parseElection(setup.electionJson);
  const trustees = parseTrustees(setup.trusteesJson);
  const sized = sizedTallyOf(tally);
  const partials = valid.map((d) => ({
    owner: d.posisi,
    partialDecryption: parsePartialDecryption(d.teks),
  }));
  const computed = computeResult(election, sized, trustees, partials);
  if (!computed.ok || !checkResult(election, sized, trustees, partials, computed.result))
    throw refuse.conflict(BELENIOS_MESSAGES.resultFailed);
  return serializeResult(computed.result);
}

/** Every stored partial decryption (the committee may read them before publication). */
export async function readDecryptions(
  h: FirebaseHandles,
  eventId: string,
): Promise<BeleniosDecryptionDocument[]> {
  const snaps = await translated(() => getDocs(beleniosRefs(h).decryptions(eventId)));
  return snaps.docs.flatMap((d) => {
    const read = decryptionFromDoc(d.id, d.data());
    return read ? [read] : [];
  });
}

/**
 * Publishes a closed Belenios election's result (the caller checked the committee, the state
 * and that it is not published yet). The tally is made first if nobody made it yet, so that a
 * committee that publishes before any trustee decrypted learns how many are missing.
 */
export async function publishBeleniosResults(
  h: FirebaseHandles,
  eventId: string,
  actor: UserProfile,
  nama: string,
  setup: FrozenSetup,
): Promise<void> {
  const tally = await ensureTally(h, eventId);
  const valid = validDecryptions(setup, tally, await readDecryptions(h, eventId));
  const resultJson = resultOf(setup, tally, valid);
  const roll = await countRoll(h, eventId);
  await commitWithHistori(h, actor, EVOTING_HISTORY.resultsPublished(nama), (batch) => {
    batch.update(evotingRefs(h).election(eventId), { hasilDipublikasikan: true });
    batch.set(beleniosRefs(h).result(eventId), {
      resultJson,
      // The record takes exactly these (a stored one whose proofs fail is left out).
      dekripsi: valid.map((d) => d.posisi),
      dipublikasikanPada: serverTimestamp(),
    });
    batch.set(ballotRefs(h).results(eventId), {
      jumlahPemilih: roll.terverifikasi,
      dipublikasikanPada: serverTimestamp(),
    });
  });
}
