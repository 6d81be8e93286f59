import { Card, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useBackend } from '../../backend/use-backend';
import { useGeneralSettings } from '../../backend/use-general-settings';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';

export const EVOTING_SWITCH_TEXTS = {
  label: 'Tampilkan Menu E-Voting',
  description:
    'Tombol "E-Voting" di navigasi dan tautannya di footer situs publik. Saat dimatikan, tombol itu hilang seketika bagi semua pengunjung; halaman /pemilihan, area panitia dan dasbor pemilih tetap dapat dibuka lewat alamatnya, dan pemilihan tetap berjalan sesuai jadwal.',
  shown: 'Menu E-Voting ditampilkan.',
  hidden: 'Menu E-Voting disembunyikan.',
} as const;

/**
 * settings/general.isEvotingPublished (SPEC.md §2: the E-Voting button shows unless it is false),
 * live: the switch shows what visitors see now; the backend lets only the master change it.
 */
export function EvotingMenuSwitch() {
  const settings = useGeneralSettings();
  const backend = useBackend();
  const [saving, setSaving] = useState<boolean | null>(null);
  const stored = settings.value?.isEvotingPublished;
  const change = async (shown: boolean) => {
    setSaving(shown);
    try {
      await (await backend).evoting.setEvotingPublished(shown);
      notifySuccess(shown ? EVOTING_SWITCH_TEXTS.shown : EVOTING_SWITCH_TEXTS.hidden);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(null);
    }
  };
  return (
    <Card withBorder radius="md" padding="md">
      <Switch
        label={EVOTING_SWITCH_TEXTS.label}
        description={EVOTING_SWITCH_TEXTS.description}
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
