import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { UserRole } from '../../../../shared/accounts';
import { buildNavigation } from './navigation';
import { PUBLIC_ROUTES } from '../../app/route-table';
import type { PageLoader } from './route-entry';
import { fakeAuthBackend, fakeUser } from '../../features/accounts/testing';
import { render, screen, userEvent, waitFor, within } from '../../test/render';
import { TopNavigation } from './TopNavigation';

const page: PageLoader = () => Promise.resolve({ default: () => null });
const allBuilt = PUBLIC_ROUTES.map((entry) => ({ ...entry, page }));
const navigation = buildNavigation(allBuilt, { isEvotingPublished: true, signedIn: true });

function renderSignedIn(role: UserRole, signOut = vi.fn(() => Promise.resolve())) {
  const user = fakeUser({ role, namaTampilan: 'Rina Wulandari', email: 'rina@bem.demo' });
  render(
    <Routes>
      <Route path="*" element={<TopNavigation navigation={navigation} />} />
    </Routes>,
    {
      route: '/berita',
      backend: fakeAuthBackend({ currentUser: () => Promise.resolve(user), signOut }),
    },
  );
  return signOut;
}

async function openMenu() {
  // The same button shows while the menu's chunk loads; the menu's own has aria-haspopup.
  const button = await waitFor(
    () => {
      const found = screen.getByRole('button', { name: 'Menu akun Rina Wulandari' });
      expect(found).toHaveAttribute('aria-haspopup', 'menu');
      return found;
    },
    // The first test of the file waits for the lazy chunk to be transformed: slow on a busy machine.
    { timeout: 5000 },
  );
  expect(button).toHaveTextContent('Rina Wulandari');
  await userEvent.setup().click(button);
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the profile menu', () => {
  it('shows name and email, and for an admin Dashboard Admin, Edit Profil and Logout', async () => {
    renderSignedIn('admin');
    const menu = await openMenu();
    expect(within(menu).getByText('Rina Wulandari')).toBeInTheDocument();
    expect(within(menu).getByText('rina@bem.demo')).toBeInTheDocument();
    expect(itemNames(menu)).toEqual(['Dashboard Admin', 'Edit Profil', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Edit Profil' })).toHaveAttribute(
      'href',
      '/admin/profil',
    );
  });

  it('adds Kelola Pengguna for the master', async () => {
    renderSignedIn('master');
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual([
      'Dashboard Admin',
      'Edit Profil',
      'Kelola Pengguna',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Kelola Pengguna' })).toHaveAttribute(
      'href',
      '/admin/kelola-admin',
    );
  });

  it('gives banggar Kelola Berkas KM, its panel', async () => {
    renderSignedIn('banggar');
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual(['Kelola Berkas KM', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Kelola Berkas KM' })).toHaveAttribute(
      'href',
      '/admin/berkas',
    );
  });

  it("gives banggar Kelola Berkas KM in the drawer's Akun section too", async () => {
    renderSignedIn('banggar');
    await screen.findByRole('button', { name: 'Menu akun Rina Wulandari' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buka menu navigasi' }));
    const section = await screen.findByRole('group', { name: 'Akun' });
    expect(within(section).getByRole('link', { name: 'Kelola Berkas KM' })).toHaveAttribute(
      'href',
      '/admin/berkas',
    );
  });

  it('gives a committee account its committee home and Logout, which signs out', async () => {
    const signOut = renderSignedIn('panitia_requestor');
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual(['Panitia Pemilihan', 'Logout']);
    await userEvent.setup().click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalled();
    expect(await screen.findByText('Anda telah keluar.')).toBeInTheDocument();
  });

  it('shows initials made locally when there is no photo', async () => {
    renderSignedIn('admin');
    const button = await screen.findByRole('button', { name: 'Menu akun Rina Wulandari' });
    expect(button).toHaveTextContent('RW');
    expect(button.querySelector('img')).toBeNull();
  });

  it("appears as the drawer's Akun section below 1024 px", async () => {
    renderSignedIn('master');
    await screen.findByRole('button', { name: 'Menu akun Rina Wulandari' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buka menu navigasi' }));
    const section = await screen.findByRole('group', { name: 'Akun' });
    expect(within(section).getByText('rina@bem.demo')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin', '/admin/profil', '/admin/kelola-admin']);
    expect(within(section).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('is not there for visitors, who get Login', async () => {
    render(
      <TopNavigation
        navigation={buildNavigation(allBuilt, { isEvotingPublished: true, signedIn: false })}
      />,
      { backend: fakeAuthBackend() },
    );
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Menu akun/ })).not.toBeInTheDocument();
  });
});
