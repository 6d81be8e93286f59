import type { TrusteeStage } from '../../../shared/evoting/belenios-election';
import type { StoredBeleniosElection, StoredTrustee } from './belenios-repository';

/**
 * Where an election's trustees stand, from what is stored: the first step someone has not sent
 * yet, then ready; after closing, decryption until the result exists.
 */
export function trusteeStage(
  record: StoredBeleniosElection,
  trustees: readonly StoredTrustee[],
  closed: boolean,
): TrusteeStage {
  if (record.resultJson) return 'hasil';
  if (!record.trusteesJson) {
    if (trustees.length === 0 || trustees.some((t) => !t.sertifikat)) return 'sertifikat';
    if (trustees.some((t) => !t.polinomial)) return 'polinomial';
    return 'verifikasi';
  }
  return closed ? 'dekripsi' : 'siap';
}
