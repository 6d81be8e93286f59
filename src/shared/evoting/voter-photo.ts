/**
 * The voter's photo (SPEC.md §3, §5, §9): resized in the browser to 300 px wide, JPEG quality
 * 0.8, and stored as a data URL in the voter's own record. Both backends check what arrives by
 * its bytes (a JPEG by its markers, its width from its frame header), never by the claimed type.
 */
export const VOTER_PHOTO = {
  widthPx: 300,
  quality: 0.8,
} as const;

export const VOTER_PHOTO_PREFIX = 'data:image/jpeg;base64,';

export const VOTER_PHOTO_MESSAGES = {
  notJpeg: 'Foto harus berupa gambar JPEG.',
  tooWide: `Lebar foto maksimal ${VOTER_PHOTO.widthPx} piksel.`,
} as const;

/** Markers of a frame header (SOF0–SOF15 without DHT, JPG and DAC), which carry the size. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM and RST0–RST7. */
const standsAlone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Width and height of a JPEG from its frame header, reading segment headers only (no decoding),
 * or null when the bytes are no JPEG or end before a frame header.
 */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 3 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // 0xFF fill bytes may pad a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: not a picture we can measure.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return null;
    if (isFrameHeader(marker)) {
      if (at + 8 >= bytes.length) return null;
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** The bytes of a base64 text (atob is global in browsers and Node alike). */
function base64Bytes(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * What is wrong with a photo data URL the voter's profile would store, or null: it must be a
 * JPEG by its bytes, at most VOTER_PHOTO.widthPx wide. (The schema has checked its form and
 * length already.)
 */
export function voterPhotoProblem(dataUrl: string): string | null {
  if (!dataUrl.startsWith(VOTER_PHOTO_PREFIX)) return VOTER_PHOTO_MESSAGES.notJpeg;
  const bytes = base64Bytes(dataUrl.slice(VOTER_PHOTO_PREFIX.length));
  const size = bytes ? jpegSize(bytes) : null;
  if (!size) return VOTER_PHOTO_MESSAGES.notJpeg;
  return size.width > VOTER_PHOTO.widthPx ? VOTER_PHOTO_MESSAGES.tooWide : null;
}
