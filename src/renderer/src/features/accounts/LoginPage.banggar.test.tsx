import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { render, screen, userEvent, waitFor } from '../../test/render';
import LoginPage from './LoginPage';
import { fakeAuthBackend, fakeUser } from './testing';

const banggar = fakeUser({
  role: 'banggar',
  kementerian: 'Banggar DPM',
  email: 'banggar@bem.demo',
  namaTampilan: 'Banggar DPM',
});

function renderLogin(backend: ReturnType<typeof fakeAuthBackend>) {
  return render(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/admin/berkas" element={<p>Kelola Berkas KM</p>} />
      <Route path="/" element={<p>Halaman beranda</p>} />
    </Routes>,
    { route: '/login', backend },
  );
}

describe('LoginPage for banggar (SPEC.md §6: SI-BERKAS only)', () => {
  it('lands banggar on its panel, /admin/berkas', async () => {
    renderLogin(fakeAuthBackend({ signIn: () => Promise.resolve(banggar) }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'banggar@bem.demo');
    await user.type(screen.getByLabelText(/^Kata Sandi/), 'demo-bem-2025');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    // A shared, busy test machine: the sign-in's navigation can take more than a second.
    // The panel's stand-in may be rendered twice while the navigation settles: wait for the
    // final one rather than holding the first element found.
    await waitFor(() => expect(screen.getByText('Kelola Berkas KM')).toBeInTheDocument(), {
      timeout: 5000,
    });
  }, 20_000);

  it('offers banggar Kelola Berkas KM, not Dashboard Admin, when already signed in', async () => {
    renderLogin(fakeAuthBackend({ currentUser: () => Promise.resolve(banggar) }));
    expect(await screen.findByRole('link', { name: 'Kelola Berkas KM' })).toHaveAttribute(
      'href',
      '/admin/berkas',
    );
    expect(screen.queryByRole('link', { name: 'Dashboard Admin' })).not.toBeInTheDocument();
  });
});
