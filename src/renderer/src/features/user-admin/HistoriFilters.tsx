import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { DateTextField } from '../../ui/dates/DateTextField';
import type { HistoriFilterInput } from './use-histori';

interface HistoriFiltersProps {
  value: HistoriFilterInput;
  onChange(value: HistoriFilterInput): void;
}

export function HistoriFilters({ value, onChange }: HistoriFiltersProps) {
  const field = (name: keyof HistoriFilterInput) => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [name]: event.currentTarget.value });
  const rangeError =
    value.from && value.to && value.from > value.to
      ? 'Tanggal akhir tidak boleh sebelum tanggal awal.'
      : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      <TextInput
        label="Oleh"
        placeholder="Nama atau kementerian"
        value={value.oleh}
        onChange={field('oleh')}
        maxLength={120}
      />
      <TextInput
        label="Aktivitas"
        placeholder="Mis. Persetujuan, Hapus"
        value={value.action}
        onChange={field('action')}
        maxLength={120}
      />
      <DateTextField
        label="Dari tanggal"
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <DateTextField
        label="Sampai tanggal"
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        error={rangeError}
      />
    </SimpleGrid>
  );
}
