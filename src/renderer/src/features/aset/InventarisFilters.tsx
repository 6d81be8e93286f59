import { SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ASET_KONDISI } from '../../../../shared/keterbukaan/aset';
import {
  ASET_PINJAM_FILTERS,
  ASET_PINJAM_LABELS,
  ASET_SEARCH_MAX,
  type AsetFilter,
} from '../../../../shared/keterbukaan/aset-list';
import { SelectField } from '../../ui/forms/SelectField';

/** Typing pauses this long before the list follows the search. */
const SEARCH_DELAY_MS = 300;

const KONDISI_OPTIONS = [
  { value: '', label: 'Semua Kondisi' },
  ...ASET_KONDISI.map((kondisi) => ({ value: kondisi, label: kondisi })),
];
const PINJAM_OPTIONS = [
  { value: '', label: 'Semua Ketersediaan' },
  ...ASET_PINJAM_FILTERS.map((pinjam) => ({ value: pinjam, label: ASET_PINJAM_LABELS[pinjam] })),
];

/**
 * The inventory's filters: search (name, code, location), condition, location (the backend's
 * choices over every published asset) and borrowability. Each change starts the list again from
 * its first nine.
 */
export function InventarisFilters(props: {
  filter: AsetFilter;
  lokasiChoices: readonly string[] | undefined;
  onChange(next: Partial<AsetFilter>): void;
}) {
  const { filter, onChange } = props;
  const [typed, setTyped] = useState(filter.q);
  useEffect(() => {
    if (typed === filter.q) return undefined;
    const timer = setTimeout(() => onChange({ q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `onChange` is remade each render; the typed text is what starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  // A location from a shared address stays selectable while the choices load (or if it left).
  const choices = [...(props.lokasiChoices ?? [])];
  if (filter.lokasi && !choices.includes(filter.lokasi)) choices.unshift(filter.lokasi);
  const lokasiOptions = [
    { value: '', label: 'Semua Lokasi' },
    ...choices.map((lokasi) => ({ value: lokasi, label: lokasi })),
  ];

  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="lg">
        <TextInput
          aria-label="Cari nama, kode atau lokasi aset"
          placeholder="Cari nama, kode, lokasi..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          maxLength={ASET_SEARCH_MAX}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <SelectField
          aria-label="Kondisi"
          data={KONDISI_OPTIONS}
          value={filter.kondisi}
          onChange={(event) =>
            onChange({ kondisi: event.currentTarget.value as AsetFilter['kondisi'] })
          }
        />
        <SelectField
          aria-label="Lokasi"
          data={lokasiOptions}
          value={filter.lokasi}
          onChange={(event) => onChange({ lokasi: event.currentTarget.value })}
        />
        <SelectField
          aria-label="Ketersediaan"
          data={PINJAM_OPTIONS}
          value={filter.pinjam}
          onChange={(event) =>
            onChange({ pinjam: event.currentTarget.value as AsetFilter['pinjam'] })
          }
        />
      </SimpleGrid>
    </form>
  );
}
