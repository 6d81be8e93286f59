import { describe, expect, it } from 'vitest';
import { render, screen, userEvent } from '../../test/render';
import { AdminSidebar } from './AdminSidebar';
import { testUser } from './admin-test-utils';

const allPages = () => true;
const noop = () => {};

describe('AdminSidebar with every admin page built', () => {
  it('opens the Informasi Publik group by itself on one of its pages', () => {
    render(
      <AdminSidebar
        user={testUser()}
        pathname="/admin/proker"
        pageExists={allPages}
        onLogout={noop}
      />,
      { route: '/admin/proker' },
    );
    expect(screen.getByRole('button', { name: 'Informasi Publik' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Kelola Anggaran' })).toBeVisible();
  });

  it('leads back to the public site', () => {
    render(
      <AdminSidebar user={testUser()} pathname="/admin" pageExists={allPages} onLogout={noop} />,
    );
    expect(screen.getByRole('link', { name: 'Lihat Situs Publik' })).toHaveAttribute('href', '/');
  });

  it('keeps the group closed elsewhere, and the toggle opens it', async () => {
    const user = userEvent.setup();
    render(
      <AdminSidebar user={testUser()} pathname="/admin" pageExists={allPages} onLogout={noop} />,
      { route: '/admin' },
    );
    const toggle = screen.getByRole('button', { name: 'Informasi Publik' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Kelola Proker' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Kelola Proker' })).toBeVisible();
  });

  it('shows the divider before the ministry section only when it has an entry', () => {
    const { unmount } = render(
      <AdminSidebar user={testUser()} pathname="/admin" pageExists={allPages} onLogout={noop} />,
    );
    expect(screen.getByRole('link', { name: 'Kelola Berkas KM' })).toBeInTheDocument();
    // One before the ministry section, one before Edit Profil.
    expect(screen.getAllByRole('separator')).toHaveLength(2);
    unmount();

    render(
      <AdminSidebar
        user={testUser({ kementerian: 'Kementerian PSDM' })}
        pathname="/admin"
        pageExists={allPages}
        onLogout={noop}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Kelola Berkas KM' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kelola Anggaran' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it('hides the group when none of its entries may be shown', () => {
    render(
      <AdminSidebar
        user={testUser()}
        pathname="/admin"
        pageExists={(key) => key === 'ringkasan' || key === 'profil'}
        onLogout={noop}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Informasi Publik' })).not.toBeInTheDocument();
    expect(screen.queryByRole('separator', {})).toBeInTheDocument();
  });
});
