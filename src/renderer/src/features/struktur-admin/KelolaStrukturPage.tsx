import { Stack, Tabs, Text, Title } from '@mantine/core';
import { ManagerBackLink } from '../../ui/admin-kit/ManagerPage';
import { AnggotaSection } from './AnggotaSection';
import { DivisiSection } from './DivisiSection';
import { PembinaSection } from './PembinaSection';

/** Kelola Struktur (SPEC.md §2): divisions and their members, and the pembina, live. */
export default function KelolaStrukturPage() {
  return (
    <Stack gap="md">
      <ManagerBackLink />
      <div>
        <Title order={1}>Kelola Struktur</Title>
        <Text size="sm" c="dimmed" mt={4}>
          Perubahan langsung tampil di halaman Struktur. Nomor HP, NIM, dan email pribadi tidak
          disimpan dan tidak ditampilkan.
        </Text>
      </div>
      <Tabs defaultValue="divisi" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="divisi">Divisi dan Pengurus</Tabs.Tab>
          <Tabs.Tab value="pembina">Pembina Organisasi</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="divisi" pt="lg">
          <Stack gap={40}>
            <DivisiSection />
            <AnggotaSection />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="pembina" pt="lg">
          <PembinaSection />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
