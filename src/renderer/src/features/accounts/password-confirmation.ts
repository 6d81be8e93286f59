export const PASSWORD_MISMATCH_MESSAGE = 'Kata sandi tidak sama.';

/** "Ulangi Kata Sandi" must repeat "Kata Sandi". */
export function passwordConfirmation(values: {
  password: string;
  confirmPassword: string;
}): Record<string, string> {
  return values.confirmPassword === values.password
    ? {}
    : { confirmPassword: PASSWORD_MISMATCH_MESSAGE };
}
