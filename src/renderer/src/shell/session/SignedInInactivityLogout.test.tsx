import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/contract';
import { fakeBackend, testUser } from '../../features/admin-shell/admin-test-utils';
import { fakeVoter, fakeVoterBackend } from '../../features/pemilih/testing';
import { act, render, screen } from '../../test/render';
import { advance, fakeIdleClockPerTest, MINUTE, WhereAmI } from './idle-testing';
import {
  SignedInInactivityLogout,
  SignedInVoterInactivityLogout,
} from './SignedInInactivityLogout';

async function renderWith(ui: ReactElement, backend: Partial<Backend>, route: string) {
  render(
    <>
      {ui}
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </>,
    { backend, route },
  );
  await act(async () => {});
  await vi.dynamicImportSettled();
  await act(async () => {});
}

describe('the inactivity sign-outs, loaded on sign-in', () => {
  fakeIdleClockPerTest();
  afterEach(() => {
    localStorage.clear();
  });

  it('warns and signs a signed-in user out as before', async () => {
    const backend = fakeBackend(testUser());
    await renderWith(<SignedInInactivityLogout />, backend, '/layanan');
    await advance(14 * MINUTE);
    expect(screen.getByRole('alertdialog', { name: 'Sesi akan berakhir' })).toBeTruthy();
    await advance(MINUTE + 1_000);
    expect(backend.auth!.signOut).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Flayanan');
    // Still mounted after its own sign-out: the notice of SPEC.md §8 follows.
    await advance(1_000);
    expect(
      screen.getByText('Anda telah logout secara otomatis karena tidak ada aktivitas.'),
    ).toBeTruthy();
  });

  it('signs the voter out after 15 minutes, with the notice, and goes to /login-pemilih', async () => {
    // A voter signed in on this browser before: the provider asks who on load.
    localStorage.setItem('bem-pemilih', '1');
    const signOut = vi.fn(() => Promise.resolve());
    const keepAlive = vi.fn(() => Promise.resolve());
    await renderWith(
      <SignedInVoterInactivityLogout />,
      fakeVoterBackend({ current: () => Promise.resolve(fakeVoter()), signOut, keepAlive }),
      '/profil-pemilih',
    );
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

  it('does nothing for a visitor who is not signed in', async () => {
    const backend = fakeBackend(null);
    await renderWith(<SignedInInactivityLogout />, backend, '/layanan');
    await advance(16 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(backend.auth!.signOut).not.toHaveBeenCalled();
  });

  it('does nothing for a visitor who never signed in as a voter', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    await renderWith(<SignedInVoterInactivityLogout />, fakeVoterBackend({ signOut }), '/');
    await advance(16 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
