import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { SectionPanel } from '../../ui/SectionPanel';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  scSettingsInput,
  scSettingsProblem,
  type ScSettings,
} from '../../../../shared/sc/sc-settings';
import { useBackend } from '../../backend/use-backend';
import { notifySuccess } from '../../ui/admin-kit/admin-notify';
import { combineValidators, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { zodValidate } from '../../ui/forms/zod-validate';

export type SettingsForm = UseFormReturnType<ScSettings>;

const validate = combineValidators<ScSettings>(zodValidate(scSettingsInput), (settings) => {
  const problem = scSettingsProblem(settings);
  return problem ? { [problem.field]: problem.message } : {};
});

/**
 * One part of the loans' settings (opening hours, the WhatsApp contact, the notice and
 * procedure texts) with its own "Simpan": the whole settings document is saved, this part
 * changed, the rest as it was last read live. The page remounts it (its key) when the live
 * settings change, so it always starts from what is stored.
 */
export function SettingsSection(props: {
  title: string;
  settings: ScSettings;
  saved: string;
  children(form: SettingsForm): ReactNode;
}) {
  const backend = useBackend();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ScSettings>({ mode: 'controlled', initialValues: props.settings, validate });
  const submit = form.onSubmit(
    async (values) => {
      setProblem(null);
      try {
        const saved = await (
          await backend
        ).sc.saveSettings({ ...props.settings, ...pick(values, form) });
        form.setInitialValues(saved);
        form.setValues(saved);
        notifySuccess(props.saved);
      } catch (error) {
        setProblem(showBackendError(form, error));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return (
    <SectionPanel aria-label={props.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {props.title}
          </Title>
          {props.children(form)}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              loading={form.submitting}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              Simpan
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionPanel>
  );
}

/** The fields this section changed: the others keep what the live settings say now. */
function pick(values: ScSettings, form: SettingsForm): Partial<ScSettings> {
  const changed: Partial<ScSettings> = {};
  for (const key of Object.keys(values) as (keyof ScSettings)[])
    if (form.isDirty(key)) changed[key] = values[key];
  return changed;
}
