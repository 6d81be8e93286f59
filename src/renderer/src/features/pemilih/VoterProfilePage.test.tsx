import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { VOTER_MESSAGES, type VoterProfile } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import VoterProfilePage from './VoterProfilePage';
import { fakeVoter, fakeVoterBackend } from './testing';

function renderAt(backend: ReturnType<typeof fakeVoterBackend>) {
  return render(
    <Routes>
      <Route path="/profil-pemilih" element={<VoterProfilePage />} />
      <Route path="/login-pemilih" element={<p>Halaman masuk pemilih</p>} />
    </Routes>,
    { route: '/profil-pemilih', backend },
  );
}

describe('VoterProfilePage', { timeout: 15_000 }, () => {
  it('sends a voter who is not signed in to /login-pemilih', async () => {
    renderAt(fakeVoterBackend());
    expect(await screen.findByText('Halaman masuk pemilih')).toBeInTheDocument();
  });

  it('shows the voter’s data, says "Menyimpan..." while saving, then the green message', async () => {
    let finish: (voter: VoterProfile) => void = () => undefined;
    const updateProfile = vi.fn(() => new Promise<VoterProfile>((resolve) => (finish = resolve)));
    renderAt(fakeVoterBackend({ current: () => Promise.resolve(fakeVoter()), updateProfile }));
    const name = await screen.findByRole('textbox', { name: /^Nama Lengkap/ });
    expect(name).toHaveValue('Sari Wulandari');
    expect(screen.getByRole('textbox', { name: /^NIM/ })).toHaveValue('022300017');
    expect(screen.getByRole('button', { name: 'Hapus Foto' })).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Sari W.');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    finish(fakeVoter({ namaLengkap: 'Sari W.' }));
    expect(await screen.findByText(VOTER_MESSAGES.profileSaved)).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith({
      namaLengkap: 'Sari W.',
      nim: '022300017',
      prodi: 'Elektronika Instrumentasi',
      foto: null,
    });
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard-pemilih',
    );
  });

  it('a refusal shows the red message and the reason under its field', async () => {
    const updateProfile = vi.fn(() =>
      Promise.reject(
        new BackendError('CONFLICT', VOTER_MESSAGES.identityLocked, 409, {
          nim: VOTER_MESSAGES.identityLocked,
        }),
      ),
    );
    renderAt(fakeVoterBackend({ current: () => Promise.resolve(fakeVoter()), updateProfile }));
    const nim = await screen.findByRole('textbox', { name: /^NIM/ });
    const user = userEvent.setup();
    await user.clear(nim);
    await user.type(nim, '022300018');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    const failed = await screen.findByText(VOTER_MESSAGES.profileFailed);
    expect(failed.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText(VOTER_MESSAGES.identityLocked)).toBeInTheDocument();
  });

  it('a locked name shows the reason under Nama Lengkap', async () => {
    const updateProfile = vi.fn(() =>
      Promise.reject(
        new BackendError('CONFLICT', VOTER_MESSAGES.identityLocked, 409, {
          namaLengkap: VOTER_MESSAGES.identityLocked,
        }),
      ),
    );
    renderAt(fakeVoterBackend({ current: () => Promise.resolve(fakeVoter()), updateProfile }));
    const name = await screen.findByRole('textbox', { name: /^Nama Lengkap/ });
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Nama Lain');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    await screen.findByText(VOTER_MESSAGES.profileFailed);
    expect(name).toHaveAccessibleDescription(VOTER_MESSAGES.identityLocked);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('Hapus Foto removes a photo before saving', async () => {
    const voter = fakeVoter({ foto: 'data:image/jpeg;base64,/9j/4AAQ' });
    const updateProfile = vi.fn(() => Promise.resolve({ ...voter, foto: null }));
    renderAt(fakeVoterBackend({ current: () => Promise.resolve(voter), updateProfile }));
    expect(
      await screen.findByRole('img', { name: 'Foto profil Sari Wulandari' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hapus Foto' }));
    expect(screen.getByRole('img', { name: 'Belum ada foto Sari Wulandari' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText(VOTER_MESSAGES.profileSaved)).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledWith(expect.objectContaining({ foto: null }));
  });
});
