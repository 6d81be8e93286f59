import {
  Badge,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LIMITS } from '../../../../shared/limits';
import {
  newProkerDefaults,
  PROKER_STATUSES,
  prokerStats,
} from '../../../../shared/keterbukaan/proker';
import {
  FIRST_PROKER_PAGE,
  matchingProker,
  prokerChoices,
  prokerRow,
  type ProkerFilter,
} from '../../../../shared/keterbukaan/proker-list';
import { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import { strukturDivisiResource } from '../../../../shared/struktur/struktur-resources';
import { useResourceList } from '../../backend/use-resource';
import { adminPage, AdminPager } from '../../ui/admin-kit/AdminPagination';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { RecordButtons } from '../../ui/admin-kit/RecordButtons';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { SelectField } from '../../ui/forms/SelectField';
import { formatCount, PROKER_STATUS_COLOURS, prokerDay } from '../proker/proker-format';
import { ProkerFields } from './ProkerFields';
import { ProkerStatsPanel } from './ProkerStatsPanel';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
const PAGE_SIZE = LIMITS.adminListPageSize;

/**
 * Kelola Proker (ORIGINAL.md §2.6 AdminProker): the figures, every programme filtered and ten a
 * page, and the form with every field; ministries are Struktur's divisions.
 */
export default function KelolaProkerPage() {
  const manager = useResourceManager(prokerResource, {
    created: 'Program kerja ditambahkan.',
    updated: 'Program kerja disimpan.',
    removed: 'Program kerja dihapus.',
  });
  const divisions = useResourceList(strukturDivisiResource).records;
  const records = manager.records;
  const [filter, setFilter] = useState<ProkerFilter>(FIRST_PROKER_PAGE);
  const [halaman, setHalaman] = useState(1);
  const names = useMemo(
    () => new Map((divisions ?? []).map((divisi) => [divisi.id, divisi.nama])),
    [divisions],
  );
  const rows = useMemo(
    () => matchingProker(records ?? [], filter).map((record) => prokerRow(record, names)),
    [records, filter, names],
  );
  const choices = useMemo(() => prokerChoices(records ?? [], names), [records, names]);
  const { pages, current, shown } = adminPage(rows, halaman, PAGE_SIZE);
  const change = (next: Partial<ProkerFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setHalaman(1);
  };
  const filtered =
    filter.q !== '' || filter.periode !== '' || filter.kementerianId !== '' || filter.status !== '';

  return (
    <>
      <ManagerPage
        title="Kelola Proker"
        addLabel="Tambah Proker"
        onAdd={() => manager.add(newProkerDefaults(today(), divisions?.[0]?.id ?? ''))}
        canAdd={!!records && !!divisions}
        hint="Program kerja tampil di halaman Program Kerja untuk semua pengunjung. Kementerian diambil dari Kelola Struktur."
        loading={!records}
        error={manager.error}
        empty={
          filtered
            ? 'Tidak ada program kerja yang cocok dengan filter.'
            : 'Belum ada program kerja.'
        }
        isEmpty={rows.length === 0}
        toolbar={
          <Stack gap="md">
            {records && <ProkerStatsPanel stats={prokerStats(records)} />}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <TextInput
                aria-label="Cari program kerja"
                placeholder="Cari nama atau deskripsi..."
                leftSection={<IconSearch size={16} aria-hidden />}
                value={filter.q}
                onChange={(event) => change({ q: event.currentTarget.value })}
              />
              <SelectField
                aria-label="Filter periode"
                data={[
                  { value: '', label: 'Semua Periode' },
                  ...choices.periode.map((periode) => ({ value: periode, label: periode })),
                ]}
                value={filter.periode}
                onChange={(event) => change({ periode: event.currentTarget.value })}
              />
              <SelectField
                aria-label="Filter kementerian"
                data={[
                  { value: '', label: 'Semua Kementerian' },
                  ...choices.kementerian.map((k) => ({ value: k.id, label: k.nama })),
                ]}
                value={filter.kementerianId}
                onChange={(event) => change({ kementerianId: event.currentTarget.value })}
              />
              <SelectField
                aria-label="Filter status"
                data={[
                  { value: '', label: 'Semua Status' },
                  ...PROKER_STATUSES.map((status) => ({ value: status, label: status })),
                ]}
                value={filter.status}
                onChange={(event) =>
                  change({ status: event.currentTarget.value as ProkerFilter['status'] })
                }
              />
            </SimpleGrid>
          </Stack>
        }
        remove={manager.removeDialog(
          'Hapus program kerja?',
          (record) =>
            `Program kerja "${record.namaProgram}" akan dihapus dari halaman Program Kerja dan tidak dapat dikembalikan.`,
        )}
      >
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Daftar program kerja">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Program</Table.Th>
                <Table.Th>Periode</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Tanggal</Table.Th>
                <Table.Th>Peserta</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Aksi</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {row.namaProgram}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.kementerian}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.periode}</Table.Td>
                  <Table.Td>
                    <Badge color={PROKER_STATUS_COLOURS[row.statusProker]} variant="light">
                      {row.statusProker}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{prokerDay(row.tanggalPelaksanaan)}</Table.Td>
                  <Table.Td>
                    {formatCount(row.jumlahPesertaRealisasi)} / {formatCount(row.targetPeserta)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <RecordButtons
                        name={row.namaProgram}
                        onEdit={() => {
                          const record = records?.find((r) => r.id === row.id);
                          if (record) manager.edit(record);
                        }}
                        onDelete={() => {
                          const record = records?.find((r) => r.id === row.id);
                          if (record) manager.askRemove(record);
                        }}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <AdminPager
          pages={pages}
          value={current}
          onChange={setHalaman}
          label="Halaman program kerja"
          summary={`${rows.length} program kerja`}
        />
      </ManagerPage>
      <RecordEditorModal
        resource={prokerResource}
        noun="Program Kerja"
        draft={manager.editing}
        onClose={manager.closeEditor}
        onSave={manager.save}
        size="xl"
      >
        {(form) => <ProkerFields form={form} divisions={divisions ?? []} />}
      </RecordEditorModal>
    </>
  );
}
