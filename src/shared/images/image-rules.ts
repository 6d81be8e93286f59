import { sniffFileKind, SNIFF_BYTES, type FileKind } from '../berkas/file-kind';

/**
 * The images of content records (news, structure members, organisations…): files, never base64
 * inside a document (ORIGINAL.md §10 #39). The renderer resizes a picked picture to these sizes
 * before it uploads; both backends check the bytes again (the server here, storage.rules on
 * Firebase) and store the files apart from the records, which keep only a small reference.
 */
export const IMAGE_LIMITS = {
  /** The longest side of the image a page shows in full. */
  longestSidePx: 1600,
  /** The longest side of the thumbnail lists load instead. */
  thumbLongestSidePx: 400,
  /** Encoding quality of the browser's JPEG and WebP. */
  quality: 0.82,
  /** The largest image either backend stores: a 1600 px photo at 0.82 is well under it. */
  maxBytes: 2_097_152,
  /** The largest thumbnail. */
  thumbMaxBytes: 262_144,
  /** The longest alternative text (screen readers read all of it). */
  altMaxChars: 250,
} as const;

/** What an image may be, by its content: the types every browser shows. */
export type ImageKind = Extract<FileKind, 'jpeg' | 'png' | 'webp'>;

export const IMAGE_MIME_TYPES: Readonly<Record<ImageKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The extension a stored image is named with, so its address says what it is. */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageKind, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
};

const isImageKind = (kind: FileKind | null): kind is ImageKind =>
  kind !== null && kind in IMAGE_MIME_TYPES;

/** The image kind of some bytes by their first bytes (file-content.ts), or null. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const kind = sniffFileKind(bytes.subarray(0, SNIFF_BYTES));
  return isImageKind(kind) ? kind : null;
}

/** Which of the two files of an upload a check is about, and the field its message names. */
export type ImagePart = 'image' | 'thumbnail';

export const IMAGE_MESSAGES = {
  notImage: (part: ImagePart) =>
    `${partLabel(part)} harus berupa gambar JPEG, PNG atau WebP (dilihat dari isi berkasnya, bukan namanya).`,
  tooLarge: (part: ImagePart) =>
    `${partLabel(part)} terlalu besar (maksimal ${Math.round(maxBytesOf(part) / 1024)} KB).`,
  unreadable: (part: ImagePart) => `${partLabel(part)} tidak dapat dibaca. Pilih gambar lain.`,
  altRequired: 'Teks alternatif gambar wajib diisi.',
  altTooLong: `Teks alternatif gambar maksimal ${IMAGE_LIMITS.altMaxChars} karakter.`,
  badSize: 'Ukuran gambar tidak valid.',
  tooManyPixels: (part: ImagePart) =>
    `${partLabel(part)} terlalu lebar atau tinggi (sisi terpanjang maksimal ${longestSideOf(part)} piksel).`,
  badAddress: 'Alamat gambar tidak valid.',
  uploadFailed: 'Gambar gagal diunggah. Silakan coba lagi.',
} as const;

/** The longest side a part may have, in pixels. */
export function longestSideOf(part: ImagePart): number {
  return part === 'image' ? IMAGE_LIMITS.longestSidePx : IMAGE_LIMITS.thumbLongestSidePx;
}

function partLabel(part: ImagePart): string {
  return part === 'image' ? 'Gambar' : 'Gambar kecil (thumbnail)';
}

export function maxBytesOf(part: ImagePart): number {
  return part === 'image' ? IMAGE_LIMITS.maxBytes : IMAGE_LIMITS.thumbMaxBytes;
}

/**
 * Why these bytes cannot be stored as the given part, or null: an image by content (JPEG, PNG or
 * WebP, whatever name or type was claimed) within its size limit. Both backends decide with it.
 */
export function imageBytesProblem(bytes: Uint8Array, part: ImagePart): string | null {
  if (bytes.length === 0) return IMAGE_MESSAGES.unreadable(part);
  if (bytes.length > maxBytesOf(part)) return IMAGE_MESSAGES.tooLarge(part);
  return sniffImageKind(bytes) ? null : IMAGE_MESSAGES.notImage(part);
}
