import { getDoc, getDocs, runTransaction } from 'firebase/firestore';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { sizedEncryptedTallyText } from '../../../../shared/evoting/belenios/archive';
import { parseBallot } from '../../../../shared/evoting/belenios/ballot';
import { parseElection } from '../../../../shared/evoting/belenios/election';
import {
  checkPartialDecryption,
  computeEncryptedTally,
  parseEncryptedTally,
  parsePartialDecryption,
  serializeEncryptedTally,
  serializePartialDecryption,
  type SizedTally,
} from '../../../../shared/evoting/belenios/partial-decryption';
import {
  refusedBallots,
  type BeleniosBallotDocument,
  type BeleniosSetupDocument,
  type BeleniosTallyDocument,
} from '../../../../shared/evoting/belenios/record-from-documents';
import { parseTrustees } from '../../../../shared/evoting/belenios/trustee-key';
import { ballotTracker } from '../../../../shared/evoting/belenios/tracker';
import { ballotFromDoc, beleniosRefs, setupFromDoc, tallyFromDoc } from './belenios-docs';
import { committeeContext, refuse } from './evoting-access';
import { mapDocs } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/**
 * The encrypted tally of a Belenios election on Firebase (issue 34 item 4; docs/FIREBASE.md,
 * "Belenios elections"). The embedded server computes it from ballots it checked when they
 * came (belenios-record.ts `tally`); here nobody checked them but the voter's own browser, so the
 * committee's browser checks every stored ballot first (`refusedBallots`), multiplies the
 * accepted ones and writes `belenios/tally` once, with the refused ones' trackers and reasons.
 * Also the pure checks a trustee's browser makes of its own partial decryption before sending
 * it, which the server makes on receipt (trustee-steps-service.ts `decryption`).
 */

/** A setup whose texts are all there: frozen at the opening. */
export type FrozenSetup = BeleniosSetupDocument & {
  electionJson: string;
  trusteesJson: string;
  credentialsJson: string;
};

export const isFrozenSetup = (setup: BeleniosSetupDocument | null): setup is FrozenSetup =>
  setup !== null &&
  setup.electionJson !== null &&
  setup.trusteesJson !== null &&
  setup.credentialsJson !== null;

/** The tally document of these ballots: the refused ones named, the others multiplied. */
export function tallyOfDocuments(
  setup: FrozenSetup,
  ballots: readonly BeleniosBallotDocument[],
): BeleniosTallyDocument {
  const election = parseElection(setup.electionJson);
  const ditolak = refusedBallots(election, setup.credentialsJson, ballots);
  const left = new Set(ditolak.map((r) => r.tracker));
  const counted = ballots
    .filter((b) => !left.has(ballotTracker(b.teks)))
    .map((b) => ({ ballot: parseBallot(b.teks) }));
  const sized = computeEncryptedTally(election, counted);
  const tallyJson = serializeEncryptedTally(sized.tally);
  return {
    tallyJson,
    sizedTallyJson: sizedEncryptedTallyText(sized.numTallied, sized.totalWeight, tallyJson),
    ditolak,
  };
}

/** The tally document as the result's arithmetic takes it. */
export function sizedTallyOf(tally: BeleniosTallyDocument): SizedTally {
  const sized = JSON.parse(tally.sizedTallyJson) as {
    num_tallied: number;
    total_weight: string | number;
  };
  return {
    tally: parseEncryptedTally(tally.tallyJson),
    numTallied: sized.num_tallied,
    totalWeight: Number(sized.total_weight),
  };
}

/**
 * Why trustee `posisi`'s partial decryption may not be sent, in the server's words, or null: it
 * must be the canonical text (the record names its hash) and its proofs must hold for that
 * trustee's verification key and this tally. For the trustee adapter, before it writes
 * `tally/dekripsi/{posisi}` (the rules cannot check a proof).
 */
export function decryptionProblem(
  setup: FrozenSetup,
  tally: BeleniosTallyDocument,
  posisi: number,
  teks: string,
): string | null {
  try {
    const partial = parsePartialDecryption(teks);
    if (serializePartialDecryption(partial) !== teks) return BELENIOS_MESSAGES.badDecryption;
    const [item] = parseTrustees(setup.trusteesJson);
    const key = item?.kind === 'pedersen' ? item.verificationKeys[posisi - 1] : undefined;
    const election = parseElection(setup.electionJson);
    const encrypted = parseEncryptedTally(tally.tallyJson);
    if (!key || !checkPartialDecryption(election, encrypted, key.publicKey, partial))
      return BELENIOS_MESSAGES.badDecryption;
    return null;
  } catch {
    return BELENIOS_MESSAGES.badDecryption;
  }
}

/** The stored tally, or null before the committee wrote it. Anyone may read it. */
export async function readTally(
  h: FirebaseHandles,
  eventId: string,
): Promise<BeleniosTallyDocument | null> {
  const snap = await translated(() => getDoc(beleniosRefs(h).tally(eventId)));
  return tallyFromDoc(snap.data());
}

/**
 * The committee's (or the master's) browser makes sure a closed Belenios election has its
 * tally: the stored one, or one computed now and written once. Two members computing together
 * write the same document; the second finds the first's in its transaction and keeps it (the
 * rules allow only its creation). Refused with the server's text before the close.
 */
export async function ensureTally(
  h: FirebaseHandles,
  eventId: string,
): Promise<BeleniosTallyDocument> {
  const { election } = await committeeContext(h, eventId);
  const refs = beleniosRefs(h);
  const setup = setupFromDoc((await translated(() => getDoc(refs.setup(eventId)))).data());
  if (!setup) throw refuse.conflict(BELENIOS_MESSAGES.notBelenios);
  if (election.state !== 'selesai' || !isFrozenSetup(setup))
    throw refuse.conflict(BELENIOS_MESSAGES.notClosed);
  const stored = await readTally(h, eventId);
  if (stored) return stored;
  // The ballots are final: the rules refuse a ballot after the close, by request.time.
  const snaps = await translated(() => getDocs(refs.ballots(eventId)));
  const computed = tallyOfDocuments(
    setup,
    mapDocs(snaps.docs, (_id, data) => ballotFromDoc(data)),
  );
  // The checks above take long (every ballot's proofs); only the write is in the transaction.
  return translated(() =>
    runTransaction(h.db, async (tx) => {
      const existing = tallyFromDoc((await tx.get(refs.tally(eventId))).data());
      if (existing) return existing;
      tx.set(refs.tally(eventId), {
        tallyJson: computed.tallyJson,
        sizedTallyJson: computed.sizedTallyJson,
        ditolak: computed.ditolak.map((r) => ({ tracker: r.tracker, alasan: r.alasan })),
      });
      return computed;
    }),
  );
}
