import { BELENIOS_MESSAGES } from '../../../../../shared/evoting/belenios-election';
import type { CredentialStatus, TrusteeStatus } from '../../../backend/belenios-committee-api';

/**
 * What still keeps a Belenios election from opening, as the backend will say it when "Buka
 * sekarang" is pressed: the trustees' key not ready, or verified voters without a credential.
 * Null for another election or when nothing is missing (the backend decides in the end).
 */
export function beleniosReadiness(
  trustees: TrusteeStatus | null | undefined,
  credentials: CredentialStatus | null | undefined,
): string | null {
  if (!trustees) return null;
  if (trustees.tahap !== 'siap') return BELENIOS_MESSAGES.notReady;
  const missing = credentials?.tanpaKredensial.length ?? 0;
  return missing > 0 ? BELENIOS_MESSAGES.credentialsMissing(missing) : null;
}
