import { PasswordInput, type PasswordInputProps } from '@mantine/core';

export type PasswordFieldProps = PasswordInputProps;

/**
 * A password input whose show/hide toggle is labelled in Indonesian and reachable with the
 * keyboard (`aria-pressed` tells whether the password is shown), and which says it is invalid
 * when it has an error (Mantine's PasswordInput leaves aria-invalid out).
 */
export function PasswordField(props: PasswordFieldProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan kata sandi' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
