import type { UploadedImage } from '../../../../shared/images/image-ref';
import { BackendError } from '../../backend/backend-error';
import { ImagePreparationError } from '../../lib/prepare-image';
import { UNEXPECTED_ERROR_MESSAGE } from '../forms/form-helpers';

/**
 * An image while its record is edited: stored, its alternative text perhaps not written yet. The
 * record's schema (imageRefSchema) refuses it on save until the text is there.
 */
export type ImageDraft = UploadedImage & { alt: string };

export const IMAGE_FIELD_TEXT = {
  choose: 'Pilih Gambar',
  replace: 'Ganti Gambar',
  remove: 'Hapus Gambar',
  altLabel: 'Teks Alternatif',
  altDescription: 'Jelaskan isi gambar untuk pengunjung yang memakai pembaca layar.',
  uploading: (percent: number) => `Mengunggah gambar… ${percent}%`,
  preparing: 'Menyiapkan gambar…',
  progressLabel: 'Kemajuan unggahan gambar',
  hint: 'JPEG, PNG atau WebP. Gambar diperkecil otomatis sebelum diunggah.',
} as const;

/** What to tell the user about a failed preparation or upload: the part's own message first. */
export function imageErrorMessage(error: unknown): string {
  if (error instanceof ImagePreparationError) return error.message;
  if (error instanceof BackendError)
    return error.fields?.image ?? error.fields?.thumbnail ?? error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
