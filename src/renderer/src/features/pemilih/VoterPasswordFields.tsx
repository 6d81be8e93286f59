import { Stack } from '@mantine/core';
import type { FocusEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/accounts';
import { VOTER_MESSAGES } from '../../../../shared/evoting/voter';
import { fieldProps, type FormFields } from '../../ui/forms/form-helpers';
import { PasswordField } from '../accounts/PasswordField';
import { PasswordStrengthMeter } from '../accounts/PasswordStrengthMeter';
import { preloadPasswordStrength, weakPasswordError } from '../accounts/password-strength';

export interface VoterPasswordValues {
  password: string;
  confirmPassword: string;
}

/** "Konfirmasi" must repeat "Password" (ORIGINAL.md §3.5's text). */
export function voterPasswordConfirmation(values: VoterPasswordValues): Record<string, string> {
  return values.confirmPassword === values.password
    ? {}
    : { confirmPassword: VOTER_MESSAGES.passwordMismatch };
}

/**
 * The strength check on sending: a password easy to guess gets the organisation's own text
 * ('Password terlalu lemah…'); the backend enforces the length whatever the browser does.
 */
export async function voterWeakPassword(
  password: string,
  personal: readonly (string | undefined)[],
): Promise<string | null> {
  return (await weakPasswordError(password, personal)) ? VOTER_MESSAGES.passwordWeak : null;
}

/** Password with the strength meter, then Konfirmasi: the voter screens' wording. */
export function VoterPasswordFields<Values extends VoterPasswordValues>(props: {
  form: FormFields<Values>;
  /** Name, email, NIM: a password made of them is weak. */
  personal?: readonly (string | undefined)[];
  label?: string;
}) {
  const password = fieldProps(props.form, 'password');
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <PasswordField
          label={props.label ?? 'Password'}
          description={`Minimal ${PASSWORD_MIN_LENGTH} karakter, gabungan huruf, angka atau simbol.`}
          autoComplete="new-password"
          required
          {...password}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            preloadPasswordStrength();
            password.onFocus?.(event);
          }}
        />
        <PasswordStrengthMeter
          password={props.form.getValues().password}
          personal={props.personal}
        />
      </Stack>
      <PasswordField
        label="Konfirmasi Password"
        autoComplete="new-password"
        required
        {...fieldProps(props.form, 'confirmPassword')}
      />
    </Stack>
  );
}
