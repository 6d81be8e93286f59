import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { render, screen, userEvent, within } from '../../test/render';
import AdminLayout from './AdminLayout';
import { fakeBackend, renderAdmin, testUser } from './admin-test-utils';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

describe('AdminLayout', () => {
  it('shows a spinner while the session is loading', () => {
    renderAdmin({
      backend: {
        auth: { currentUser: () => new Promise(() => {}) } as never,
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat profil…');
  });

  it('sends a visitor who is not signed in to /login', async () => {
    renderAdmin({ backend: fakeBackend(null) });
    expect(await screen.findByText('Halaman login')).toBeInTheDocument();
  });

  it('keeps the page asked for, so signing in returns there ("Login Staf/Admin" → /admin/berkas)', async () => {
    render(
      <Routes>
        <Route path="/admin" element={<AdminLayout />}>
          <Route path="berkas" element={<p>Panel</p>} />
        </Route>
        <Route path="/login" element={<Where />} />
      </Routes>,
      { route: '/admin/berkas?status=Diajukan', backend: fakeBackend(null) },
    );
    expect(await screen.findByTestId('where')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/admin/berkas?status=Diajukan')}`,
    );
  });

  it('sends a committee requester to the home page', async () => {
    renderAdmin({
      backend: fakeBackend(testUser({ role: 'panitia_requestor', kementerian: null })),
    });
    expect(await screen.findByText('Halaman beranda')).toBeInTheDocument();
  });

  it('gives an admin of Kementerian Keuangan the sidebar of their areas, without master entries', async () => {
    renderAdmin({ backend: fakeBackend(testUser()) });
    const menu = await screen.findByRole('navigation', { name: 'Menu admin' });
    expect(within(menu).getByRole('link', { name: 'Ringkasan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Edit Profil' })).toHaveAttribute(
      'href',
      '/admin/profil',
    );
    expect(within(menu).queryByRole('link', { name: 'Kelola Pengguna' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Log Aktivitas' })).not.toBeInTheDocument();
    // Pages not built yet are not linked, even when the ministry may use them.
    expect(within(menu).queryByRole('link', { name: 'Kelola Anggaran' })).not.toBeInTheDocument();
    expect(screen.getByText('Admin Keuangan')).toBeInTheDocument();
    expect(screen.getByText('Kementerian Keuangan')).toBeInTheDocument();
    expect(screen.getByText('Isi halaman admin')).toBeInTheDocument();
  });

  it('gives the master Kelola Pengguna and Log Aktivitas, and shows the role under the name', async () => {
    renderAdmin({
      backend: fakeBackend(
        testUser({ role: 'master', kementerian: null, namaTampilan: 'Master Admin' }),
      ),
    });
    const menu = await screen.findByRole('navigation', { name: 'Menu admin' });
    expect(within(menu).getByRole('link', { name: 'Kelola Pengguna' })).toHaveAttribute(
      'href',
      '/admin/kelola-admin',
    );
    expect(within(menu).getByRole('link', { name: 'Log Aktivitas' })).toHaveAttribute(
      'href',
      '/admin/histori',
    );
    expect(screen.getAllByText('Master Admin').length).toBeGreaterThanOrEqual(2);
  });

  it('has the phone header "Admin Dashboard" whose toggle opens and closes the sidebar', async () => {
    const user = userEvent.setup();
    renderAdmin({ backend: fakeBackend(testUser()) });
    expect(await screen.findByText('Admin Dashboard')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Buka menu admin' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Tutup menu admin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Choosing an entry navigates and closes the sidebar.
    await user.click(screen.getByRole('link', { name: 'Edit Profil' }));
    expect(screen.getByRole('button', { name: 'Buka menu admin' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('signs out with Logout and goes to /login', async () => {
    const user = userEvent.setup();
    const backend = fakeBackend(testUser());
    renderAdmin({ backend });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Halaman login')).toBeInTheDocument();
    expect(backend.auth!.signOut).toHaveBeenCalledOnce();
  });
});
