import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import { Route, Routes } from 'react-router-dom';
import AuthActionPage, { continuesToVoterLogin } from './AuthActionPage';
import { fakeAuthBackend } from './testing';

const CODE = 'a'.repeat(43);
const STRONG = 'Reaktor-Kartini-1987!';

async function chooseNewPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Kata Sandi Baru/), STRONG);
  await user.type(screen.getByLabelText(/^Ulangi Kata Sandi/), STRONG);
  await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
}

// Typing whole forms is slow on a busy machine; the default 5 s is too tight.
describe('AuthActionPage', { timeout: 15_000 }, () => {
  it('says the link is invalid when the code is missing', async () => {
    render(<AuthActionPage />, {
      route: '/auth/action?mode=resetPassword',
      backend: fakeAuthBackend(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tautan tidak valid atau telah kedaluwarsa.',
    );
    expect(screen.getByRole('link', { name: 'Minta Tautan Baru' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('does not know other actions', async () => {
    render(<AuthActionPage />, {
      route: `/auth/action?mode=verifyEmail&oobCode=${CODE}`,
      backend: fakeAuthBackend(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tipe aksi tidak dikenali.');
  });

  it('sets the new password, then offers "Lanjutkan ke Login"', async () => {
    const resetPassword = vi.fn(() =>
      Promise.resolve(
        'Kata sandi Anda telah berhasil diubah. Silakan masuk dengan kata sandi baru.',
      ),
    );
    render(<AuthActionPage />, {
      route: `/auth/action?mode=resetPassword&oobCode=${CODE}`,
      backend: fakeAuthBackend({ resetPassword }),
    });
    await chooseNewPassword();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kata sandi Anda telah berhasil diubah.',
    );
    expect(resetPassword).toHaveBeenCalledWith(CODE, STRONG);
    expect(screen.getByRole('link', { name: 'Lanjutkan ke Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the server’s message when the link has expired', async () => {
    const resetPassword = vi.fn(() =>
      Promise.reject(
        new BackendError('RESET_INVALID', 'Tautan tidak valid atau telah kedaluwarsa.', 400),
      ),
    );
    render(<AuthActionPage />, {
      route: `/auth/action?mode=resetPassword&oobCode=${CODE}`,
      backend: fakeAuthBackend({ resetPassword }),
    });
    await chooseNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tautan tidak valid atau telah kedaluwarsa.',
    );
  });

  it('wants the same password twice', async () => {
    const resetPassword = vi.fn();
    render(<AuthActionPage />, {
      route: `/auth/action?mode=resetPassword&oobCode=${CODE}`,
      backend: fakeAuthBackend({ resetPassword }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Kata Sandi Baru/), STRONG);
    await user.type(screen.getByLabelText(/^Ulangi Kata Sandi/), 'lain');
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
    expect(await screen.findByText('Kata sandi tidak sama.')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('sends a voter’s Firebase reset link (continuing to /login-pemilih) to the voter reset page', async () => {
    const continueUrl = encodeURIComponent(`${window.location.origin}/login-pemilih`);
    render(
      <Routes>
        <Route path="/auth/action" element={<AuthActionPage />} />
        <Route path="/reset-sandi-pemilih" element={<p>Reset pemilih</p>} />
      </Routes>,
      {
        route: `/auth/action?mode=resetPassword&oobCode=${CODE}&continueUrl=${continueUrl}`,
        backend: fakeAuthBackend(),
      },
    );
    expect(await screen.findByText('Reset pemilih')).toBeInTheDocument();
    expect(continuesToVoterLogin('https://situs-lain.example/login-pemilih')).toBe(false);
    expect(continuesToVoterLogin('bukan alamat')).toBe(false);
  });
});
