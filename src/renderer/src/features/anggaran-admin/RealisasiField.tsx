import {
  ActionIcon,
  Button,
  Card,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ANGGARAN_LIMITS,
  type ExpenseRow,
  type Realisasi,
} from '../../../../shared/keterbukaan/anggaran';
import type { anggaranResource } from '../../../../shared/keterbukaan/anggaran-resource';
import { formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { DateField } from '../../ui/dates/DateField';
import {
  addExpenseRow,
  expenseSum,
  REALISASI_MODE_LABELS,
  removeExpenseRow,
  switchRealisasiMode,
  updateExpenseRow,
  type RealisasiMode,
} from './realisasi-form';
import { RupiahInput } from './RupiahInput';

type Form = RecordForm<typeof anggaranResource>;

const errorAt = (form: Form, path: string): string | undefined => {
  const message: unknown = form.errors[path];
  return typeof message === 'string' ? message : undefined;
};

/**
 * "Realisasi": what was spent, as expense rows (description, amount above Rp 0, date) with their
 * live sum, or as one recap total. Each row's server message shows next to its input.
 */
export function RealisasiField({ form }: { form: Form }) {
  const realisasi = form.getValues().realisasi;
  // Rows set aside while the recap is shown, so switching back restores them.
  const [setAside, setSetAside] = useState<ExpenseRow[]>([]);
  const setRealisasi = (next: Realisasi) => form.setFieldValue('realisasi', next);

  const switchTo = (mode: RealisasiMode) => {
    if (realisasi.mode === 'rincian') setSetAside(realisasi.rincian);
    setRealisasi(switchRealisasiMode(realisasi, mode, setAside));
  };

  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="mode-realisasi">
          Realisasi
        </Text>
        <SegmentedControl
          aria-labelledby="mode-realisasi"
          data={(['rincian', 'rekap'] as const).map((mode) => ({
            value: mode,
            label: REALISASI_MODE_LABELS[mode],
          }))}
          value={realisasi.mode}
          onChange={(value) => switchTo(value as RealisasiMode)}
        />
      </Stack>
      {realisasi.mode === 'rekap' ? (
        <RupiahInput
          label="Total Realisasi"
          description="Seluruh pengeluaran program sebagai satu angka rekapitulasi."
          {...form.getInputProps('realisasi.total')}
          errorProps={{ role: 'alert' }}
          value={realisasi.total}
          onChange={(total) => setRealisasi({ mode: 'rekap', total })}
        />
      ) : (
        <ExpenseRows
          form={form}
          rows={realisasi.rincian}
          onChange={(rincian) => setRealisasi({ mode: 'rincian', rincian })}
        />
      )}
    </Stack>
  );
}

function ExpenseRows(props: {
  form: Form;
  rows: ExpenseRow[];
  onChange(rows: ExpenseRow[]): void;
}) {
  const { form, rows, onChange } = props;
  const path = (index: number, field: keyof ExpenseRow) => `realisasi.rincian.${index}.${field}`;
  const listError = errorAt(form, 'realisasi.rincian');
  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Belum ada rincian pengeluaran.
        </Text>
      )}
      <Stack gap="xs" component="ol" p={0} m={0} aria-label="Rincian pengeluaran">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            // Rows have no id of their own; their place is what the form's paths name too.
            <Card key={index} withBorder padding="xs" component="li" style={{ listStyle: 'none' }}>
              <Group align="flex-start" wrap="nowrap" gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput
                    label={`Keterangan ${n}`}
                    placeholder="Mis. Konsumsi peserta"
                    maxLength={ANGGARAN_LIMITS.descriptionMax}
                    {...form.getInputProps(path(index, 'deskripsi'))}
                    errorProps={{ role: 'alert' }}
                    value={row.deskripsi}
                    onChange={(event) =>
                      onChange(
                        updateExpenseRow(rows, index, { deskripsi: event.currentTarget.value }),
                      )
                    }
                  />
                  <RupiahInput
                    label={`Jumlah ${n}`}
                    blankZero
                    {...form.getInputProps(path(index, 'jumlah'))}
                    errorProps={{ role: 'alert' }}
                    value={row.jumlah}
                    onChange={(jumlah) => onChange(updateExpenseRow(rows, index, { jumlah }))}
                  />
                  <DateField
                    label={`Tanggal ${n}`}
                    placeholder="Pilih tanggal"
                    clearable
                    error={errorAt(form, path(index, 'tanggal'))}
                    value={row.tanggal}
                    onChange={(tanggal) => onChange(updateExpenseRow(rows, index, { tanggal }))}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={`Hapus baris ${n}`}
                  title="Hapus baris"
                  onClick={() => onChange(removeExpenseRow(rows, index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {listError && <Input.Error role="alert">{listError}</Input.Error>}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange(addExpenseRow(rows))}
          disabled={rows.length >= ANGGARAN_LIMITS.expenseRowsMax}
        >
          Tambah Baris
        </Button>
        <Text size="sm" fw={600} aria-live="polite" data-testid="jumlah-rincian">
          Total rincian: {formatRupiah(expenseSum(rows))} ({rows.length} baris)
        </Text>
      </Group>
    </Stack>
  );
}
