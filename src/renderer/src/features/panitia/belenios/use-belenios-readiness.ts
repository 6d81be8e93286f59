import type { CommitteeElection } from '../../../../../shared/evoting/election-views';
import { beleniosReadiness } from './belenios-readiness';
import { useCredentialStatus, useTrusteeStatus } from './use-trustee-status';

/** The election's Belenios readiness before opening (null once open or for another election). */
export function useBeleniosReadiness(election: CommitteeElection): string | null {
  const preparing = election.state === 'draf' || election.state === 'dijadwalkan';
  const trustees = useTrusteeStatus(election.id, election.state);
  const belenios = preparing && trustees.value != null;
  // The roll's size is in the key: a voter verified or removed changes who lacks a credential.
  const credentials = useCredentialStatus(election.id, belenios, election.jumlahPemilih);
  return preparing ? beleniosReadiness(trustees.value, credentials.value) : null;
}
