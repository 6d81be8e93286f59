import { RECEIPT_LENGTH, RECEIPT_PATTERN } from '../../../../shared/evoting/ballot';

/**
 * What a visitor typed, as the symbols of a receipt: upper case, without spaces or hyphens, the
 * letters Crockford's base32 reads as digits (I and L as 1, O as 0) read so.
 */
export function receiptSymbols(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

/** The receipt typed, in its printed form (5-5-5-5), or null when it is not a whole receipt. */
export function typedReceipt(typed: string): string | null {
  const symbols = receiptSymbols(typed);
  if (symbols.length !== RECEIPT_LENGTH) return null;
  const grouped = symbols.match(/.{5}/g)?.join('-') ?? '';
  return RECEIPT_PATTERN.test(grouped) ? grouped : null;
}

/** The receipts whose symbols contain what was typed so far (all of them for nothing typed). */
export function matchingReceipts(receipts: readonly string[], typed: string): readonly string[] {
  const symbols = receiptSymbols(typed);
  if (!symbols) return receipts;
  return receipts.filter((receipt) => receipt.replace(/-/g, '').includes(symbols));
}

/** A smart ballot tracker as Belenios shows it: Base64 SHA-256 without padding (43 characters). */
const TRACKER_PATTERN = /^[A-Za-z0-9+/]{43}$/;

/** The tracker typed (spaces dropped; Base64 is case-sensitive), or null when not a whole one. */
export function typedTracker(typed: string): string | null {
  const text = typed.replace(/\s/g, '');
  return TRACKER_PATTERN.test(text) ? text : null;
}

/** The trackers containing what was typed so far (all of them for nothing typed). */
export function matchingTrackers(trackers: readonly string[], typed: string): readonly string[] {
  const text = typed.replace(/\s/g, '');
  return text ? trackers.filter((tracker) => tracker.includes(text)) : trackers;
}
