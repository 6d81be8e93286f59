import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconBan, IconPhoto } from '@tabler/icons-react';
import type { ManagedBooking } from '../../../../shared/sc/booking';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { roomName } from '../../../../shared/sc/booking-views';
import { RecordButtons } from '../../ui/admin-kit/RecordButtons';
import { AdminTableHead } from '../../ui/admin-kit/RecordTable';
import { dayLabel, instantText, timeRange } from '../pinjam-sc/booking-summary';
import { StatusBadge } from '../pinjam-sc/HolderSummary';
import { actualDuration } from './booking-list';

export interface BookingActions {
  onEdit(booking: ManagedBooking): void;
  onCancel(booking: ManagedBooking): void;
  onDelete(booking: ManagedBooking): void;
  onPhoto(foto: string, title: string): void;
}

const clockOf = (iso: string) => instantText(iso).split(' ').slice(-2).join(' ');

/** Every booking with everything the managers need (ORIGINAL.md §5's columns) and its actions. */
export function BookingTable(props: {
  bookings: readonly ManagedBooking[];
  rooms: readonly ScRoom[];
  actions: BookingActions;
}) {
  const { rooms, actions } = props;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Daftar peminjaman">
        <AdminTableHead
          columns={[
            'Tanggal Acara',
            'Lokasi',
            'Penanggung Jawab',
            // Not broken at the hyphen: "Check-" over "in" reads as two words. The words are
            // ORIGINAL.md's, as the public absensi page and its messages say them.
            { label: 'Check-in', style: { whiteSpace: 'nowrap' } },
            { label: 'Check-out', style: { whiteSpace: 'nowrap' } },
            'Durasi Aktual',
            'Bukti Foto',
            'Status',
          ]}
        />
        <Table.Tbody>
          {props.bookings.map((booking) => {
            const ruang = roomName(booking.ruangId, rooms);
            const name = `${booking.penanggungJawab}, ${ruang} ${booking.tanggal} ${booking.waktuMulai}`;
            return (
              <Table.Tr key={booking.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {dayLabel(booking.tanggal)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {timeRange(booking)}
                  </Text>
                </Table.Td>
                <Table.Td>{ruang}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {booking.penanggungJawab}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {booking.organisasi} · {booking.kontak}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {booking.kode}
                  </Text>
                </Table.Td>
                <Table.Td>{booking.checkIn ? clockOf(booking.checkIn.waktu) : '—'}</Table.Td>
                <Table.Td>{booking.checkOut ? clockOf(booking.checkOut.waktu) : '—'}</Table.Td>
                <Table.Td>{actualDuration(booking)}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {booking.checkIn && (
                      <PhotoButton
                        label="Check-in"
                        onClick={() =>
                          actions.onPhoto(
                            booking.checkIn!.foto,
                            `Foto check-in: ${booking.penanggungJawab}`,
                          )
                        }
                      />
                    )}
                    {booking.checkOut && (
                      <PhotoButton
                        label="Check-out"
                        onClick={() =>
                          actions.onPhoto(
                            booking.checkOut!.foto,
                            `Foto check-out: ${booking.penanggungJawab}`,
                          )
                        }
                      />
                    )}
                    {!booking.checkIn && !booking.checkOut && '—'}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <StatusBadge
                    booking={{
                      status: booking.status,
                      checkInPada: booking.checkIn?.waktu ?? null,
                      checkOutPada: booking.checkOut?.waktu ?? null,
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RecordButtons
                      name={name}
                      onEdit={() => actions.onEdit(booking)}
                      onDelete={() => actions.onDelete(booking)}
                      deleteTitle="Hapus permanen"
                    >
                      {booking.status === 'aktif' && (
                        <ActionIcon
                          variant="subtle"
                          color="orange"
                          aria-label={`Batalkan: ${name}`}
                          title="Batalkan"
                          onClick={() => actions.onCancel(booking)}
                        >
                          <IconBan size={16} aria-hidden />
                        </ActionIcon>
                      )}
                    </RecordButtons>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PhotoButton(props: { label: string; onClick(): void }) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconPhoto size={14} aria-hidden />}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}
