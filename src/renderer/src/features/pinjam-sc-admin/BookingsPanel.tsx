import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { LIMITS } from '../../../../shared/limits';
import type { ManagedBooking } from '../../../../shared/sc/booking';
import type { ScQuestion } from '../../../../shared/sc/booking-answers';
import type { ScRoom } from '../../../../shared/sc/booking-rules';
import { roomName } from '../../../../shared/sc/booking-views';
import type { ScSettings } from '../../../../shared/sc/sc-settings';
import { useBackend } from '../../backend/use-backend';
import { useNow } from '../../lib/use-now';
import { adminPage, AdminPager } from '../../ui/admin-kit/AdminPagination';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';
import { LoadError } from '../../ui/feedback/AsyncContent';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { dayLabel, timeRange } from '../pinjam-sc/booking-summary';
import { useManagedBookings } from '../pinjam-sc/use-sc-data';
import { BookingEditModal } from './BookingEditModal';
import { BookingFilters } from './BookingFilters';
import { bookingStats, filterBookings, NO_FILTER, type BookingFilter } from './booking-list';
import { BookingStats } from './BookingStats';
import { BookingTable } from './BookingTable';
import { PhotoViewer } from './PhotoViewer';

export const BOOKING_MESSAGES = {
  cancelled: 'Peminjaman dibatalkan.',
  removed: 'Peminjaman dihapus permanen.',
} as const;

/** "Daftar Peminjaman": the figures, the filters, the list, and each booking's actions. */
export function BookingsPanel(props: {
  rooms: readonly ScRoom[];
  questions: readonly ScQuestion[];
  settings: ScSettings;
}) {
  const { rooms } = props;
  const backend = useBackend();
  const confirm = useConfirm();
  const now = useNow(60_000);
  const { bookings, error } = useManagedBookings();
  const [filter, setFilter] = useState<BookingFilter>(NO_FILTER);
  const [halaman, setHalaman] = useState(1);
  const [editing, setEditing] = useState<{ booking: ManagedBooking; open: boolean } | null>(null);
  const [photo, setPhoto] = useState<{ foto: string; title: string; open: boolean } | null>(null);
  const rows = useMemo(() => filterBookings(bookings ?? [], filter), [bookings, filter]);
  const stats = useMemo(
    () => (bookings && now !== null ? bookingStats(bookings, now) : null),
    [bookings, now],
  );
  const { pages, current, shown } = adminPage(rows, halaman, LIMITS.adminListPageSize);

  const describe = (b: ManagedBooking) =>
    `${b.penanggungJawab} (${b.organisasi}) — ${roomName(b.ruangId, rooms)}, ${dayLabel(b.tanggal)}, ${timeRange(b)}`;
  const act = (run: () => Promise<unknown>, done: string) => async () => {
    try {
      await run();
      notifySuccess(done);
    } catch (caught) {
      notifyError(caught);
      return false;
    }
  };

  if (error && !bookings)
    return <LoadError title="Daftar peminjaman tidak dapat dimuat" error={error} />;
  if (!bookings)
    return (
      <Center py="xl">
        <Loader aria-label="Memuat daftar peminjaman" />
      </Center>
    );
  return (
    <Stack gap="md">
      {stats && <BookingStats stats={stats} rooms={rooms} />}
      <BookingFilters
        filter={filter}
        rooms={rooms}
        onChange={(next) => {
          setFilter((currentFilter) => ({ ...currentFilter, ...next }));
          setHalaman(1);
        }}
      />
      {rows.length === 0 ? (
        <Text c="dimmed">
          {bookings.length === 0 ? 'Belum ada peminjaman.' : 'Tidak ada peminjaman yang cocok.'}
        </Text>
      ) : (
        <BookingTable
          bookings={shown}
          rooms={rooms}
          actions={{
            onEdit: (booking) => setEditing({ booking, open: true }),
            onPhoto: (foto, title) => setPhoto({ foto, title, open: true }),
            onCancel: (booking) =>
              confirm.ask({
                title: 'Batalkan peminjaman?',
                message: `Peminjaman ${describe(booking)} akan dibatalkan; jadwalnya menjadi tersedia lagi.`,
                confirmLabel: 'Batalkan Peminjaman',
                confirmColor: 'orange',
                run: act(
                  async () => (await backend).sc.cancelAsManager(booking.id),
                  BOOKING_MESSAGES.cancelled,
                ),
              }),
            onDelete: (booking) =>
              confirm.ask({
                title: 'Hapus peminjaman permanen?',
                message: `Peminjaman ${describe(booking)} beserta foto absensinya akan dihapus dan tidak dapat dikembalikan.`,
                confirmLabel: 'Hapus',
                run: act(
                  async () => (await backend).sc.remove(booking.id),
                  BOOKING_MESSAGES.removed,
                ),
              }),
          }}
        />
      )}
      <AdminPager
        pages={pages}
        value={current}
        onChange={setHalaman}
        label="Halaman daftar peminjaman"
        justify="center"
      />
      <BookingEditModal
        booking={editing?.booking ?? null}
        opened={editing?.open ?? false}
        rooms={rooms}
        questions={props.questions}
        settings={props.settings}
        onClose={() => setEditing((currentEdit) => currentEdit && { ...currentEdit, open: false })}
      />
      <PhotoViewer
        photo={photo}
        opened={photo?.open ?? false}
        onClose={() => setPhoto((currentPhoto) => currentPhoto && { ...currentPhoto, open: false })}
      />
      {confirm.modal}
    </Stack>
  );
}
