import { Card, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { GeneralSettings } from '../../../../shared/settings';
import type { Backend } from '../../backend/contract';
import { useBackend } from '../../backend/use-backend';
import { useGeneralSettings } from '../../backend/use-general-settings';
import { notifyError, notifySuccess } from './admin-notify';

/** A switch's words: its label and description, and what is said once it turned on or off. */
export interface SettingSwitchTexts {
  label: string;
  description: string;
  shown: string;
  hidden: string;
}

/**
 * One on/off setting of settings/general, live: the switch shows what visitors see now (on until
 * the setting says otherwise), and is held while the change is saved; the backend decides who may
 * change it.
 */
export function SettingSwitch(props: {
  texts: SettingSwitchTexts;
  valueOf(settings: GeneralSettings): boolean | undefined;
  save(backend: Backend, shown: boolean): Promise<unknown>;
}) {
  const settings = useGeneralSettings();
  const backend = useBackend();
  const [saving, setSaving] = useState<boolean | null>(null);
  const stored = settings.value && props.valueOf(settings.value);
  const change = async (shown: boolean) => {
    setSaving(shown);
    try {
      await props.save(await backend, shown);
      notifySuccess(shown ? props.texts.shown : props.texts.hidden);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(null);
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Switch
        label={props.texts.label}
        description={props.texts.description}
        checked={saving ?? stored ?? true}
        disabled={stored === undefined || saving !== null}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {settings.error && (
        <Text size="sm" c="red" mt="xs">
          {settings.error.message}
        </Text>
      )}
    </Card>
  );
}
