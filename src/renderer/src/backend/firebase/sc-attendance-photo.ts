import { deleteObject, getBlob, ref as storageRef, uploadBytes } from 'firebase/storage';
import {
  ATTENDANCE_PHOTO_MESSAGES,
  ATTENDANCE_PHOTO_MIME,
  attendancePhotoCheck,
  type AttendancePhotoKind,
} from '../../../../shared/sc/attendance-photo';
import { ATTENDANCE_PHOTO_MAX_BYTES, attendanceInput } from '../../../../shared/sc/booking';
import { BackendError } from '../backend-error';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { randomImageId } from './images-api';
import { validInput } from './validate-input';

/**
 * Check-in and check-out photos on Cloud Storage: `sc-absensi/{holder key}/{step}-{id}.{ext}`.
 * Only someone who can name the holder document (who knows the code) may create one there, within
 * the size and types below, and only the sports ministry and master may read them
 * (storage.rules); the booking keeps the object's path (ManagedBooking's `foto`), which only
 * they read, and ScApi.photo fetches it with their session.
 */
export const ATTENDANCE_DIR = 'sc-absensi';

export type AttendanceStep = 'checkIn' | 'checkOut';

const EXTENSIONS: Readonly<Record<AttendancePhotoKind, string>> = { jpeg: 'jpg', png: 'png' };

export interface AttendancePhoto {
  bytes: Uint8Array;
  kind: AttendancePhotoKind;
}

const refused = (message: string) =>
  new BackendError('VALIDATION', message, 400, { foto: message });

/** The photo's bytes and kind from its data URL, checked by content as the server checks it. */
export function decodeAttendancePhoto(foto: string): AttendancePhoto {
  validInput(attendanceInput, { foto });
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(foto.slice(foto.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  } catch {
    throw refused(ATTENDANCE_PHOTO_MESSAGES.unreadable);
  }
  const checked = attendancePhotoCheck(bytes);
  if ('problem' in checked) throw refused(checked.problem);
  return { bytes, kind: checked.kind };
}

/** Uploads the photo of one step and answers the object's path (kept in the booking). */
export async function uploadAttendancePhoto(
  h: FirebaseHandles,
  key: string,
  step: AttendanceStep,
  photo: AttendancePhoto,
): Promise<string> {
  const path = `${ATTENDANCE_DIR}/${key}/${step}-${randomImageId()}.${EXTENSIONS[photo.kind]}`;
  await translated(() =>
    uploadBytes(storageRef(h.storage, path), photo.bytes, {
      contentType: ATTENDANCE_PHOTO_MIME[photo.kind],
    }),
  );
  return path;
}

/** A photo for the managers' viewer (storage.rules let only them read it). */
export async function readAttendancePhoto(h: FirebaseHandles, foto: string): Promise<Blob> {
  if (!foto.startsWith(`${ATTENDANCE_DIR}/`))
    throw new BackendError('NOT_FOUND', 'Foto tidak ditemukan.', 404);
  return translated(() => getBlob(storageRef(h.storage, foto), ATTENDANCE_PHOTO_MAX_BYTES));
}

/** Removes a removed booking's photos; one that cannot be removed stays (nobody links it). */
export async function removeAttendancePhotos(
  h: FirebaseHandles,
  paths: readonly string[],
): Promise<void> {
  await Promise.allSettled(paths.map((path) => deleteObject(storageRef(h.storage, path))));
}
