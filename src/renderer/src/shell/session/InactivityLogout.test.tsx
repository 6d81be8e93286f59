import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '../../backend/contract';
import { fakeBackend, testUser } from '../../features/admin-shell/admin-test-utils';
import { fakeVoterBackend } from '../../features/pemilih/testing';
import { fireEvent } from '@testing-library/react';
import { act, render, screen } from '../../test/render';
import { InactivityLogout, type IdlePopulation } from './InactivityLogout';
import { loginReturningTo } from './safe-redirect';
import { formatCountdown } from './IdleWarningDialog';
import { advance, fakeIdleClockPerTest, MINUTE, WhereAmI } from './idle-testing';

// The session is given as it is to the component: signed in, and a sign-out to watch.
async function renderSignedIn(
  population: IdlePopulation = 'account',
  backend: Partial<Backend> = fakeBackend(testUser()),
) {
  const signOut = vi.fn((_reason: 'idle') => Promise.resolve());
  render(
    <>
      <InactivityLogout population={population} signedIn signOut={signOut} />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </>,
    { backend, route: '/admin/berkas/abc?x=1' },
  );
  // Effects run, then the idle clock starts.
  await act(async () => {});
  return { backend, signOut };
}

describe('the idle sign-out', () => {
  fakeIdleClockPerTest();

  it('warns a minute before with a countdown; "Tetap Masuk" keeps the session', async () => {
    const { signOut } = await renderSignedIn();
    await advance(13 * MINUTE + 59_000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1_000);
    const dialog = screen.getByRole('alertdialog', { name: 'Sesi akan berakhir' });
    expect(dialog).toBeTruthy();
    expect(screen.getByTestId('idle-countdown').textContent).toBe('1:00');
    await advance(5_000);
    expect(screen.getByTestId('idle-countdown').textContent).toBe('0:55');

    // A stray mouse move does not answer the question.
    fireEvent.mouseMove(window);
    await advance(1_000);
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tetap Masuk' }));
    await advance(500);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(13 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('activity before the warning moves the deadline', async () => {
    await renderSignedIn();
    await advance(10 * MINUTE);
    fireEvent.keyDown(window, { key: 'Shift' });
    await advance(10 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(4 * MINUTE);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('tells the backend about activity here, at most once a minute, and not while idle', async () => {
    const { backend } = await renderSignedIn();
    await vi.dynamicImportSettled();
    const keepAlive = backend.auth!.keepAlive as ReturnType<typeof vi.fn>;
    fireEvent.mouseMove(window);
    await advance(0);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i += 1) {
      await advance(5_000);
      fireEvent.keyDown(window, { key: 'a' });
    }
    // 100 s of typing: the first at once, then one when the minute was up.
    expect(keepAlive).toHaveBeenCalledTimes(2);
    await advance(60_000);
    expect(keepAlive).toHaveBeenCalledTimes(3);
    // Idle from 1:40 on: nothing more goes out; the warning opens at 15:40.
    await advance(12 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(keepAlive).toHaveBeenCalledTimes(3);
    await advance(MINUTE);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(keepAlive).toHaveBeenCalledTimes(3);
    // "Tetap Masuk" is activity too.
    fireEvent.click(screen.getByRole('button', { name: 'Tetap Masuk' }));
    await advance(0);
    expect(keepAlive).toHaveBeenCalledTimes(4);
  });

  it('activity in another tab of the portal keeps this one signed in and closes its warning', async () => {
    const { signOut } = await renderSignedIn();
    const otherTab = new BroadcastChannel('bem-activity');
    const fromOtherTab = async (kind: string) => {
      otherTab.postMessage(kind);
      await act(() => new Promise((resolve) => setImmediate(resolve)));
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    };
    try {
      await advance(10 * MINUTE);
      await fromOtherTab('activity');
      await advance(10 * MINUTE);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await advance(4 * MINUTE + 30_000);
      expect(screen.getByRole('alertdialog')).toBeTruthy();
      await fromOtherTab('keep');
      await advance(500);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(signOut).not.toHaveBeenCalled();
    } finally {
      otherTab.close();
    }
  });

  it('signs out after 15 minutes and goes to /login, returning to the same page', async () => {
    const { signOut } = await renderSignedIn();
    await advance(15 * MINUTE + 1_000);
    expect(signOut).toHaveBeenCalledWith('idle');
    expect(screen.getByTestId('where').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/admin/berkas/abc?x=1')}`,
    );
    await advance(1_000);
    expect(
      screen.getByText('Anda telah logout secara otomatis karena tidak ada aktivitas.'),
    ).toBeTruthy();
  });

  it("tells the voters' backend, not the accounts', about a voter's activity", async () => {
    const keepAlive = vi.fn(() => Promise.resolve());
    const backend = { ...fakeVoterBackend({ keepAlive }), auth: fakeBackend(null).auth };
    await renderSignedIn('voter', backend);
    await vi.dynamicImportSettled();
    fireEvent.mouseMove(window);
    await advance(0);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(backend.auth!.keepAlive).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('formats the countdown and refuses account pages as a return target', () => {
    expect(formatCountdown(60_000)).toBe('1:00');
    expect(formatCountdown(9_001)).toBe('0:10');
    expect(loginReturningTo('/login?redirect=/x')).toBe('/login');
    expect(loginReturningTo('/admin')).toBe('/login?redirect=%2Fadmin');
  });
});
