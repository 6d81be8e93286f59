import { SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { DateField } from '../../ui/dates/DateField';
import { SelectField } from '../../ui/forms/SelectField';
import { SORTS, type BookingFilter, type BookingSort } from './booking-list';

/** Search (name or organisation), room, a range of event dates, and the order. */
export function BookingFilters(props: {
  filter: BookingFilter;
  rooms: readonly ScRoom[];
  onChange(next: Partial<BookingFilter>): void;
}) {
  const { filter, onChange } = props;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
      <TextInput
        label="Cari"
        placeholder="Nama atau organisasi..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.cari}
        onChange={(event) => onChange({ cari: event.currentTarget.value })}
      />
      <SelectField
        label="Ruangan"
        data={[
          { value: '', label: 'Semua Ruangan' },
          ...props.rooms.map((room) => ({ value: room.id, label: room.nama })),
        ]}
        value={filter.ruangId}
        onChange={(event) => onChange({ ruangId: event.currentTarget.value })}
      />
      <DateField
        label="Dari tanggal"
        placeholder="Semua"
        clearable
        value={filter.dari}
        onChange={(dari) => onChange({ dari })}
      />
      <DateField
        label="Sampai tanggal"
        placeholder="Semua"
        clearable
        value={filter.sampai}
        onChange={(sampai) => onChange({ sampai })}
      />
      <SelectField
        label="Urutkan"
        data={Object.entries(SORTS).map(([value, label]) => ({ value, label }))}
        value={filter.urutan}
        onChange={(event) => onChange({ urutan: event.currentTarget.value as BookingSort })}
      />
    </SimpleGrid>
  );
}
