import { encodeUploadedFile, UPLOAD_NAME_MAX_CHARS } from '../../../../shared/berkas/form-fields';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { hasAllowedExtension } from '../../../../shared/berkas/submission';
import { plainFileName } from '../../../../shared/file-name';
import { LIMITS } from '../../../../shared/limits';

/** What the file input offers: PDF, Office documents, images and zip (checked on the server too). */
export const UPLOAD_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.jpg,.jpeg,.png,.webp,.zip,application/pdf,image/*';

export const UNSUPPORTED_FILE_MESSAGE =
  'Jenis berkas tidak didukung. Gunakan PDF, dokumen Office, gambar, atau ZIP.';

export const FILE_NAME_TOO_LONG_MESSAGE = `Nama berkas terlalu panjang (maksimal ${UPLOAD_NAME_MAX_CHARS} karakter). Ganti nama berkasnya lalu pilih lagi.`;

/** Why a chosen file cannot be kept, or null. Larger than 5 MB: SPEC.md §5's message. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > LIMITS.uploadMaxBytes) return BERKAS_MESSAGES.fileTooLarge;
  if (!hasAllowedExtension(file.name)) return UNSUPPORTED_FILE_MESSAGE;
  // The server refuses longer names (they are stored and sent back in a header).
  if (file.name.length > UPLOAD_NAME_MAX_CHARS) return FILE_NAME_TOO_LONG_MESSAGE;
  return null;
}

/**
 * Reads a file into the form the intake expects: a data URL with `;name=` appended, the name
 * plain (file-name.ts; the server makes it plain again, but on Firebase the upload script is the
 * one that stores it).
 */
export function readUploadedFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string')
        resolve(encodeUploadedFile(reader.result, plainFileName(file.name)));
      else reject(new Error('unreadable'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
