import { runTransaction } from 'firebase/firestore';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import {
  parsePolynomialMessage,
  parseVerificationOutput,
  thresholdStep4,
  thresholdStep6,
} from '../../../../shared/evoting/belenios/threshold-server';
import {
  signedMessageFromJson,
  type SignedMessage,
} from '../../../../shared/evoting/belenios/threshold-trustee';
import { serializeTrustees } from '../../../../shared/evoting/belenios/trustee-key';
import { beleniosRefs, setupFromDoc, trusteeFromDoc } from './belenios-docs';
import { electionTextNow } from './belenios-election-text';
import { readKeyGeneration, type PositionedTrustee } from './belenios-trustee-reads';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

const G = BELENIOS_2048;
const certOf = (t: PositionedTrustee): SignedMessage =>
  signedMessageFromJson(JSON.parse(t.sertifikat ?? '') as unknown);

/** Step 4: each trustee's input for step 5, from every certificate and polynomial. */
export function vinputsOf(trustees: readonly PositionedTrustee[]): string[] {
  return thresholdStep4(
    G,
    trustees.map(certOf),
    trustees.map((t) => parsePolynomialMessage(t.polinomial ?? '')),
  );
}

/** Step 6: trustees.json, from every certificate, polynomial and verification output. */
export function trusteesTextOf(trustees: readonly PositionedTrustee[]): string {
  const parameters = thresholdStep6(
    G,
    trustees.map(certOf),
    trustees.map((t) => parsePolynomialMessage(t.polinomial ?? '')),
    trustees.map((t) => parseVerificationOutput(t.verifikasi ?? '')),
  );
  return serializeTrustees([{ kind: 'pedersen', ...parameters }]);
}

/** What `advanceKeyGeneration` did: nothing due, a step made, or step 6 failing its checks. */
export type KeyGenerationAdvance = 'none' | 'vinput' | 'trustees' | 'failed';

/**
 * Belenios' server steps 4 and 6 of the threshold key generation (spec §4.6), which the embedded
 * server runs when the last trustee of a step sends theirs (trustee-steps-service.ts). Firebase
 * has no server: the committee's browser runs them when it finds a step complete (reading the
 * trustees' status, or a committee trustee right after their own message), and the rules let
 * only the committee write `vinput` (once each) and `setup`. Each write is a transaction that
 * reads the documents again, so two committee browsers at once write one result. Steps 4 and 6
 * are deterministic, so whichever browser computes them writes the same texts.
 */
export async function advanceKeyGeneration(
  h: FirebaseHandles,
  eventId: string,
): Promise<KeyGenerationAdvance> {
  const state = await readKeyGeneration(h, eventId);
  const { setup, trustees } = state;
  if (!setup || setup.trusteesJson || trustees.length === 0) return 'none';
  const refs = beleniosRefs(h);
  if (trustees.every((t) => t.polinomial) && trustees.some((t) => !t.vinput)) {
    let vinputs: string[];
    try {
      vinputs = vinputsOf(trustees);
    } catch {
      return 'failed';
    }
    await translated(() =>
      runTransaction(h.db, async (tx) => {
        const fresh = await Promise.all(
          trustees.map(async (t) =>
            trusteeFromDoc((await tx.get(refs.trustee(eventId, t.posisi))).data()),
          ),
        );
        if (fresh.some((t) => !t || t.vinput)) return;
        trustees.forEach((t, i) =>
          tx.update(refs.trustee(eventId, t.posisi), { vinput: vinputs[i] ?? '' }),
        );
      }),
    );
    return 'vinput';
  }
  if (!trustees.every((t) => t.verifikasi)) return 'none';
  let trusteesJson: string;
  try {
    trusteesJson = trusteesTextOf(trustees);
  } catch {
    return 'failed';
  }
  const electionJson = await electionTextNow(h, eventId, { uuid: setup.uuid, trusteesJson });
  await translated(() =>
    runTransaction(h.db, async (tx) => {
      const fresh = setupFromDoc((await tx.get(refs.setup(eventId))).data());
      if (!fresh || fresh.trusteesJson) return;
      tx.update(refs.setup(eventId), { trusteesJson, electionJson });
    }),
  );
  return 'trustees';
}
