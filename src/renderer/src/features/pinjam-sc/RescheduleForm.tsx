import { Button, Loader, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import {
  bookingTimeInput,
  type BookingTime,
  type HolderBooking,
} from '../../../../shared/sc/booking';
import { timeProblem, type ScRoom } from '../../../../shared/sc/booking-rules';
import type { ScSettings } from '../../../../shared/sc/sc-settings';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { useNow } from '../../lib/use-now';
import { fieldProps, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { zodValidate } from '../../ui/forms/zod-validate';
import { notifySuccess } from '../../ui/admin-kit/admin-notify';
import { FormAlert } from '../../ui/forms/FormAlert';
import { AvailabilityIndicator } from './AvailabilityIndicator';
import { BookingTimeFields } from './BookingTimeFields';
import { availabilityQueryOf, halfHourTimes } from './booking-form';
import { useAvailability } from './use-availability';
import { useRooms, useScSettings } from './use-sc-data';

export const RESCHEDULED_MESSAGE = 'Jadwal peminjaman berhasil diubah.';

/**
 * A new date and time for a booking (/pinjam-sc/kelola): checked for availability like a new
 * booking (the booking itself does not count against its new time), saved with "Simpan
 * Perubahan"; the backend checks overlaps, hours, the past and the one-hour lock again.
 */
export function RescheduleForm(props: {
  kode: string;
  booking: HolderBooking;
  onSaved(booking: HolderBooking): void;
}) {
  // Read here, with this part: the search page itself needs neither.
  const { settings } = useScSettings();
  const { rooms } = useRooms();
  if (!settings || !rooms) return <Loader aria-label="Memuat formulir ubah jadwal" />;
  return <TimeForm {...props} rooms={rooms} settings={settings} />;
}

function TimeForm(props: {
  kode: string;
  booking: HolderBooking;
  rooms: readonly ScRoom[];
  settings: ScSettings;
  onSaved(booking: HolderBooking): void;
}) {
  const { kode, booking, rooms, settings } = props;
  const backend = useBackend();
  // The time rules' "now", read again each minute (null until the page is the browser's).
  const now = useNow(60_000);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const form = useForm<BookingTime>({
    mode: 'controlled',
    initialValues: {
      tanggal: booking.tanggal,
      waktuMulai: booking.waktuMulai,
      waktuSelesai: booking.waktuSelesai,
    },
    validate: zodValidate<BookingTime>(bookingTimeInput),
  });
  const values = form.getValues();
  const unchanged =
    values.tanggal === booking.tanggal &&
    values.waktuMulai === booking.waktuMulai &&
    values.waktuSelesai === booking.waktuSelesai;
  const query = unchanged
    ? null
    : availabilityQueryOf({ ...values, ruangId: booking.ruangId }, kode);
  const problem =
    query &&
    now !== null &&
    timeProblem(query, { now, settings, rooms, allowPast: false })?.message;
  const availability = useAvailability(query, problem || null, round);
  const times = halfHourTimes(settings.jamBuka, settings.jamTutup);

  const submit = form.onSubmit(
    async (time) => {
      setError(null);
      try {
        const saved = await (await backend).sc.reschedule(kode, time);
        notifySuccess(RESCHEDULED_MESSAGE);
        form.resetDirty();
        props.onSaved(saved);
      } catch (caught) {
        if (caught instanceof BackendError && caught.code === 'CONFLICT') setRound((n) => n + 1);
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Ubah Jadwal
        </Title>
        <BookingTimeFields values={values} field={(name) => fieldProps(form, name)} times={times} />
        {!unchanged && <AvailabilityIndicator availability={availability} />}
        <FormAlert message={error} />
        <Button
          type="submit"
          loading={form.submitting}
          disabled={unchanged || availability.state !== 'available'}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        >
          Simpan Perubahan
        </Button>
      </Stack>
    </form>
  );
}
