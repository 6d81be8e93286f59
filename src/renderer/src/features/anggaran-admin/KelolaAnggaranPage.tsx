import { Stack, Tabs, Title } from '@mantine/core';
import { useMemo } from 'react';
import { organisationsResource } from '../../../../shared/direktori/organisations-resource';
import { anggaranResource } from '../../../../shared/keterbukaan/anggaran-resource';
import { anggaranOrganisationNames } from '../../../../shared/keterbukaan/anggaran-organisations';
import { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import { useResourceList } from '../../backend/use-resource';
import { ManagerBackLink, ManagerSection } from '../../ui/admin-kit/ManagerPage';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { AnggaranDashboardSection } from './AnggaranDashboardSection';
import { AnggaranFields, anggaranFormRules, type Choice } from './AnggaranFields';
import { AnggaranListSection } from './AnggaranListSection';
import { newAnggaranDefaults } from './anggaran-admin-defaults';
import { prokerChoices } from './proker-choices';
import { StandarBiayaEditor } from './StandarBiayaEditor';

/**
 * Kelola Anggaran (SPEC.md §6: Kementerian Keuangan and master; ORIGINAL.md §2.6): the budget
 * programmes with their filters, form and CSV export, the dashboard, and the Standar Biaya
 * Masukan per year. The backend refuses any other admin whatever this page shows.
 */
export default function KelolaAnggaranPage() {
  const manager = useResourceManager(anggaranResource, 'Program anggaran');
  const { records: directory } = useResourceList(organisationsResource, 'public');
  const names = useMemo(() => anggaranOrganisationNames(directory ?? []), [directory]);
  const organisations: Choice[] = useMemo(
    () => [...names].map(([value, label]) => ({ value, label })),
    [names],
  );
  // The work programmes a budget programme may link to (everyone reads Program Kerja).
  const { records: prokerRecords } = useResourceList(prokerResource, 'public');
  const prokers = useMemo(() => prokerChoices(prokerRecords), [prokerRecords]);
  const programmes = manager.records;

  return (
    <Stack gap="md">
      <ManagerBackLink />
      <Title order={1}>Kelola Anggaran</Title>
      <Tabs defaultValue="program" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="program">Program Anggaran</Tabs.Tab>
          <Tabs.Tab value="dasbor">Dasbor</Tabs.Tab>
          <Tabs.Tab value="sbm">Standar Biaya (SBM)</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="program" pt="md">
          <ManagerSection
            manager={manager}
            title="Program Anggaran"
            headingOrder={2}
            addLabel="Tambah Program"
            onAdd={() => manager.add(newAnggaranDefaults())}
            hint="Program selain Perencanaan wajib memiliki Total Anggaran Disetujui. Realisasi dicatat sebagai rincian pengeluaran atau satu angka rekap."
            empty="Belum ada program anggaran."
            remove={manager.removeDialog(
              'Hapus program anggaran?',
              (record) => `Yakin ingin menghapus program anggaran "${record.namaProgram}"?`,
            )}
          >
            <AnggaranListSection
              records={programmes ?? []}
              names={names}
              organisations={organisations}
              onEdit={manager.edit}
              onDelete={manager.askRemove}
            />
          </ManagerSection>
        </Tabs.Panel>
        <Tabs.Panel value="dasbor" pt="md">
          <AnggaranDashboardSection records={programmes} error={manager.error} names={names} />
        </Tabs.Panel>
        <Tabs.Panel value="sbm" pt="md">
          <StandarBiayaEditor />
        </Tabs.Panel>
      </Tabs>
      <RecordEditorModal
        manager={manager}
        noun="Program Anggaran"
        size="xl"
        validate={anggaranFormRules}
      >
        {(form) => (
          <AnggaranFields form={form} organisations={organisations} prokerChoices={prokers} />
        )}
      </RecordEditorModal>
    </Stack>
  );
}
