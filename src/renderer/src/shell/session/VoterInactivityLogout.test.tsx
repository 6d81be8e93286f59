import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVoter, fakeVoterBackend } from '../../features/pemilih/testing';
import { act, render, screen } from '../../test/render';
import { VoterInactivityLogout } from './VoterInactivityLogout';

const MINUTE = 60_000;

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('the idle sign-out of a voter (SPEC.md §9)', () => {
  beforeEach(async () => {
    // The warning is a lazy chunk: loaded before the clock is faked, so a busy machine's slow
    // import cannot leave the dialog unrendered when the test's minutes have passed.
    await import('./IdleWarningDialog');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    // A voter signed in on this browser before: the provider asks who on load.
    localStorage.setItem('bem-pemilih', '1');
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('signs the voter out after 15 minutes, with the notice, and goes to /login-pemilih', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    const keepAlive = vi.fn(() => Promise.resolve());
    render(
      <>
        <VoterInactivityLogout />
        <Routes>
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </>,
      {
        backend: fakeVoterBackend({
          current: () => Promise.resolve(fakeVoter()),
          signOut,
          keepAlive,
        }),
        route: '/profil-pemilih',
      },
    );
    await act(async () => {});
    await advance(14 * MINUTE);
    expect(screen.getByRole('alertdialog', { name: 'Sesi akan berakhir' })).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
    await advance(MINUTE + 1_000);
    expect(signOut).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/login-pemilih');
    await advance(1_000);
    expect(
      screen.getByText('Anda telah logout secara otomatis karena tidak ada aktivitas.'),
    ).toBeTruthy();
    expect(localStorage.getItem('bem-pemilih')).toBeNull();
  });
});
