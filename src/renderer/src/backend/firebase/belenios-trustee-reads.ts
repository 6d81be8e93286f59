import { getDoc, getDocs } from 'firebase/firestore';
import type { TrusteeStage } from '../../../../shared/evoting/belenios-election';
import type { BeleniosSetupDocument } from '../../../../shared/evoting/belenios/record-from-documents';
import { beleniosRefs, setupFromDoc, trusteeFromDoc, type TrusteeDocument } from './belenios-docs';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/** A trustee's document with its position (the document id). */
export interface PositionedTrustee extends TrusteeDocument {
  posisi: number;
}

/** The public state of an election's key generation: its setup and every trustee's messages. */
export interface KeyGenerationState {
  setup: BeleniosSetupDocument | null;
  trustees: PositionedTrustee[];
}

/** The public documents of the key generation, the trustees in position order. */
export async function readKeyGeneration(
  h: FirebaseHandles,
  eventId: string,
): Promise<KeyGenerationState> {
  const refs = beleniosRefs(h);
  const [setup, trustees] = await translated(() =>
    Promise.all([getDoc(refs.setup(eventId)), getDocs(refs.trustees(eventId))]),
  );
  const positioned = trustees.docs.flatMap((d) => {
    const trustee = trusteeFromDoc(d.data());
    const posisi = Number(d.id);
    return trustee && Number.isInteger(posisi) && posisi >= 1 ? [{ ...trustee, posisi }] : [];
  });
  return {
    setup: setupFromDoc(setup.data()),
    trustees: positioned.sort((a, b) => a.posisi - b.posisi),
  };
}

/**
 * Where the trustees stand, as the embedded server's trustee-stage.ts computes it from its
 * tables: the first step someone has not sent yet, then ready; after closing, decryption until
 * the result exists.
 */
export function trusteeStageOf(
  state: KeyGenerationState,
  closed: boolean,
  hasResult: boolean,
): TrusteeStage {
  const { setup, trustees } = state;
  if (hasResult) return 'hasil';
  if (!setup?.trusteesJson) {
    if (trustees.length === 0 || trustees.some((t) => !t.sertifikat)) return 'sertifikat';
    if (trustees.some((t) => !t.polinomial)) return 'polinomial';
    return 'verifikasi';
  }
  return closed ? 'dekripsi' : 'siap';
}
