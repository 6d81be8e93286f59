import { sniffFileKind, SNIFF_BYTES } from '../berkas/file-kind';
import { ATTENDANCE_PHOTO_MAX_BYTES } from './booking';

/**
 * The check-in and check-out photos (issue 20 §4; ORIGINAL.md §10.4 no. 31): files, never base64
 * in the booking. The browser resizes the camera's picture; both backends check the bytes again,
 * by their content (a JPEG or a PNG, whatever was claimed) and their size.
 */
export type AttendancePhotoKind = 'jpeg' | 'png';

export const ATTENDANCE_PHOTO_MIME: Readonly<Record<AttendancePhotoKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const ATTENDANCE_PHOTO_MESSAGES = {
  notImage: 'Foto harus berupa gambar JPEG atau PNG.',
  tooLarge: 'Foto terlalu besar (maksimal 1,5 MB).',
  unreadable: 'Foto tidak dapat dibaca. Ambil foto lagi.',
} as const;

/** The photo's kind, or why it is refused. */
export function attendancePhotoCheck(
  bytes: Uint8Array,
): { kind: AttendancePhotoKind } | { problem: string } {
  if (bytes.length === 0) return { problem: ATTENDANCE_PHOTO_MESSAGES.unreadable };
  if (bytes.length > ATTENDANCE_PHOTO_MAX_BYTES)
    return { problem: ATTENDANCE_PHOTO_MESSAGES.tooLarge };
  const kind = sniffFileKind(bytes.subarray(0, SNIFF_BYTES));
  return kind === 'jpeg' || kind === 'png'
    ? { kind }
    : { problem: ATTENDANCE_PHOTO_MESSAGES.notImage };
}
