import { useState } from 'react';
import type { UploadedImage } from '../../../../shared/images/image-ref';
import { useBackend } from '../../backend/use-backend';
import { prepareImage, type PreparedImage } from '../../lib/prepare-image';

/** Where an upload is: nothing, resizing in the browser, or sending with its percentage. */
export type ImageUploadState =
  { state: 'idle' } | { state: 'preparing' } | { state: 'uploading'; percent: number };

/**
 * Choosing a picture, resized in the browser (lib/prepare-image.ts) and uploaded through the
 * backend's images api with its progress: what ImageField and the profile photo share. `upload`
 * resolves to the stored image or throws (ImagePreparationError, BackendError) for the caller to
 * show; `onPrepared` sees the resized picture before it is sent (a local preview).
 */
export function useImageUpload(options: { longestSidePx?: number } = {}) {
  const backend = useBackend();
  const [progress, setProgress] = useState<ImageUploadState>({ state: 'idle' });

  async function upload(
    file: File,
    onPrepared?: (prepared: PreparedImage) => void,
  ): Promise<UploadedImage> {
    setProgress({ state: 'preparing' });
    try {
      const prepared =
        options.longestSidePx === undefined
          ? await prepareImage(file)
          : await prepareImage(file, { longestSidePx: options.longestSidePx });
      onPrepared?.(prepared);
      setProgress({ state: 'uploading', percent: 0 });
      const ready = await backend;
      return await ready.images.upload(prepared, (fraction) =>
        setProgress({ state: 'uploading', percent: Math.round(fraction * 100) }),
      );
    } finally {
      setProgress({ state: 'idle' });
    }
  }

  return { progress, upload, busy: progress.state !== 'idle' };
}
