import {
  BELENIOS_MESSAGES,
  certificateInput,
  polynomialInput,
  verificationInput,
} from '../../../../shared/evoting/belenios-election';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import {
  parsePolynomialMessage,
  parseVerificationOutput,
} from '../../../../shared/evoting/belenios/threshold-server';
import {
  certificateKeys,
  checkCertificate,
  coefficientCommitments,
  serializeSignedMessage,
  signedMessageFromJson,
  verifySignedMessage,
} from '../../../../shared/evoting/belenios/threshold-trustee';
import { checkTrusteePublicKey } from '../../../../shared/evoting/belenios/trustee-key';
import { BackendError } from '../backend-error';
import { trusteesTextOf } from './belenios-key-generation';
import type { PositionedTrustee } from './belenios-trustee-reads';
import { refuse } from './evoting-access';
import { validInput } from './validate-input';

/**
 * What the embedded server checks of each trustee message (trustee-steps-service.ts), checked
 * here in the trustee's own browser before it writes: the rules cannot check cryptography, so a
 * message refused here is never stored by an honest client, and one a dishonest client stores
 * anyway fails the next browser's step 4 or 6 and the verifier. Each answers the text to store.
 * The partial decryption's check is belenios-tally.ts `decryptionProblem`, which the
 * publication uses too.
 */

const G = BELENIOS_2048;
const invalid = (message: string) => new BackendError('VALIDATION', message, 400);

function parsed<T>(parse: () => T, message: string): T {
  try {
    return parse();
  } catch {
    throw invalid(message);
  }
}

const certOf = (t: PositionedTrustee) =>
  signedMessageFromJson(JSON.parse(t.sertifikat ?? '') as unknown);

/** Step 1: a self-signed certificate whose keys no other trustee uses; stored canonical. */
export function checkedCertificate(raw: string, others: readonly PositionedTrustee[]): string {
  const { sertifikat } = validInput(certificateInput, { sertifikat: raw });
  const cert = parsed(
    () => signedMessageFromJson(JSON.parse(sertifikat) as unknown),
    BELENIOS_MESSAGES.badCertificate,
  );
  if (!checkCertificate(G, cert)) throw invalid(BELENIOS_MESSAGES.badCertificate);
  const keys = certificateKeys(cert);
  const taken = others.some((t) => {
    if (!t.sertifikat) return false;
    const other = certificateKeys(certOf(t));
    return other.verification === keys.verification || other.encryption === keys.encryption;
  });
  if (taken) throw refuse.conflict(BELENIOS_MESSAGES.duplicateCertificate);
  return serializeSignedMessage(cert);
}

/** Step 3: commitments signed with the trustee's certificate, t of them, a share for each. */
export function checkedPolynomial(
  raw: string,
  me: PositionedTrustee,
  n: number,
  ambang: number,
): string {
  const { polinomial } = validInput(polynomialInput, { polinomial: raw });
  const message = parsed(() => parsePolynomialMessage(polinomial), BELENIOS_MESSAGES.badPolynomial);
  const commitments = parsed(
    () => coefficientCommitments(message.coefexps),
    BELENIOS_MESSAGES.badPolynomial,
  );
  if (
    !verifySignedMessage(G, certificateKeys(certOf(me)).verification, message.coefexps) ||
    commitments.length !== ambang ||
    message.secrets.length !== n
  )
    throw invalid(BELENIOS_MESSAGES.badPolynomial);
  return polinomial;
}

/**
 * Step 5: the key's proof; and when this is the last one, step 6 itself, so that a key which
 * does not fit the others' commitments is refused as the embedded server refuses it (the last
 * message's fault: every earlier one was checked when it came).
 */
export function checkedVerification(
  raw: string,
  me: PositionedTrustee,
  trustees: readonly PositionedTrustee[],
): string {
  const { verifikasi } = validInput(verificationInput, { verifikasi: raw });
  const output = parsed(
    () => parseVerificationOutput(verifikasi),
    BELENIOS_MESSAGES.badVerification,
  );
  if (!checkTrusteePublicKey(G, output.publicKey)) throw invalid(BELENIOS_MESSAGES.badVerification);
  const after = trustees.map((t) => (t.posisi === me.posisi ? { ...t, verifikasi } : t));
  if (after.every((t) => t.verifikasi))
    parsed(() => trusteesTextOf(after), BELENIOS_MESSAGES.badVerification);
  return verifikasi;
}
