import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { ProkerRow } from '../../../../shared/keterbukaan/proker-list';
import { PROKER_STATUS_COLOURS, prokerDay } from './proker-format';

/** A work programme in the grid: status, period, name, ministry, summary and its date (or TBA). */
export function ProkerCardView(props: {
  proker: ProkerRow;
  /** Its ministry's name (Struktur's). */
  kementerian: string;
  onOpen(): void;
  /** Fetches what the click will show, before the click. */
  onIntent(): void;
}) {
  const { proker } = props;
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6} style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Badge color={PROKER_STATUS_COLOURS[proker.statusProker]} variant="light">
            {proker.statusProker}
          </Badge>
          <Text size="sm" c="dimmed">
            Periode {proker.periode}
          </Text>
        </Group>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {proker.namaProgram}
        </Title>
        <Text size="sm" fw={500} c="blue.8">
          {props.kementerian}
        </Text>
        {proker.deskripsiSingkat && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {proker.deskripsiSingkat}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" mt="md" gap="xs" wrap="nowrap">
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">{prokerDay(proker.tanggalPelaksanaan)}</Text>
        </Group>
        <Button
          size="xs"
          variant="light"
          onClick={props.onOpen}
          onPointerEnter={props.onIntent}
          onFocus={props.onIntent}
          onTouchStart={props.onIntent}
          aria-haspopup="dialog"
          aria-label={`Lihat detail: ${proker.namaProgram}`}
        >
          Lihat Detail
        </Button>
      </Group>
    </Card>
  );
}
