import { Stack } from '@mantine/core';
import type { FocusEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/accounts';
import { fieldProps, type FormFields } from '../forms/form-helpers';
import { PasswordField } from './PasswordField';
import type { PasswordFieldProps } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import {
  preloadPasswordStrength,
  WEAK_PASSWORD_MESSAGE,
  weakPasswordError,
} from './password-strength';

/** How a population's screens name a new password, and what they say when it is refused. */
export interface PasswordWording {
  label: string;
  description: string;
  confirm: string;
  /** The repetition differs. */
  mismatch: string;
  /** The password is easy to guess. */
  weak: string;
}

/** The staff's words (SPEC.md); the voters' are in features/pemilih. */
export const STAFF_PASSWORD_WORDING: PasswordWording = {
  label: 'Kata Sandi',
  description: `Minimal ${PASSWORD_MIN_LENGTH} karakter.`,
  confirm: 'Ulangi Kata Sandi',
  mismatch: 'Kata sandi tidak sama.',
  weak: WEAK_PASSWORD_MESSAGE,
};

/** The repetition must equal the password. */
export function passwordConfirmation(wording: PasswordWording) {
  return (values: { password: string; confirmPassword: string }): Record<string, string> =>
    values.confirmPassword === values.password ? {} : { confirmPassword: wording.mismatch };
}

/** The check on sending: the wording's message for a password easy to guess, or null. */
export async function weakPassword(
  wording: PasswordWording,
  password: string,
  personal: readonly (string | undefined)[] = [],
): Promise<string | null> {
  return (await weakPasswordError(password, personal)) ? wording.weak : null;
}

/**
 * A new password with its strength meter under it. The strength checker (several hundred KB) is
 * fetched once someone starts on the password, not with the page; the meter stays neutral until
 * it has a score.
 */
export function NewPasswordField(
  props: PasswordFieldProps & {
    /** The password typed so far, which the meter rates. */
    password: string;
    /** The user's name, email…, which make a password easy to guess. */
    personal?: readonly (string | undefined)[] | undefined;
  },
) {
  const { password, personal, ...field } = props;
  return (
    <Stack gap={6}>
      <PasswordField
        autoComplete="new-password"
        required
        {...field}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          preloadPasswordStrength();
          field.onFocus?.(event);
        }}
      />
      <PasswordStrengthMeter password={password} personal={personal} />
    </Stack>
  );
}

/** A new password, its strength, and its repetition, in the population's words. */
export function NewPasswordFields<
  Values extends { password: string; confirmPassword: string },
>(props: {
  form: FormFields<Values>;
  wording: PasswordWording;
  personal?: readonly (string | undefined)[];
  /** Instead of the wording's label ("Kata Sandi Baru" on a reset). */
  label?: string;
}) {
  const { form, wording } = props;
  return (
    <Stack gap="md">
      <NewPasswordField
        label={props.label ?? wording.label}
        description={wording.description}
        {...fieldProps(form, 'password')}
        password={form.getValues().password}
        personal={props.personal}
      />
      <PasswordField
        label={wording.confirm}
        autoComplete="new-password"
        required
        {...fieldProps(form, 'confirmPassword')}
      />
    </Stack>
  );
}
