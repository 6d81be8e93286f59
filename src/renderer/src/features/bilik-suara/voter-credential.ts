import {
  derivePublicCredential,
  generatePrivateCredential,
  isValidPrivateCredential,
  publicCredentialToString,
} from '../../../../shared/evoting/belenios/credential';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import { ENCRYPTED_BOOTH_TEXTS } from './belenios-texts';

/**
 * A voter's credential as their own browser makes and checks it (Belenios' credential: 15 Base58
 * characters written XXX-XXX-XXX-XXX-XXX; its public part g^s salted with the election's UUID).
 * PBKDF2 of 1000 rounds and one exponentiation: quick enough on the page.
 */

/** The public credential (decimal g^s) of `code` for the election `uuid`. */
export const publicCredentialOf = (uuid: string, code: string): string =>
  publicCredentialToString(derivePublicCredential(BELENIOS_2048, uuid, code));

/** A fresh private credential and its public part. */
export function newCredential(uuid: string): { code: string; publik: string } {
  const code = generatePrivateCredential();
  return { code, publik: publicCredentialOf(uuid, code) };
}

/**
 * Why a typed code cannot sign this voter's ballot, or null: not a credential at all, or not the
 * one registered for them (checked before anything is encrypted).
 */
export function credentialProblem(uuid: string, code: string, registered: string): string | null {
  if (code === '') return ENCRYPTED_BOOTH_TEXTS.codeMissing;
  if (!isValidPrivateCredential(code)) return ENCRYPTED_BOOTH_TEXTS.codeInvalid;
  return publicCredentialOf(uuid, code) === registered ? null : ENCRYPTED_BOOTH_TEXTS.codeMismatch;
}
