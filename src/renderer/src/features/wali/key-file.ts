import type { TrusteeView } from '../../backend/trustee-api';

/** The `jenis` that marks a trustee's key file (and no other JSON file). */
export const KEY_FILE_KIND = 'kunci-wali-belenios';

/** Nobody's key file is this large; anything bigger is some other file, refused unread. */
export const KEY_FILE_MAX_BYTES = 16 * 1024;

export const KEY_FILE_TEXT = {
  notKeyFile: 'Berkas ini bukan berkas kunci wali.',
  otherElection: 'Berkas kunci ini milik pemilihan lain.',
  otherTrustee: (posisi: number, mine: number) =>
    `Berkas kunci ini milik wali ${posisi}, sedangkan Anda wali ${mine}.`,
  unreadable: 'Berkas tidak dapat dibaca.',
  hint: 'Berkas kunci wali pemilihan BEM KM. Simpan di tempat aman (flashdisk/penyimpanan pribadi) sampai hasil dipublikasikan. Jangan kirim ke siapa pun, termasuk panitia: siapa pun yang memegang berkas ini dapat bertindak sebagai Anda dalam membuka hasil.',
} as const;

/** Belenios' step-1 seed: 22 Base58 characters. */
const SEED = /^[1-9A-HJ-NP-Za-km-z]{22}$/;

/** Where the key file is saved: it names the election's UUID and the trustee's position. */
export const keyFileName = (view: Pick<TrusteeView, 'uuid' | 'posisi'>): string =>
  `kunci-wali-${view.uuid}-${view.posisi}.json`;

/** The key file's text: the seed with what names its election and position, and a hint. */
export function keyFileText(
  view: Pick<TrusteeView, 'uuid' | 'posisi' | 'namaPemilihan'>,
  seed: string,
): string {
  const file = {
    jenis: KEY_FILE_KIND,
    uuid: view.uuid,
    posisi: view.posisi,
    namaPemilihan: view.namaPemilihan,
    benih: seed,
    petunjuk: KEY_FILE_TEXT.hint,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * The seed of a key file read back, checked against the trustee's own view: the right kind, the
 * same election, the same position. Otherwise the reason, in Indonesian.
 */
export function readKeyFile(
  text: string,
  view: Pick<TrusteeView, 'uuid' | 'posisi'>,
): { seed: string } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: KEY_FILE_TEXT.notKeyFile };
  }
  if (typeof json !== 'object' || json === null) return { problem: KEY_FILE_TEXT.notKeyFile };
  const { jenis, uuid, posisi, benih } = json as Record<string, unknown>;
  if (jenis !== KEY_FILE_KIND || typeof benih !== 'string' || !SEED.test(benih))
    return { problem: KEY_FILE_TEXT.notKeyFile };
  if (uuid !== view.uuid) return { problem: KEY_FILE_TEXT.otherElection };
  if (posisi !== view.posisi)
    return {
      problem:
        typeof posisi === 'number'
          ? KEY_FILE_TEXT.otherTrustee(posisi, view.posisi)
          : KEY_FILE_TEXT.notKeyFile,
    };
  return { seed: benih };
}

/** Reads a picked file locally (never uploaded) and checks it as readKeyFile does. */
export async function readPickedKeyFile(
  file: File,
  view: Pick<TrusteeView, 'uuid' | 'posisi'>,
): Promise<{ seed: string } | { problem: string }> {
  if (file.size > KEY_FILE_MAX_BYTES) return { problem: KEY_FILE_TEXT.notKeyFile };
  try {
    return readKeyFile(await file.text(), view);
  } catch {
    return { problem: KEY_FILE_TEXT.unreadable };
  }
}
