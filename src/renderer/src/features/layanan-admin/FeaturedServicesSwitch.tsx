import { Card, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useBackend } from '../../backend/use-backend';
import { useGeneralSettings } from '../../backend/use-general-settings';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';

export const FEATURED_SWITCH_TEXTS = {
  label: 'Tampilkan Layanan Digital Terpadu',
  description:
    'Grup "Layanan Digital Terpadu" (SI-BERKAS & SI-LAKAS) di halaman Layanan. Perubahan langsung terlihat oleh pengunjung.',
  shown: 'Layanan Digital Terpadu ditampilkan.',
  hidden: 'Layanan Digital Terpadu disembunyikan.',
} as const;

/**
 * Kelola Layanan's switch of settings/general.isPublishedFeaturedServices, live: it shows what
 * the visitors see now, and the backend checks the caller's area before changing it.
 */
export function FeaturedServicesSwitch() {
  const settings = useGeneralSettings();
  const backend = useBackend();
  const [saving, setSaving] = useState<boolean | null>(null);
  const stored = settings.value?.isPublishedFeaturedServices;
  const change = async (shown: boolean) => {
    setSaving(shown);
    try {
      await (await backend).settings.setFeaturedServices(shown);
      notifySuccess(shown ? FEATURED_SWITCH_TEXTS.shown : FEATURED_SWITCH_TEXTS.hidden);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(null);
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Switch
        label={FEATURED_SWITCH_TEXTS.label}
        description={FEATURED_SWITCH_TEXTS.description}
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
