import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent, within } from '../../test/render';
import RegisterPage from './RegisterPage';
import { fakeAuthBackend } from './testing';

const STRONG = 'Reaktor-Kartini-1987!';

/** Fills a field in one input event: typing a strong password key by key re-rates it each time. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillForm(options: { confirm?: string } = {}) {
  const user = userEvent.setup();
  await fill(user, await screen.findByLabelText(/^Nama Lengkap/), 'Budi Santoso');
  await fill(user, screen.getByLabelText(/^Email/), 'budi@polteknuklir.ac.id');
  await fill(user, screen.getByLabelText(/^Kata Sandi/), STRONG);
  await fill(user, screen.getByLabelText(/^Ulangi Kata Sandi/), options.confirm ?? STRONG);
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Kementerian/ }),
    'Kementerian Keuangan',
  );
  await user.click(screen.getByRole('checkbox', { name: /Saya menyetujui/ }));
  return user;
}

// Typing whole forms is slow on a busy machine; the default 5 s is too tight.
describe('RegisterPage', { timeout: 60_000 }, () => {
  it('says when the two passwords differ, without asking the server', async () => {
    const registerAdmin = vi.fn();
    render(<RegisterPage />, { route: '/register', backend: fakeAuthBackend({ registerAdmin }) });
    const user = await fillForm({ confirm: `${STRONG}x` });
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Kata sandi tidak sama.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ulangi Kata Sandi/)).toHaveAttribute('aria-invalid', 'true');
    expect(registerAdmin).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under their fields', async () => {
    const registerAdmin = vi.fn(() =>
      Promise.reject(
        new BackendError('VALIDATION', 'Data yang dikirim tidak valid.', 400, {
          namaTampilan: 'Nama minimal 2 karakter.',
          email: 'Alamat email tidak valid.',
        }),
      ),
    );
    render(<RegisterPage />, { route: '/register', backend: fakeAuthBackend({ registerAdmin }) });
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    const nameError = await screen.findByText('Nama minimal 2 karakter.');
    expect(nameError).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/^Nama Lengkap/)).toHaveAccessibleDescription(
      'Nama minimal 2 karakter.',
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Alamat email tidak valid.',
    );
    expect(registerAdmin).toHaveBeenCalledWith({
      namaTampilan: 'Budi Santoso',
      email: 'budi@polteknuklir.ac.id',
      password: STRONG,
      kementerian: 'Kementerian Keuangan',
    });
  });

  it('requires the terms and a password that is not easy to guess', async () => {
    const registerAdmin = vi.fn();
    render(<RegisterPage />, { route: '/register', backend: fakeAuthBackend({ registerAdmin }) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Kata Sandi/), 'password123');
    await user.type(screen.getByLabelText(/^Ulangi Kata Sandi/), 'password123');
    expect(await screen.findByText('Kekuatan kata sandi: Lemah')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(
      await screen.findByText('Anda harus menyetujui Syarat dan Ketentuan.'),
    ).toBeInTheDocument();
    // The placeholder option is not a ministry, and cannot be picked back once left.
    const kementerian = screen.getByRole('combobox', { name: /^Kementerian/ });
    expect(kementerian).toHaveValue('');
    expect(kementerian).toHaveAccessibleDescription('Pilih kementerian dari daftar.');
    expect(screen.getByRole('option', { name: 'Pilih kementerian' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Syarat dan Ketentuan' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(registerAdmin).not.toHaveBeenCalled();
  });

  it('rejects a weak password on the client and shows the server’s message on success', async () => {
    const registerAdmin = vi.fn(() =>
      Promise.resolve('Pendaftaran terkirim. Akun Anda akan aktif setelah disetujui.'),
    );
    render(<RegisterPage />, { route: '/register', backend: fakeAuthBackend({ registerAdmin }) });
    const user = await fillForm({ confirm: 'budisantoso' });
    const password = screen.getByLabelText(/^Kata Sandi/);
    await user.clear(password);
    await user.type(password, 'budisantoso');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText(/Kata sandi terlalu mudah ditebak/)).toBeInTheDocument();
    expect(registerAdmin).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, STRONG);
    const confirm = screen.getByLabelText(/^Ulangi Kata Sandi/);
    await user.clear(confirm);
    await user.type(confirm, STRONG);
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(/Pendaftaran terkirim/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman masuk' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
