import { Stack } from '@mantine/core';
import type { FocusEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/accounts';
import { fieldProps, type FormFields } from '../../ui/forms/form-helpers';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { preloadPasswordStrength } from './password-strength';

/** A new password, its strength, and its repetition ("Kata sandi tidak sama." when they differ). */
export function NewPasswordFields<
  Values extends { password: string; confirmPassword: string },
>(props: {
  form: FormFields<Values>;
  /** The user's name, email…, which make a password easy to guess. */
  personal?: readonly (string | undefined)[];
  label?: string;
}) {
  const { form } = props;
  const password = fieldProps(form, 'password');
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <PasswordField
          label={props.label ?? 'Kata Sandi'}
          description={`Minimal ${PASSWORD_MIN_LENGTH} karakter.`}
          autoComplete="new-password"
          required
          {...password}
          // The strength checker (several hundred KB) is fetched once someone starts on the
          // password, not with the page; the meter stays neutral until it has a score.
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            preloadPasswordStrength();
            password.onFocus?.(event);
          }}
        />
        <PasswordStrengthMeter password={form.getValues().password} personal={props.personal} />
      </Stack>
      <PasswordField
        label="Ulangi Kata Sandi"
        autoComplete="new-password"
        required
        {...fieldProps(form, 'confirmPassword')}
      />
    </Stack>
  );
}
