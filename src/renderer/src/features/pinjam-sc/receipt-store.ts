import type { BookingReceipt } from '../../../../shared/sc/booking';

/**
 * The receipt of the last booking made in this tab: /pinjam-sc/sukses reads it from the router's
 * state, or from here after a reload. sessionStorage, not localStorage: it holds the booking code,
 * which should not outlive the tab on a shared computer.
 */
const KEY = 'pinjam-sc/tanda-terima';

export function saveReceipt(receipt: BookingReceipt, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(receipt));
  } catch {
    // Storage full or refused (private mode): the router's state still carries it this time.
  }
}

export function loadReceipt(storage: Storage = sessionStorage): BookingReceipt | null {
  try {
    const text = storage.getItem(KEY);
    return text ? asReceipt(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** A receipt as the router's state or storage holds it, or null when it is something else. */
export function asReceipt(value: unknown): BookingReceipt | null {
  if (!value || typeof value !== 'object') return null;
  const receipt = value as Partial<BookingReceipt>;
  const booking = receipt.booking;
  if (typeof receipt.kode !== 'string' || typeof receipt.penanggungJawab !== 'string') return null;
  if (!booking || typeof booking !== 'object') return null;
  const fields = ['ruang', 'tanggal', 'waktuMulai', 'waktuSelesai', 'organisasi'] as const;
  return fields.every((field) => typeof booking[field] === 'string')
    ? (receipt as BookingReceipt)
    : null;
}
