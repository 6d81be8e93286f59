import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { HolderBooking } from '../../../../shared/sc/booking';
import { dayLabel, instantText, timeRange } from './booking-summary';
import { DetailEntry } from './DetailEntry';

/** What the holder of a code sees of their booking: no personal data (HolderBooking). */
export function HolderSummary(props: { kode: string; booking: HolderBooking }) {
  const { booking } = props;
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Text ff="monospace" fw={700} style={{ overflowWrap: 'anywhere' }}>
          {props.kode}
        </Text>
        <StatusBadge booking={booking} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
        <DetailEntry label="Lokasi" value={booking.ruang} />
        <DetailEntry label="Organisasi" value={booking.organisasi} />
        <DetailEntry label="Tanggal" value={dayLabel(booking.tanggal)} />
        <DetailEntry label="Waktu" value={timeRange(booking)} />
        {booking.checkInPada && (
          <DetailEntry label="Check-in" value={instantText(booking.checkInPada)} />
        )}
        {booking.checkOutPada && (
          <DetailEntry label="Check-out" value={instantText(booking.checkOutPada)} />
        )}
      </SimpleGrid>
    </>
  );
}

export function StatusBadge(props: {
  booking: Pick<HolderBooking, 'status' | 'checkInPada' | 'checkOutPada'>;
}) {
  const { booking } = props;
  if (booking.status === 'dibatalkan')
    return (
      <Badge color="red" variant="light">
        Dibatalkan
      </Badge>
    );
  if (booking.checkOutPada)
    return (
      <Badge color="gray" variant="light">
        Selesai
      </Badge>
    );
  if (booking.checkInPada)
    return (
      <Badge color="teal" variant="light">
        Sedang Berlangsung
      </Badge>
    );
  return (
    <Badge color="blue" variant="light">
      Aktif
    </Badge>
  );
}
