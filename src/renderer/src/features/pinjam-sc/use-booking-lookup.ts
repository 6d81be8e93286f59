import { useCallback, useRef, useState } from 'react';
import type { HolderBooking } from '../../../../shared/sc/booking';
import { normaliseBookingCode } from '../../../../shared/sc/booking-code';
import { SC_MESSAGES } from '../../../../shared/sc/booking-rules';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { asBackendError } from '../../backend/use-backend-query';

export type Lookup =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'found'; kode: string; booking: HolderBooking }
  | { state: 'failed'; message: string };

/**
 * Finding a booking by its code (/pinjam-sc/kelola and /absensi): the code as typed is read
 * leniently (booking-code.ts), an empty one is refused at once, and only the newest search may
 * answer. `replace` puts the backend's newer view in after a change.
 */
export function useBookingLookup() {
  const backend = useBackend();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [inputError, setInputError] = useState<string | null>(null);
  const latest = useRef(0);

  const search = useCallback(
    async (typed: string) => {
      const trimmed = typed.trim();
      if (!trimmed) {
        setInputError(SC_MESSAGES.codeEmpty);
        return;
      }
      setInputError(null);
      const kode = normaliseBookingCode(trimmed) ?? trimmed.toUpperCase();
      const id = ++latest.current;
      setLookup({ state: 'searching' });
      try {
        const booking = await (await backend).sc.find(kode);
        if (id === latest.current) setLookup({ state: 'found', kode, booking });
      } catch (caught) {
        if (id !== latest.current) return;
        const notFound = caught instanceof BackendError && caught.code === 'NOT_FOUND';
        setLookup({
          state: 'failed',
          message: notFound ? SC_MESSAGES.codeNotFound : asBackendError(caught).message,
        });
      }
    },
    [backend],
  );

  const replace = useCallback((kode: string, booking: HolderBooking) => {
    latest.current += 1;
    setLookup({ state: 'found', kode, booking });
  }, []);

  return { lookup, inputError, search, replace };
}
