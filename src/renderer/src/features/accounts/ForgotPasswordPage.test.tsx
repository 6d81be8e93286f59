import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import { fakeAuthBackend } from './testing';

describe('ForgotPasswordPage', () => {
  it('shows the server’s message, which is the same for every email', async () => {
    const message =
      'Jika email tersebut terdaftar, tautan untuk mengatur ulang kata sandi telah dikirim.';
    const requestPasswordReset = vi.fn(() => Promise.resolve(message));
    render(<ForgotPasswordPage />, {
      route: '/forgot-password',
      backend: fakeAuthBackend({ requestPasswordReset }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'siapa@bem.demo');
    await user.click(screen.getByRole('button', { name: 'Kirim Tautan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(requestPasswordReset).toHaveBeenCalledWith('siapa@bem.demo');
    expect(screen.getByRole('link', { name: 'Kembali ke halaman masuk' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
