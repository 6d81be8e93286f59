import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/backend-error';
import { render, screen, userEvent } from '../../test/render';
import LoginPage from './LoginPage';
import { fakeAuthBackend, fakeUser } from './testing';

function renderLogin(backend: ReturnType<typeof fakeAuthBackend>, route = '/login') {
  return render(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/admin" element={<p>Halaman admin</p>} />
      <Route path="/" element={<p>Halaman beranda</p>} />
      <Route path="/admin/profil" element={<p>Halaman profil</p>} />
      <Route path="/request-pemilihan" element={<p>Halaman panitia</p>} />
    </Routes>,
    { route, backend },
  );
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Kata Sandi/), password);
  await user.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('LoginPage', () => {
  it('shows the message the server gives for a failed sign-in', async () => {
    const signIn = vi.fn(() =>
      Promise.reject(new BackendError('WRONG_CREDENTIALS', 'Email atau kata sandi salah.', 401)),
    );
    renderLogin(fakeAuthBackend({ signIn }));
    await signInWith('siapa@bem.demo', 'salah-sekali');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah.');
    expect(signIn).toHaveBeenCalledWith('siapa@bem.demo', 'salah-sekali');
  });

  it('sends an admin to /admin', async () => {
    const admin = fakeUser({ role: 'admin' });
    renderLogin(fakeAuthBackend({ signIn: () => Promise.resolve(admin) }));
    await signInWith('sekjen@bem.demo', 'demo-bem-2025');
    expect(await screen.findByText('Halaman admin')).toBeInTheDocument();
  });

  it('sends an election committee account to its requests and elections, /request-pemilihan', async () => {
    const panitia = fakeUser({ role: 'panitia_requestor', kementerian: null });
    renderLogin(fakeAuthBackend({ signIn: () => Promise.resolve(panitia) }));
    await signInWith('panitia@bem.demo', 'demo-bem-2025');
    expect(await screen.findByText('Halaman panitia')).toBeInTheDocument();
  });

  it('sends an account still waiting for approval home', async () => {
    const waiting = fakeUser({ role: 'pending_panitia', kementerian: null });
    renderLogin(fakeAuthBackend({ signIn: () => Promise.resolve(waiting) }));
    await signInWith('baru@bem.demo', 'demo-bem-2025');
    expect(await screen.findByText('Halaman beranda')).toBeInTheDocument();
  });

  it('follows a same-site ?redirect= but never another site', async () => {
    const admin = fakeUser({ role: 'master' });
    const first = renderLogin(
      fakeAuthBackend({ signIn: () => Promise.resolve(admin) }),
      '/login?redirect=%2Fadmin%2Fprofil',
    );
    await signInWith('master@bem.demo', 'demo-bem-2025');
    expect(await screen.findByText('Halaman profil')).toBeInTheDocument();
    first.unmount();

    renderLogin(
      fakeAuthBackend({ signIn: () => Promise.resolve(admin) }),
      '/login?redirect=%2F%2Fevil.example%2F',
    );
    await signInWith('master@bem.demo', 'demo-bem-2025');
    expect(await screen.findByText('Halaman admin')).toBeInTheDocument();
  });

  it('checks the fields before asking the server', async () => {
    const signIn = vi.fn();
    renderLogin(fakeAuthBackend({ signIn }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Alamat email tidak valid.')).toBeInTheDocument();
    expect(screen.getByText('Kata sandi wajib diisi.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('tells a signed-in user who they are, with Dashboard Admin and Logout', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    renderLogin(
      fakeAuthBackend({
        currentUser: () => Promise.resolve(fakeUser({ namaTampilan: 'Admin Sekjen' })),
        signOut,
      }),
    );
    expect(await screen.findByText(/Anda sudah masuk sebagai/)).toHaveTextContent(
      'Anda sudah masuk sebagai Admin Sekjen.',
    );
    expect(screen.getByRole('link', { name: 'Dashboard Admin' })).toHaveAttribute('href', '/admin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  });

  it('labels the show-password toggle in Indonesian and links the other account screens', async () => {
    renderLogin(fakeAuthBackend());
    expect(await screen.findByRole('button', { name: 'Tampilkan kata sandi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Daftar Admin' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Daftar Panitia' })).toHaveAttribute(
      'href',
      '/register-panitia',
    );
  });
});
