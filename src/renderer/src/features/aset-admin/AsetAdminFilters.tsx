import { SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ASET_KONDISI, ASET_PEMINJAMAN } from '../../../../shared/keterbukaan/aset';
import type { AsetAdminFilter } from '../../../../shared/keterbukaan/aset-admin-list';
import { SelectField } from '../../ui/forms/SelectField';

const options = (all: string, values: readonly string[]) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: value })),
];
const PUBLIK_OPTIONS = [
  { value: '', label: 'Publik & Privat' },
  { value: 'publik', label: 'Publik' },
  { value: 'privat', label: 'Privat' },
];

/** Kelola Aset's filters: search, condition, lending status and visibility. */
export function AsetAdminFilters(props: {
  filter: AsetAdminFilter;
  onChange(next: Partial<AsetAdminFilter>): void;
}) {
  const { filter, onChange } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <TextInput
        aria-label="Cari nama, kode atau lokasi aset"
        placeholder="Cari nama, kode, lokasi..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.q}
        onChange={(event) => onChange({ q: event.currentTarget.value })}
      />
      <SelectField
        aria-label="Filter kondisi"
        data={options('Semua Kondisi', ASET_KONDISI)}
        value={filter.kondisi}
        onChange={(event) =>
          onChange({ kondisi: event.currentTarget.value as AsetAdminFilter['kondisi'] })
        }
      />
      <SelectField
        aria-label="Filter peminjaman"
        data={options('Semua Status Pinjam', ASET_PEMINJAMAN)}
        value={filter.peminjaman}
        onChange={(event) =>
          onChange({ peminjaman: event.currentTarget.value as AsetAdminFilter['peminjaman'] })
        }
      />
      <SelectField
        aria-label="Filter publik"
        data={PUBLIK_OPTIONS}
        value={filter.publik}
        onChange={(event) =>
          onChange({ publik: event.currentTarget.value as AsetAdminFilter['publik'] })
        }
      />
    </SimpleGrid>
  );
}
