import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import RegisterPanitiaPage from './RegisterPanitiaPage';
import { fakeAuthBackend } from './testing';

const STRONG = 'Reaktor-Kartini-1987!';

// Typing whole forms is slow on a busy machine; the default 5 s is too tight.
describe('RegisterPanitiaPage', { timeout: 60_000 }, () => {
  it('sends the registration and puts "email taken" under the email field', async () => {
    const registerPanitia = vi.fn(() =>
      Promise.reject(new BackendError('EMAIL_TAKEN', 'Email ini sudah terdaftar.', 409)),
    );
    render(<RegisterPanitiaPage />, {
      route: '/register-panitia',
      backend: fakeAuthBackend({ registerPanitia }),
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Daftar Panitia Pemilihan' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nama Lengkap/), 'Sari Dewi');
    await user.type(screen.getByLabelText(/^Organisasi/), 'HIMA Elektro Mekanika');
    await user.type(screen.getByLabelText(/^Email/), 'sari@polteknuklir.ac.id');
    await user.type(screen.getByLabelText(/^Kata Sandi/), STRONG);
    await user.type(screen.getByLabelText(/^Ulangi Kata Sandi/), STRONG);
    await user.click(screen.getByRole('checkbox', { name: /Saya menyetujui/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Email ini sudah terdaftar.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Email ini sudah terdaftar.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(registerPanitia).toHaveBeenCalledWith({
      namaTampilan: 'Sari Dewi',
      organisasi: 'HIMA Elektro Mekanika',
      email: 'sari@polteknuklir.ac.id',
      password: STRONG,
    });
  });
});
