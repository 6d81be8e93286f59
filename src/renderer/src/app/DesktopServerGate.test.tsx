import { act, render as testingLibraryRender, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ServerAddress } from '../../../shared/platform';
import { DesktopServerGate } from './DesktopServerGate';

function fakeServerAddress(origin: string | null) {
  const listeners = new Set<() => void>();
  const address = {
    get: vi.fn(() => Promise.resolve(origin)),
    set: vi.fn(() => Promise.resolve({ ok: false as const, reason: 'unreachable' as const })),
    onChangeRequested: vi.fn((listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
  } satisfies ServerAddress;
  const requestChange = () => act(() => listeners.forEach((listener) => listener()));
  return { address, listeners, requestChange };
}

const app = vi.fn((origin: string) => <p>Aplikasi untuk {origin}</p>);

/** Without the test providers: the gate brings the app's theme to its screen itself. */
function renderGate(address: ServerAddress) {
  return testingLibraryRender(<DesktopServerGate serverAddress={address}>{app}</DesktopServerGate>);
}

const setupHeading = () => screen.findByRole('heading', { name: 'Alamat Server Portal' });

describe('DesktopServerGate', () => {
  it('shows the setup screen, and no app, while no server has been chosen', async () => {
    app.mockClear();
    const { address } = fakeServerAddress(null);
    renderGate(address);
    expect(await setupHeading()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Alamat server/ })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Batal' })).not.toBeInTheDocument();
    expect(app).not.toHaveBeenCalled();
  });

  it('runs the app against the remembered server', async () => {
    const { address } = fakeServerAddress('https://portal.contoh.ac.id');
    renderGate(address);
    expect(await screen.findByText('Aplikasi untuk https://portal.contoh.ac.id')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Alamat Server Portal' })).not.toBeInTheDocument();
  });

  it('shows the screen, prefilled, when the menu asks; Batal returns to the same app', async () => {
    const { address, requestChange } = fakeServerAddress('https://portal.contoh.ac.id');
    renderGate(address);
    const shown = await screen.findByText('Aplikasi untuk https://portal.contoh.ac.id');

    requestChange();
    expect(await setupHeading()).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Alamat server/ })).toHaveValue(
      'https://portal.contoh.ac.id',
    );
    expect(shown).not.toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Batal' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Alamat Server Portal' })).toBeNull(),
    );
    // The very same element: the app was kept, not rebuilt.
    expect(screen.getByText('Aplikasi untuk https://portal.contoh.ac.id')).toBe(shown);
    expect(shown).toBeVisible();
  });

  it('listens to the menu for as long as it is shown', async () => {
    const { address, listeners } = fakeServerAddress('https://portal.contoh.ac.id');
    const { unmount } = renderGate(address);
    await screen.findByText(/Aplikasi untuk/);
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
