import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AnggaranSummary } from '../../../../shared/keterbukaan/anggaran-summary';
import { formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import { SerapanRing } from './SerapanRing';

function Figure(props: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {props.label}
      </Text>
      <Text fw={700} size="lg" c={props.color} style={{ overflowWrap: 'anywhere' }}>
        {formatRupiah(props.value)}
      </Text>
    </Paper>
  );
}

/**
 * "Ringkasan Dana Global" (ORIGINAL.md §2.1): over every programme of every organisation, whatever
 * the filters below show, computed by the backend.
 */
export function RingkasanDana(props: { ringkasan: AnggaranSummary }) {
  const { ringkasan } = props;
  return (
    <Stack gap="md" component="section" aria-labelledby="ringkasan-dana">
      <Title order={2} id="ringkasan-dana" size="h3">
        Ringkasan Dana Global
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <Figure label="Total Diajukan" value={ringkasan.totalDiajukan} />
        <Figure label="Total Disetujui" value={ringkasan.totalDisetujui} color="blue.8" />
        <Figure label="Total Realisasi" value={ringkasan.totalRealisasi} color="green.9" />
        <Figure
          label="Sisa Dana"
          value={ringkasan.sisaDana}
          color={ringkasan.sisaDana < 0 ? 'red.8' : undefined}
        />
        <Paper withBorder p="md" radius="md">
          <Stack align="center" gap={4}>
            <SerapanRing percent={ringkasan.serapanPersen} />
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Serapan Dana
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {ringkasan.jumlahProgram} program dari seluruh organisasi.
      </Text>
    </Stack>
  );
}
