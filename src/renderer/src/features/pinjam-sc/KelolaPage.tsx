import { Alert, Loader } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { changeProblem } from '../../../../shared/sc/booking-rules';
import { useNow } from '../../lib/use-now';
import { BookingLookupView } from './BookingLookupView';
import { LazyPart } from '../berkas/parts/LazyPart';
import { bookingChangesPart } from './parts';
import { ScPageFrame } from './ScPageFrame';
import { useBookingLookup } from './use-booking-lookup';

/** The state /pinjam-sc/sukses hands over: the code, never put in the address. */
const codeFromState = (state: unknown): string | undefined =>
  state && typeof state === 'object' && typeof (state as { kode?: unknown }).kode === 'string'
    ? (state as { kode: string }).kode
    : undefined;

/**
 * /pinjam-sc/kelola (ORIGINAL.md §5): find a booking by its code, then reschedule or cancel it.
 * The locks (cancelled, checked out, started, less than an hour before) are the backend's; the
 * page says them ahead from the same shared rule.
 */
export default function KelolaPage() {
  const location = useLocation();
  const now = useNow(30_000);
  const { lookup, inputError, search, replace } = useBookingLookup();
  const fromSukses = codeFromState(location.state);
  const searchedFromState = useRef(false);
  useEffect(() => {
    if (!fromSukses || searchedFromState.current) return;
    searchedFromState.current = true;
    void search(fromSukses);
  }, [fromSukses, search]);

  const found = lookup.state === 'found' ? lookup : null;
  const lock =
    found &&
    now !== null &&
    changeProblem(
      {
        ...found.booking,
        checkIn: found.booking.checkInPada,
        checkOut: found.booking.checkOutPada,
      },
      now,
    );

  return (
    <ScPageFrame
      title="Kelola Peminjaman"
      subtitle="Ubah jadwal atau batalkan peminjaman Sport Center dengan Nomor Tiket Anda."
      back={{ to: '/pinjam-sc', label: 'Peminjaman Sport Center' }}
    >
      <BookingLookupView
        lookup={lookup}
        inputError={inputError}
        initial={fromSukses}
        onSearch={(typed) => {
          // The form's code is fetched while the booking is looked up.
          bookingChangesPart.preload();
          void search(typed);
        }}
      >
        {(found) =>
          lock ? (
            <Alert color="orange" role="status" icon={<IconLock size={18} aria-hidden />}>
              {lock}
            </Alert>
          ) : (
            <LazyPart
              part={bookingChangesPart}
              fallback={<Loader aria-label="Memuat formulir ubah jadwal" />}
              props={{
                kode: found.kode,
                booking: found.booking,
                onChanged: (booking) => replace(found.kode, booking),
              }}
            />
          )
        }
      </BookingLookupView>
    </ScPageFrame>
  );
}
