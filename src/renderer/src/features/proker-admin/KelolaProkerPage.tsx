import { Badge, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { LIMITS } from '../../../../shared/limits';
import {
  newProkerDefaults,
  PROKER_STATUSES,
  prokerStats,
} from '../../../../shared/keterbukaan/proker';
import {
  ministryChoices,
  ministryName,
  prokerList,
} from '../../../../shared/keterbukaan/proker-list';
import { firstListQuery } from '../../../../shared/public-lists/list-address';
import { listChoices } from '../../../../shared/public-lists/list-choices';
import { matchingRows } from '../../../../shared/public-lists/list-rows';
import type { ListFilter } from '../../../../shared/public-lists/public-list';
import { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import { strukturDivisiResource } from '../../../../shared/struktur/struktur-resources';
import { useResourceList } from '../../backend/use-resource';
import { adminPage, AdminPager } from '../../ui/admin-kit/AdminPagination';
import { ManagerPage } from '../../ui/admin-kit/ManagerPage';
import { AdminTableHead, RecordActionsCell } from '../../ui/admin-kit/RecordTable';
import { RecordEditorModal } from '../../ui/admin-kit/RecordEditorModal';
import { useResourceManager } from '../../ui/admin-kit/use-resource-manager';
import { SelectField } from '../../ui/forms/SelectField';
import { formatCount, PROKER_STATUS_COLOURS, prokerDay } from '../proker/proker-format';
import { ProkerFields } from './ProkerFields';
import { ProkerStatsPanel } from './ProkerStatsPanel';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
const PAGE_SIZE = LIMITS.adminListPageSize;

type ProkerFilter = ListFilter<typeof prokerList>;
const { halaman: _halaman, ...FIRST_FILTER } = firstListQuery(prokerList);

/**
 * Kelola Proker (ORIGINAL.md §2.6 AdminProker): the figures, every programme filtered and ten a
 * page, and the form with every field; ministries are Struktur's divisions.
 */
export default function KelolaProkerPage() {
  const manager = useResourceManager(prokerResource, 'Program kerja');
  const divisions = useResourceList(strukturDivisiResource).records;
  const records = manager.records;
  const [filter, setFilter] = useState<ProkerFilter>(FIRST_FILTER);
  const [halaman, setHalaman] = useState(1);
  const names = useMemo(
    () => new Map((divisions ?? []).map((divisi) => [divisi.id, divisi.nama])),
    [divisions],
  );
  // The public list's own filter and order, on every programme (this page reads them all).
  const rows = useMemo(() => matchingRows(prokerList, records ?? [], filter), [records, filter]);
  const choices = useMemo(() => {
    const values = listChoices(prokerList, records ?? []);
    return {
      periode: [...values.periode].reverse(),
      kementerian: ministryChoices(values.kementerian, names),
    };
  }, [records, names]);
  const { pages, current, shown } = adminPage(rows, halaman, PAGE_SIZE);
  const change = (next: Partial<ProkerFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setHalaman(1);
  };
  const filtered =
    filter.q !== '' || filter.periode !== '' || filter.kementerian !== '' || filter.status !== '';

  return (
    <>
      <ManagerPage
        manager={manager}
        title="Kelola Proker"
        addLabel="Tambah Proker"
        onAdd={() => manager.add(newProkerDefaults(today(), divisions?.[0]?.id ?? ''))}
        canAdd={!!records && !!divisions}
        hint="Program kerja tampil di halaman Program Kerja untuk semua pengunjung. Kementerian diambil dari Kelola Struktur."
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
                value={filter.kementerian}
                onChange={(event) => change({ kementerian: event.currentTarget.value })}
              />
              <SelectField
                aria-label="Filter status"
                data={[
                  { value: '', label: 'Semua Status' },
                  ...PROKER_STATUSES.map((status) => ({ value: status, label: status })),
                ]}
                value={filter.status}
                onChange={(event) => change({ status: event.currentTarget.value })}
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
            <AdminTableHead columns={['Program', 'Periode', 'Status', 'Tanggal', 'Peserta']} />
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {row.namaProgram}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {ministryName(names, row.kementerianId)}
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
                  <RecordActionsCell
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
      <RecordEditorModal manager={manager} noun="Program Kerja" size="xl">
        {(form) => <ProkerFields form={form} divisions={divisions ?? []} />}
      </RecordEditorModal>
    </>
  );
}
