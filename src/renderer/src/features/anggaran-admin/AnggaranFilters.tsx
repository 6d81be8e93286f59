import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ANGGARAN_STATUSES } from '../../../../shared/keterbukaan/anggaran';
import {
  ANGGARAN_SEARCH_MAX,
  type AnggaranFilter,
} from '../../../../shared/keterbukaan/anggaran-list';
import type { Choice } from './AnggaranFields';

/** "Filter Data Anggaran": the programme's name, year, organisation and status ('' = Semua). */
export function AnggaranFilters(props: {
  value: AnggaranFilter;
  onChange(value: AnggaranFilter): void;
  years: readonly number[];
  organisations: readonly Choice[];
}) {
  const { value, onChange } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <TextInput
        label="Cari program"
        placeholder="Nama program…"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={ANGGARAN_SEARCH_MAX}
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.currentTarget.value })}
      />
      <Select
        label="Tahun"
        allowDeselect={false}
        data={[
          { value: '0', label: 'Semua Tahun' },
          ...props.years.map((year) => ({ value: String(year), label: String(year) })),
        ]}
        value={String(value.tahun)}
        onChange={(year) => onChange({ ...value, tahun: Number(year ?? 0) })}
      />
      <Select
        label="Organisasi"
        searchable
        allowDeselect={false}
        data={[{ value: '', label: 'Semua Organisasi' }, ...props.organisations]}
        value={value.organisasiId}
        onChange={(organisasiId) => onChange({ ...value, organisasiId: organisasiId ?? '' })}
      />
      <Select
        label="Status"
        allowDeselect={false}
        data={[{ value: '', label: 'Semua Status' }, ...ANGGARAN_STATUSES]}
        value={value.status}
        onChange={(status) =>
          onChange({ ...value, status: (status ?? '') as AnggaranFilter['status'] })
        }
      />
    </SimpleGrid>
  );
}
