/**
 * An in-memory stand-in for `firebase/storage`, for adapter tests that mock the module with it:
 * objects by path with their content type; download links name the path.
 */
export const fakeStorage = {
  objects: new Map<string, { bytes: Uint8Array; contentType: string | undefined }>(),
  reset() {
    this.objects.clear();
  },
};

export const ref = (_storage: unknown, path: string) => ({ fullPath: path });

export async function uploadBytes(
  object: { fullPath: string },
  bytes: Uint8Array,
  metadata?: { contentType?: string },
) {
  fakeStorage.objects.set(object.fullPath, { bytes, contentType: metadata?.contentType });
  return { ref: object };
}

export const uploadBytesResumable = () => {
  throw new Error('not used by these tests');
};

export async function getDownloadURL(object: { fullPath: string }) {
  if (!fakeStorage.objects.has(object.fullPath))
    throw Object.assign(new Error('missing'), { code: 'storage/object-not-found' });
  return `https://storage.test/${encodeURIComponent(object.fullPath)}?alt=media`;
}

export async function getBlob(object: { fullPath: string }) {
  const stored = fakeStorage.objects.get(object.fullPath);
  if (!stored) throw Object.assign(new Error('missing'), { code: 'storage/object-not-found' });
  return new Blob([Uint8Array.from(stored.bytes)], { type: stored.contentType });
}

export async function deleteObject(object: { fullPath: string }) {
  fakeStorage.objects.delete(object.fullPath);
}
