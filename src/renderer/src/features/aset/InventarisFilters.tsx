import { SimpleGrid } from '@mantine/core';
import { ASET_KONDISI } from '../../../../shared/keterbukaan/aset';
import {
  ASET_PINJAM_FILTERS,
  ASET_PINJAM_LABELS,
  ASET_SEARCH_MAX,
  type asetList,
} from '../../../../shared/keterbukaan/aset-list';
import type { ListFilter } from '../../../../shared/public-lists/public-list';
import { ListSearchBox } from '../../ui/public-list/ListSearchBox';
import { ListFilterSelect } from '../../ui/public-list/ListFilterSelect';

type AsetFilter = ListFilter<typeof asetList>;

// The locations A to Z as Indonesian sorts them (the backends send them in code-unit order).
const byName = (a: string, b: string) => a.localeCompare(b, 'id');

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
 * its first nine; the search follows typing once it pauses (use-typed-search.ts).
 */
export function InventarisFilters(props: {
  filter: AsetFilter;
  typed: string;
  onType(typed: string): void;
  lokasiChoices: readonly string[] | undefined;
  onChange(next: Partial<AsetFilter>): void;
}) {
  const { filter, onChange } = props;
  // A location from a shared address stays selectable while the choices load (or if it left).
  const choices = [...(props.lokasiChoices ?? [])].sort(byName);
  if (filter.lokasi && !choices.includes(filter.lokasi)) choices.unshift(filter.lokasi);
  const lokasiOptions = [
    { value: '', label: 'Semua Lokasi' },
    ...choices.map((lokasi) => ({ value: lokasi, label: lokasi })),
  ];

  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" mb="lg">
        <ListSearchBox
          label="Cari nama, kode atau lokasi aset"
          placeholder="Cari nama, kode, lokasi..."
          value={props.typed}
          maxLength={ASET_SEARCH_MAX}
          onChange={props.onType}
        />
        <ListFilterSelect
          label="Kondisi"
          data={KONDISI_OPTIONS}
          value={filter.kondisi}
          onChange={(value) => onChange({ kondisi: value })}
        />
        <ListFilterSelect
          label="Lokasi"
          data={lokasiOptions}
          value={filter.lokasi}
          onChange={(value) => onChange({ lokasi: value })}
        />
        <ListFilterSelect
          label="Ketersediaan"
          data={PINJAM_OPTIONS}
          value={filter.pinjam}
          onChange={(value) => onChange({ pinjam: value })}
        />
      </SimpleGrid>
    </form>
  );
}
