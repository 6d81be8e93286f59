import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/accounts';
import { fieldProps } from '../../ui/forms/form-helpers';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** A new password, its strength, and its repetition ("Kata sandi tidak sama." when they differ). */
export function NewPasswordFields<
  Values extends { password: string; confirmPassword: string },
>(props: {
  form: UseFormReturnType<Values>;
  /** The user's name, email…, which make a password easy to guess. */
  personal?: readonly (string | undefined)[];
  label?: string;
}) {
  const { form } = props;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <PasswordField
          label={props.label ?? 'Kata Sandi'}
          description={`Minimal ${PASSWORD_MIN_LENGTH} karakter.`}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'password')}
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
