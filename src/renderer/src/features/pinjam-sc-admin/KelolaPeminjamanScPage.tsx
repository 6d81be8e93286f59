import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { IconList, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { ManagerBackLink } from '../../ui/admin-kit/ManagerPage';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { useRoomsAndQuestionsOnce, useScSettings } from '../pinjam-sc/use-sc-data';
import { BookingsPanel } from './BookingsPanel';
import { SettingsPanel } from './SettingsPanel';

/**
 * Kelola Peminjaman SC (/admin/peminjaman-sc; ORIGINAL.md §5): the bookings with their figures,
 * attendance and photos, and the loans' settings. The sports ministry and master (the area's
 * rule, enforced by the backend on every call).
 */
export default function KelolaPeminjamanScPage() {
  const { settings, error: settingsError } = useScSettings();
  // The list's rooms and questions are read once (the settings and the bookings stay live), and
  // again on coming back from Pengaturan, where they are edited live.
  const [visits, setVisits] = useState(0);
  const { rooms, questions, error: listsError } = useRoomsAndQuestionsOnce(visits);
  const error = settingsError ?? listsError;
  return (
    <Stack gap="md">
      <ManagerBackLink />
      <Title order={1}>Kelola Peminjaman SC</Title>
      {error && <LoadError title="Data peminjaman tidak dapat dimuat" error={error} />}
      {settings && rooms && questions ? (
        <Tabs
          defaultValue="daftar"
          keepMounted={false}
          onChange={(tab) => {
            if (tab === 'daftar') setVisits((n) => n + 1);
          }}
        >
          <Tabs.List>
            <Tabs.Tab value="daftar" leftSection={<IconList size={16} aria-hidden />}>
              Daftar Peminjaman
            </Tabs.Tab>
            <Tabs.Tab value="pengaturan" leftSection={<IconSettings size={16} aria-hidden />}>
              Pengaturan
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="daftar" pt="md">
            <BookingsPanel rooms={rooms} questions={questions} settings={settings} />
          </Tabs.Panel>
          <Tabs.Panel value="pengaturan" pt="md">
            <SettingsPanel settings={settings} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        !error && (
          <Center py="xl">
            <Loader aria-label="Memuat Kelola Peminjaman SC" />
          </Center>
        )
      )}
    </Stack>
  );
}
