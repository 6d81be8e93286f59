import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../../../shared/accounts';
import { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import { screen, userEvent, waitFor } from '../../test/render';
import { fakeBackend, renderAdmin, testUser } from './admin-test-utils';
import ProfilPage from './ProfilPage';

const STRONG = 'Kunang-kunang di Merapi 2025!';

function renderProfil(user: UserProfile, profile: Partial<Backend['profile']>) {
  return renderAdmin({
    backend: fakeBackend(user, { profile: profile as Backend['profile'] }),
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
    renderProfil(testUser({ foto: 'data:image/jpeg;base64,QUJD' }), { update });
    await user.click(await screen.findByRole('button', { name: 'Hapus Foto' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ foto: null }));
    expect(await screen.findByText('Foto profil telah dihapus.')).toBeInTheDocument();
  });
});
