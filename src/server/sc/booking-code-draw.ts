import { randomBytes } from 'node:crypto';
import { newBookingCode } from '../../shared/sc/booking-code';

/** Draws before giving up: with 50 random bits, even one clash is a once-in-an-age event. */
const ATTEMPTS = 5;

/** A new code from the server's cryptographic random bytes (booking-code.ts). */
export const drawBookingCode = (): string => newBookingCode((count) => randomBytes(count));

const isCodeClash = (error: unknown): boolean =>
  error instanceof Error &&
  (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  error.message.includes('sc_bookings.kode');

/**
 * Stores a booking under a fresh code: `insert` is tried with a newly drawn code until the
 * table's UNIQUE constraint accepts it. Inside the booking's transaction a failed INSERT undoes
 * only itself, so the retry needs no new transaction. Returns the code stored.
 */
export function insertWithFreshCode(
  insert: (kode: string) => void,
  draw: () => string = drawBookingCode,
): string {
  for (let attempt = 1; ; attempt += 1) {
    const kode = draw();
    try {
      insert(kode);
      return kode;
    } catch (error) {
      if (!isCodeClash(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
