import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from '../../../../shared/images/image-ref';
import { IMAGE_MESSAGES } from '../../../../shared/images/image-rules';
import { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import {
  ImagePreparationError,
  PREPARE_IMAGE_MESSAGES,
  prepareImage,
  type PreparedImage,
} from '../../lib/prepare-image';
import type * as PrepareImageModule from '../../lib/prepare-image';
import { render, screen, userEvent, waitFor } from '../../test/render';
import { ImageField } from './ImageField';
import type { ImageDraft } from './image-field-state';

// jsdom has no canvas or createImageBitmap: the resizing itself is lib/prepare-image.ts's.
vi.mock('../../lib/prepare-image', async (original) => ({
  ...(await original<typeof PrepareImageModule>()),
  prepareImage: vi.fn(),
}));

const prepared: PreparedImage = {
  image: new Blob(['besar'], { type: 'image/webp' }),
  thumbnail: new Blob(['kecil'], { type: 'image/webp' }),
  width: 1600,
  height: 1200,
};
const stored: UploadedImage = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  url: '/api/images/AbCdEfGhIjKlMnOpQrStUv.webp',
  thumbUrl: '/api/images/ZyXwVuTsRqPoNmLkJiHgFe.webp',
  width: 1600,
  height: 1200,
};
const photo = () => new File(['foto'], 'pelantikan.jpg', { type: 'image/jpeg' });

/** The field in a form that keeps its value, reporting every change. */
function Form(props: {
  initial?: ImageDraft | null;
  onChange?: (value: ImageDraft | null) => void;
}) {
  const [value, setValue] = useState<ImageDraft | null>(props.initial ?? null);
  return (
    <ImageField
      label="Foto Pengurus"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

function renderField(images: Partial<Backend['images']>, props: Parameters<typeof Form>[0] = {}) {
  return render(<Form {...props} />, {
    backend: { images: images as Backend['images'] },
    fileBase: 'https://server.test',
  });
}

beforeEach(() => {
  vi.mocked(prepareImage).mockResolvedValue(prepared);
  URL.createObjectURL = vi.fn(() => 'blob:pratinjau');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.mocked(prepareImage).mockReset();
});

describe('ImageField', () => {
  it('resizes the chosen picture, uploads it with its progress, then asks for its description', async () => {
    const user = userEvent.setup();
    let finish: (image: UploadedImage) => void = () => undefined;
    let report: (fraction: number) => void = () => undefined;
    const upload = vi.fn(
      (_image: PreparedImage, onProgress?: (fraction: number) => void) =>
        new Promise<UploadedImage>((resolve) => {
          finish = resolve;
          report = onProgress ?? report;
        }),
    );
    const onChange = vi.fn();
    renderField({ upload }, { onChange });

    await user.upload(screen.getByLabelText('Foto Pengurus', { selector: 'input' }), photo());
    expect(prepareImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'pelantikan.jpg' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(prepared, expect.any(Function)));
    report(0.45);
    expect(await screen.findByText('Mengunggah gambar… 45%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Kemajuan unggahan gambar' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );

    finish(stored);
    const alt = await screen.findByRole('textbox', { name: /Teks Alternatif/ });
    expect(onChange).toHaveBeenLastCalledWith({ ...stored, alt: '' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.type(alt, 'Pelantikan pengurus');
    expect(onChange).toHaveBeenLastCalledWith({ ...stored, alt: 'Pelantikan pengurus' });
    expect(screen.getByRole('img', { name: 'Pelantikan pengurus' })).toHaveAttribute(
      'src',
      'blob:pratinjau',
    );
  });

  it('shows a stored image at the server’s address, and removes it from the record', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderField({}, { initial: { ...stored, alt: 'Logo BEM' }, onChange });
    expect(await screen.findByRole('img', { name: 'Logo BEM' })).toHaveAttribute(
      'src',
      `https://server.test${stored.thumbUrl}`,
    );
    await user.click(screen.getByRole('button', { name: 'Hapus Gambar' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pilih Gambar' })).toBeInTheDocument();
  });

  it('shows the backend’s reason when it refuses the image, and keeps the field empty', async () => {
    const user = userEvent.setup();
    const message = IMAGE_MESSAGES.notImage('image');
    const upload = vi.fn(() =>
      Promise.reject(
        new BackendError('VALIDATION', 'Data yang dikirim tidak valid.', 400, { image: message }),
      ),
    );
    const onChange = vi.fn();
    renderField({ upload }, { onChange });
    await user.upload(screen.getByLabelText('Foto Pengurus', { selector: 'input' }), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: /Teks Alternatif/ })).not.toBeInTheDocument();
  });

  it('says why a picture cannot be prepared, without uploading anything', async () => {
    const user = userEvent.setup();
    vi.mocked(prepareImage).mockRejectedValue(
      new ImagePreparationError(PREPARE_IMAGE_MESSAGES.unreadable),
    );
    const upload = vi.fn();
    renderField({ upload });
    await user.upload(screen.getByLabelText('Foto Pengurus', { selector: 'input' }), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(PREPARE_IMAGE_MESSAGES.unreadable);
    expect(upload).not.toHaveBeenCalled();
  });
});
