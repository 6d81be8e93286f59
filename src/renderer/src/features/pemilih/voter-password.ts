import { PASSWORD_MIN_LENGTH } from '../../../../shared/accounts';
import { VOTER_MESSAGES } from '../../../../shared/evoting/voter';
import type { PasswordWording } from '../../ui/account-kit/NewPasswordFields';

/** How the voter screens name a new password (ORIGINAL.md §3.5) and refuse one (SPEC.md §8). */
export const VOTER_PASSWORD_WORDING: PasswordWording = {
  label: 'Password',
  description: `Minimal ${PASSWORD_MIN_LENGTH} karakter, gabungan huruf, angka atau simbol.`,
  confirm: 'Konfirmasi Password',
  mismatch: VOTER_MESSAGES.passwordMismatch,
  weak: VOTER_MESSAGES.passwordWeak,
};
