import { describe, expect, it } from 'vitest';
import { buildNavigation } from './navigation';
import { PUBLIC_ROUTES } from '../../app/route-table';
import type { PageLoader } from './route-entry';
import { fakeAuthBackend } from '../../features/accounts/testing';
import { render, screen, within } from '../../test/render';
import { TopNavigation } from './TopNavigation';

const page: PageLoader = () => Promise.resolve({ default: () => null });
const allBuilt = PUBLIC_ROUTES.map((entry) => ({ ...entry, page }));

describe('TopNavigation', () => {
  it('renders the bar in Indonesian with the E-Voting button and Login', () => {
    render(
      <TopNavigation
        navigation={buildNavigation(allBuilt, { isEvotingPublished: true, signedIn: false })}
      />,
      { backend: fakeAuthBackend() },
    );
    const bar = screen.getAllByRole('navigation', { name: 'Navigasi utama' })[0]!;
    expect(within(bar).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('button', { name: 'Informasi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-Voting' })).toHaveAttribute('href', '/pemilihan');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Buka menu navigasi' })).toBeInTheDocument();
  });

  it('has no E-Voting button when the setting is false', () => {
    render(
      <TopNavigation
        navigation={buildNavigation(allBuilt, { isEvotingPublished: false, signedIn: false })}
      />,
      { backend: fakeAuthBackend() },
    );
    expect(screen.queryByRole('link', { name: 'E-Voting' })).not.toBeInTheDocument();
  });

  it('marks the current page', () => {
    render(
      <TopNavigation
        navigation={buildNavigation(allBuilt, { isEvotingPublished: true, signedIn: false })}
      />,
      {
        route: '/berita',
        backend: fakeAuthBackend(),
      },
    );
    expect(screen.getByRole('link', { name: 'Berita' })).toHaveAttribute('aria-current', 'page');
  });
});
