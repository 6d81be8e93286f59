import { Button, Divider } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { HolderBooking } from '../../../../shared/sc/booking';
import { useBackend } from '../../backend/use-backend';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { RescheduleForm } from './RescheduleForm';

export const CANCELLED_MESSAGE = 'Peminjaman berhasil dibatalkan.';

/**
 * What the code holder may do with a booking not yet locked: reschedule it or cancel it (after a
 * confirmation). A part of /pinjam-sc/kelola (parts.ts), fetched while the booking is looked up,
 * so the search page itself carries neither the pickers nor the dialog.
 */
export function BookingChanges(props: {
  kode: string;
  booking: HolderBooking;
  onChanged(booking: HolderBooking): void;
}) {
  const { kode, booking, onChanged } = props;
  const backend = useBackend();
  const confirm = useConfirm();

  const askCancel = () =>
    confirm.ask({
      title: 'Batalkan peminjaman?',
      message: `Peminjaman ${booking.ruang} pada jadwal ini akan dibatalkan dan tidak dapat dikembalikan.`,
      confirmLabel: 'Batalkan Peminjaman',
      run: async () => {
        try {
          onChanged(await (await backend).sc.cancel(kode));
          notifySuccess(CANCELLED_MESSAGE);
        } catch (error) {
          notifyError(error);
          return false;
        }
      },
    });

  return (
    <>
      <Divider />
      <RescheduleForm
        key={`${booking.tanggal} ${booking.waktuMulai} ${booking.waktuSelesai}`}
        kode={kode}
        booking={booking}
        onSaved={onChanged}
      />
      <Divider />
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={18} aria-hidden />}
        onClick={askCancel}
      >
        Batalkan Peminjaman
      </Button>
      {confirm.modal}
    </>
  );
}
