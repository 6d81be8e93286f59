import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { pageCount, pageOf } from '../../../../shared/open-data/paging';
import {
  ANGGARAN_EXPORT_COLUMNS,
  ANGGARAN_PAGE_SIZE,
  anggaranRow,
  anggaranYears,
  FIRST_ANGGARAN_PAGE,
  matchingAnggaran,
  type AnggaranFilter,
  type AnggaranRecord,
  type OrganisationNames,
} from '../../../../shared/keterbukaan/anggaran-list';
import { toCsv } from '../../../../shared/open-data/table-export';
import { AdminPager } from '../../ui/admin-kit/AdminPagination';
import { saveBlob } from '../user-admin/histori-download';
import type { Choice } from './AnggaranFields';
import { AnggaranFilters } from './AnggaranFilters';
import { anggaranCsvFileName } from './anggaran-admin-defaults';
import { AnggaranTable } from './AnggaranTable';

const { halaman: _firstPage, ...NO_FILTER } = FIRST_ANGGARAN_PAGE;

/**
 * The programmes with the filters of the public page, 10 a page, and "Ekspor CSV (n program)": the
 * filtered list as CSV (every matching row, the open-data columns). The manager holds the whole
 * collection live (at most 5,000 programmes), so it filters here.
 */
export function AnggaranListSection(props: {
  records: readonly AnggaranRecord[];
  names: OrganisationNames;
  organisations: readonly Choice[];
  onEdit(record: AnggaranRecord): void;
  onDelete(record: AnggaranRecord): void;
}) {
  const [filter, setFilter] = useState<AnggaranFilter>(NO_FILTER);
  const [halaman, setHalaman] = useState(1);
  const matching = matchingAnggaran(props.records, filter);
  // A page emptied by deletions shows the last page that still has rows.
  const pages = pageCount({ total: matching.length, perHalaman: ANGGARAN_PAGE_SIZE });
  const current = Math.min(halaman, pages);
  const page = pageOf(matching, current, ANGGARAN_PAGE_SIZE, (record) =>
    anggaranRow(record, props.names),
  );
  const byId = (id: string) => props.records.find((record) => record.id === id);

  const exportCsv = () => {
    const rows = matching.map((record) => anggaranRow(record, props.names));
    const csv = toCsv(ANGGARAN_EXPORT_COLUMNS, rows);
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), anggaranCsvFileName());
  };

  return (
    <Stack gap="sm">
      <AnggaranFilters
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setHalaman(1);
        }}
        years={anggaranYears(props.records)}
        organisations={props.organisations}
      />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {matching.length} program ditemukan
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={exportCsv}
          disabled={matching.length === 0}
        >
          Ekspor CSV ({matching.length} program)
        </Button>
      </Group>
      {matching.length === 0 ? (
        <Text c="dimmed">Tidak ada program anggaran yang cocok dengan filter.</Text>
      ) : (
        <AnggaranTable
          rows={page.items}
          onEdit={(id) => {
            const record = byId(id);
            if (record) props.onEdit(record);
          }}
          onDelete={(id) => {
            const record = byId(id);
            if (record) props.onDelete(record);
          }}
        />
      )}
      <AdminPager
        pages={pages}
        value={current}
        onChange={setHalaman}
        label="Halaman program anggaran"
      />
    </Stack>
  );
}
