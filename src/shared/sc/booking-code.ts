/**
 * Booking codes (issue 20 §2; ORIGINAL.md §10.4 no. 29): 10 Crockford base-32 characters, 50
 * random bits, so a code cannot be guessed, written SC-XXXXX-XXXXX. The alphabet has no I, L, O
 * or U; what a person types is read back leniently (case, spaces, dashes, I/L as 1, O as 0).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

export const BOOKING_CODE_PATTERN = /^SC-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** A new code from a source of random bytes (the server's crypto, the browser's Web Crypto). */
export function newBookingCode(randomBytes: (count: number) => Uint8Array): string {
  const bytes = randomBytes(LENGTH);
  let chars = '';
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  for (const byte of bytes) chars += ALPHABET[byte & 31];
  return `SC-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The code as typed → its canonical form, or null when it cannot be a code. */
export function normaliseBookingCode(typed: string): string | null {
  let body = typed.toUpperCase().replace(/[\s-]/g, '');
  if (body.length === LENGTH + 2 && body.startsWith('SC')) body = body.slice(2);
  body = body.replace(/[IL]/g, '1').replace(/O/g, '0');
  if (body.length !== LENGTH || [...body].some((c) => !ALPHABET.includes(c))) return null;
  return `SC-${body.slice(0, 5)}-${body.slice(5)}`;
}
