import { Alert, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ManagedBooking } from '../../../../shared/sc/booking';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { roomName } from '../../../../shared/sc/booking-views';
import { FigureCard } from '../../ui/admin-kit/FigureCard';
import { dayLabel, timeRange } from '../pinjam-sc/booking-summary';
import type { bookingStats } from './booking-list';

/** "Jadwal Hari Ini", "Peminjaman Aktif", "Keterlambatan", and who is late. */
export function BookingStats(props: {
  stats: ReturnType<typeof bookingStats>;
  rooms: readonly ScRoom[];
}) {
  const { stats, rooms } = props;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FigureCard label="Jadwal Hari Ini" value={String(stats.today)} />
        <FigureCard label="Peminjaman Aktif" value={String(stats.active)} />
        <FigureCard label="Keterlambatan" value={String(stats.late.length)} />
      </SimpleGrid>
      {stats.late.length > 0 && (
        <Alert
          color="orange"
          title="Belum check-out melewati waktu selesai"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <List size="sm" spacing={4}>
            {stats.late.map((booking: ManagedBooking) => (
              <List.Item key={booking.id}>
                <Text span size="sm" fw={600}>
                  {booking.penanggungJawab}
                </Text>{' '}
                ({booking.organisasi}) — {roomName(booking.ruangId, rooms)},{' '}
                {dayLabel(booking.tanggal)}, {timeRange(booking)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
