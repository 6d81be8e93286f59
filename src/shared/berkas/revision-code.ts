/**
 * The private revision code of a submission (issue 12, item 6): the ticket is public and only
 * tracks; this code lets the submitter send a correction. 20 symbols from 31 that cannot be
 * mistaken for one another (no 0/O, 1/I/L) = 99 bits, shown in five groups of four.
 */
export const REVISION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REVISION_CODE_LENGTH = 20;
const GROUP = 4;
/** The largest multiple of the alphabet's size below 256: draws above it are redrawn (no bias). */
const UNBIASED_LIMIT =
  Math.floor(256 / REVISION_CODE_ALPHABET.length) * REVISION_CODE_ALPHABET.length;

export type RandomBytes = (count: number) => Uint8Array;

const webRandom: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

/** A fresh code, grouped for reading: `ABCD-EFGH-JKMN-PQRS-TUVW`. */
export function generateRevisionCode(random: RandomBytes = webRandom): string {
  let symbols = '';
  while (symbols.length < REVISION_CODE_LENGTH) {
    for (const byte of random(REVISION_CODE_LENGTH)) {
      if (byte >= UNBIASED_LIMIT || symbols.length >= REVISION_CODE_LENGTH) continue;
      symbols += REVISION_CODE_ALPHABET[byte % REVISION_CODE_ALPHABET.length];
    }
  }
  return groupRevisionCode(symbols);
}

const groupRevisionCode = (symbols: string): string =>
  symbols.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? symbols;

/**
 * What the submitter typed, as the canonical grouped code: case, spaces and dashes do not matter;
 * null when it cannot be a code. The canonical form is what is hashed.
 */
export function normaliseRevisionCode(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]+/g, '');
  if (symbols.length !== REVISION_CODE_LENGTH) return null;
  for (const symbol of symbols) if (!REVISION_CODE_ALPHABET.includes(symbol)) return null;
  return groupRevisionCode(symbols);
}

export const REVISION_CODE_PLACEHOLDER = 'XXXX-XXXX-XXXX-XXXX-XXXX';
