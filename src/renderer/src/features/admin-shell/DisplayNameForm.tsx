import { Button, Group, Stack, TextInput } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { useForm } from '@mantine/form';
import { notifications } from '../../ui/feedback/notify';
import * as z from 'zod/mini';
import { displayNameSchema, type UserProfile } from '../../../../shared/accounts';
import { TEXT_LIMITS } from '../../../../shared/limits';
import { useBackend } from '../../backend/use-backend';
import { zodValidate } from '../../ui/forms/zod-validate';
import { FormAlert } from '../../ui/forms/FormAlert';
import { fieldProps } from '../../ui/forms/form-helpers';
import { useAlertingSubmit } from '../../ui/forms/use-alerting-submit';
import { PROFILE_MESSAGES } from './profile-messages';

const displayNameFormSchema = z.object({ namaTampilan: displayNameSchema });

interface DisplayNameValues {
  namaTampilan: string;
}

/** "Informasi Dasar": the display name shown in the sidebar and the activity history. */
export function DisplayNameForm(props: { user: UserProfile }) {
  const { user } = props;
  const backend = useBackend();
  const form = useForm<DisplayNameValues>({
    initialValues: { namaTampilan: user.namaTampilan },
    validate: zodValidate(displayNameFormSchema),
  });
  const unchanged = form.getValues().namaTampilan.trim() === user.namaTampilan;

  const { onSubmit, error } = useAlertingSubmit(form, async (values) => {
    const saved = await (
      await backend
    ).profile.update({ namaTampilan: values.namaTampilan.trim() });
    form.setValues({ namaTampilan: saved.namaTampilan });
    form.resetDirty({ namaTampilan: saved.namaTampilan });
    notifications.show({ color: 'green', message: PROFILE_MESSAGES.profileSaved });
  });

  return (
    <HeadedPanel id="profil-informasi-dasar" title="Informasi Dasar" p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nama Tampilan"
            autoComplete="name"
            required
            maxLength={TEXT_LIMITS.displayNameMax}
            {...fieldProps(form, 'namaTampilan')}
          />
          <FormAlert message={error} />
          <Group justify="flex-end">
            <Button type="submit" disabled={form.submitting || unchanged}>
              {form.submitting ? 'Menyimpan...' : 'Simpan Perubahan'}
            </Button>
          </Group>
        </Stack>
      </form>
    </HeadedPanel>
  );
}
