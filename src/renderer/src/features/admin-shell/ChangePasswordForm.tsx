import { Button, Group, Stack } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { useForm } from '@mantine/form';
import { notifications } from '../../ui/feedback/notify';
import * as z from 'zod/mini';
import { passwordSchema, type UserProfile } from '../../../../shared/accounts';
import { changePasswordRequestSchema } from '../../../../shared/auth-api';
import { useBackend } from '../../backend/use-backend';
import { zodValidate } from '../../ui/forms/zod-validate';
import { NewPasswordField, STAFF_PASSWORD_WORDING } from '../../ui/account-kit/NewPasswordFields';
import { PasswordField } from '../../ui/account-kit/PasswordField';
import { weakPasswordError } from '../../ui/account-kit/password-strength';
import { FormAlert } from '../../ui/forms/FormAlert';
import { fieldProps, showBackendError, showFieldError } from '../../ui/forms/form-helpers';
import { useAlertingSubmit } from '../../ui/forms/use-alerting-submit';
import { PROFILE_MESSAGES } from './profile-messages';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordRequestSchema.shape.currentPassword,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      error: PROFILE_MESSAGES.passwordMismatch,
      path: ['confirmPassword'],
      // Also when another field is wrong, so every problem shows at once.
      when: () => true,
    }),
  );

const INITIAL: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * "Ubah Kata Sandi": the current password, a new one and its repetition. The server checks the
 * current password and signs the account out on other devices; this one stays signed in.
 */
export function ChangePasswordForm(props: { user: UserProfile }) {
  const { user } = props;
  const backend = useBackend();
  const form = useForm<ChangePasswordValues>({
    initialValues: INITIAL,
    validate: zodValidate(changePasswordFormSchema),
  });
  const personal = [user.namaTampilan, user.email];

  const { onSubmit, error } = useAlertingSubmit(
    form,
    async (values) => {
      const weak = await weakPasswordError(values.newPassword, personal);
      if (weak) return showFieldError(form, 'newPassword', weak);
      const message = await (
        await backend
      ).profile.changePassword(values.currentPassword, values.newPassword);
      form.reset();
      notifications.show({ color: 'green', message });
    },
    (caught) => showBackendError(form, caught, { CURRENT_PASSWORD_WRONG: 'currentPassword' }),
  );

  return (
    <HeadedPanel id="profil-kata-sandi" title="Ubah Kata Sandi" p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="Kata Sandi Saat Ini"
            autoComplete="current-password"
            required
            {...fieldProps(form, 'currentPassword')}
          />
          <NewPasswordField
            label="Kata Sandi Baru"
            description={STAFF_PASSWORD_WORDING.description}
            {...fieldProps(form, 'newPassword')}
            password={form.getValues().newPassword}
            personal={personal}
          />
          <PasswordField
            label="Ulangi Kata Sandi Baru"
            autoComplete="new-password"
            required
            {...fieldProps(form, 'confirmPassword')}
          />
          <FormAlert message={error} />
          <Group justify="flex-end">
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? 'Menyimpan...' : 'Ubah Kata Sandi'}
            </Button>
          </Group>
        </Stack>
      </form>
    </HeadedPanel>
  );
}
