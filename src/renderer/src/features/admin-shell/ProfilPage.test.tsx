import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfilePhoto, UserProfile } from '../../../../shared/accounts';
import { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import { screen, userEvent, waitFor } from '../../test/render';
import { prepareImage, type PreparedImage } from '../../lib/prepare-image';
import type * as PrepareImageModule from '../../lib/prepare-image';
import { fakeBackend, renderAdmin, testUser } from './admin-test-utils';
import ProfilPage from './ProfilPage';
import { PROFILE_PHOTO_LONGEST_SIDE_PX } from './ProfileCard';

// jsdom has no canvas or createImageBitmap: the resizing itself is lib/prepare-image.ts's.
vi.mock('../../lib/prepare-image', async (original) => ({
  ...(await original<typeof PrepareImageModule>()),
  prepareImage: vi.fn(),
}));
afterEach(() => vi.mocked(prepareImage).mockReset());

const PHOTO: ProfilePhoto = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  url: '/api/images/AbCdEfGhIjKlMnOpQrStUv.webp',
  thumbUrl: '/api/images/ZyXwVuTsRqPoNmLkJiHgFe.webp',
  width: 300,
  height: 400,
};

const STRONG = 'Kunang-kunang di Merapi 2025!';

function renderProfil(
  user: UserProfile,
  profile: Partial<Backend['profile']>,
  images: Partial<Backend['images']> = {},
) {
  return renderAdmin({
    backend: fakeBackend(user, {
      profile: profile as Backend['profile'],
      images: images as Backend['images'],
    }),
    // The desktop app's case: stored files come from the server's origin.
    fileBase: 'https://server.test',
    route: '/admin/profil',
    path: 'profil',
    page: <ProfilPage />,
  });
}

