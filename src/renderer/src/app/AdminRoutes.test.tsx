import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeBackend, testUser } from '../features/admin-shell/admin-test-utils';
import { render, screen, waitFor } from '../test/render';
import { AppRoutes } from './AppRoutes';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

// The app's own route tree: /admin/* loads the admin area's chunk, which routes inside /admin.
function renderAt(route: string) {
  render(
    <>
      <AppRoutes />
      <Where />
    </>,
    { route, backend: fakeBackend(testUser()) },
  );
}

// Three chunks in a row (the area, the shell's page, the 404 page) on a busy machine.
const LOADED = { timeout: 10_000 };

describe('the admin area, loaded on demand', () => {
  it('shows the 404 page inside the admin shell for an admin path that is no page', async () => {
    renderAt('/admin/tidak-ada');
    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu admin' })).toBeInTheDocument();
  });

  it('sends an admin back to /admin from an area that is not theirs, and says why', async () => {
    renderAt('/admin/kelola-admin');
    expect(
      await screen.findByText('Anda tidak memiliki akses ke halaman tersebut.', {}, LOADED),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin$/));
  });
});