describe('ProfilPage', () => {
  it('shows the account with ministry and role read-only', async () => {
    renderProfil(testUser(), {});
    expect(
      await screen.findByRole('heading', { name: 'Edit Profil', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('keuangan@bem.demo')).toBeInTheDocument();
    expect(screen.getByText('Kementerian dan peran diatur oleh Master Admin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ganti Foto' })).toBeInTheDocument();
    // Nothing to remove without a photo.
    expect(screen.queryByRole('button', { name: 'Hapus Foto' })).not.toBeInTheDocument();
  });

  it('refuses a new password that is not repeated exactly', async () => {
    const user = userEvent.setup();
    const changePassword = vi.fn();
    renderProfil(testUser(), { changePassword });
    await user.type(await screen.findByLabelText(/^Kata Sandi Saat Ini/), 'sandi-lama-saya');
    await user.type(screen.getByLabelText(/^Kata Sandi Baru/), STRONG);
    await user.type(screen.getByLabelText(/^Ulangi Kata Sandi Baru/), `${STRONG}x`);
    await user.click(screen.getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await screen.findByText('Kata sandi baru tidak sama.')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows a wrong current password under that field', async () => {
    const user = userEvent.setup();
    const changePassword = vi.fn(() =>
      Promise.reject(new BackendError('CURRENT_PASSWORD_WRONG', 'Kata sandi saat ini salah.', 400)),
    );
    renderProfil(testUser(), { changePassword });
    const current = await screen.findByLabelText(/^Kata Sandi Saat Ini/);
    await user.type(current, 'bukan-sandi-saya');
    await user.type(screen.getByLabelText(/^Kata Sandi Baru/), STRONG);
    await user.type(screen.getByLabelText(/^Ulangi Kata Sandi Baru/), STRONG);
    await user.click(screen.getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await screen.findByText('Kata sandi saat ini salah.')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('Kata sandi saat ini salah.');
    expect(changePassword).toHaveBeenCalledWith('bukan-sandi-saya', STRONG);
  });

  it('changes the password and says so', async () => {
    const user = userEvent.setup();
    const changePassword = vi.fn(() => Promise.resolve('Kata sandi berhasil diubah.'));
    renderProfil(testUser(), { changePassword });
    const current = await screen.findByLabelText(/^Kata Sandi Saat Ini/);
    await user.type(current, 'sandi-lama-saya');
    await user.type(screen.getByLabelText(/^Kata Sandi Baru/), STRONG);
    await user.type(screen.getByLabelText(/^Ulangi Kata Sandi Baru/), STRONG);
    await user.click(screen.getByRole('button', { name: 'Ubah Kata Sandi' }));
    expect(await screen.findByText('Kata sandi berhasil diubah.')).toBeInTheDocument();
    expect(current).toHaveValue('');
  });

  it('saves the display name', async () => {
    const user = userEvent.setup();
    const update = vi.fn((changes: { namaTampilan?: string }) =>
      Promise.resolve(testUser({ namaTampilan: changes.namaTampilan })),
    );
    renderProfil(testUser(), { update });
    const name = await screen.findByLabelText(/^Nama Tampilan/);
    await user.clear(name);
    await user.type(name, '  Rina Bendahara ');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Profil berhasil diperbarui!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ namaTampilan: 'Rina Bendahara' });
  });

  it('shows the server error when saving fails', async () => {
    const user = userEvent.setup();
    const update = vi.fn(() => Promise.reject(BackendError.fromCode('INTERNAL', 500)));
    renderProfil(testUser(), { update });
    const name = await screen.findByLabelText(/^Nama Tampilan/);
    await user.clear(name);
    await user.type(name, 'Rina Bendahara');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    const message = await screen.findByText('Terjadi kesalahan pada server. Silakan coba lagi.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
  });

  it('removes the photo', async () => {
    const user = userEvent.setup();
    const update = vi.fn(() => Promise.resolve(testUser()));
    renderProfil(testUser({ foto: PHOTO }), { update });
    // The photo is its small file, from where the backend serves images.
    const avatars = await screen.findAllByRole('img', { name: 'Admin Keuangan' });
    expect(avatars[0]).toHaveAttribute('src', `https://server.test${PHOTO.thumbUrl}`);
    await user.click(await screen.findByRole('button', { name: 'Hapus Foto' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ foto: null }));
    expect(await screen.findByText('Foto profil telah dihapus.')).toBeInTheDocument();
  });

  it('uploads a chosen photo as an image file with its progress, then refers to it', async () => {
    const user = userEvent.setup();
    const prepared: PreparedImage = {
      image: new Blob(['foto'], { type: 'image/webp' }),
      thumbnail: new Blob(['foto'], { type: 'image/webp' }),
      width: 300,
      height: 400,
    };
    vi.mocked(prepareImage).mockResolvedValue(prepared);
    let finish: (photo: ProfilePhoto) => void = () => undefined;
    const upload = vi.fn(
      (_image: PreparedImage, onProgress?: (fraction: number) => void) =>
        new Promise<ProfilePhoto>((resolve) => {
          onProgress?.(0.4);
          finish = resolve;
        }),
    );
    const update = vi.fn(() => Promise.resolve(testUser({ foto: PHOTO })));
    const { container } = renderProfil(testUser(), { update }, { upload });
    await screen.findByRole('button', { name: 'Ganti Foto' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['foto'], 'saya.png', { type: 'image/png' }));

    expect(await screen.findByText('Mengunggah gambar… 40%')).toBeInTheDocument();
    expect(prepareImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'saya.png' }), {
      longestSidePx: PROFILE_PHOTO_LONGEST_SIDE_PX,
    });
    expect(upload).toHaveBeenCalledWith(prepared, expect.any(Function));
    finish(PHOTO);
    await waitFor(() => expect(update).toHaveBeenCalledWith({ foto: PHOTO }));
    expect(await screen.findByText('Foto profil berhasil diperbarui.')).toBeInTheDocument();
  });

  it('says why a refused photo was not saved, and keeps the profile as it was', async () => {
    const user = userEvent.setup();
    vi.mocked(prepareImage).mockResolvedValue({
      image: new Blob(['x']),
      thumbnail: new Blob(['x']),
      width: 1,
      height: 1,
    });
    const message =
      'Gambar harus berupa gambar JPEG, PNG atau WebP (dilihat dari isi berkasnya, bukan namanya).';
    const upload = vi.fn(() =>
      Promise.reject(new BackendError('VALIDATION', 'Data tidak valid.', 400, { image: message })),
    );
    const update = vi.fn();
    const { container } = renderProfil(testUser(), { update }, { upload });
    await screen.findByRole('button', { name: 'Ganti Foto' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'bukan.png', { type: 'image/png' }));
    expect(await screen.findByText('Gagal menyimpan foto profil.')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
