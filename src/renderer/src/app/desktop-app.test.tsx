import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  VAULT_UNAVAILABLE_MESSAGE,
  type DesktopBridge,
  type Platform,
  type ServerAddress,
  type SessionVault,
} from '../../../shared/platform';
import type { BackendConfig } from '../backend/registry';
import { notifications } from '../ui/feedback/notify';
import { renderDesktopApp, startDesktopApp } from './desktop-app';

const created = vi.hoisted(() => [] as BackendConfig[]);

vi.mock('../backend/registry', () => ({
  createBackend: (config: BackendConfig) => {
    created.push(config);
    return Promise.resolve({});
  },
  backendConfigFromEnv: (env: Record<string, unknown>): BackendConfig =>
    env['VITE_BACKEND'] === 'firebase'
      ? { kind: 'firebase', env: {} }
      : { kind: 'http', baseUrl: '' },
  loadDocumentHref: () => Promise.resolve(undefined),
}));
vi.mock('./App', () => ({
  App: (props: { platform: Platform; fileBase?: string }) => (
    <p data-file-base={props.fileBase ?? ''}>Aplikasi {props.platform.kind}</p>
  ),
}));

const unavailable = { ok: false as const, reason: 'unavailable' as const };

function desktop(origin: string | null, vault: SessionVault) {
  const serverAddress: ServerAddress = {
    get: () => Promise.resolve(origin),
    set: () => Promise.resolve({ ok: false, reason: 'unreachable' }),
    onChangeRequested: () => () => undefined,
  };
  const platform: Platform = {
    kind: 'desktop',
    supports: { nativeFilePicker: true, secureSessionVault: true },
    getAppInfo: () => Promise.resolve({ name: 'Portal', version: '1', host: 'desktop' }),
    openExternal: () => Promise.resolve({ ok: true }),
    pickReplyLetter: () => Promise.resolve({ ok: false, reason: 'cancelled' }),
    sessionVault: vault,
    serverAddress,
  };
  return { platform, serverAddress };
}

let root: HTMLElement;
let mounted: { unmount(): void } | undefined;

beforeEach(() => {
  created.length = 0;
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  vi.unstubAllEnvs();
  act(() => mounted?.unmount());
  root.remove();
  notifications.clean();
});

describe('renderDesktopApp', () => {
  it('on a Firebase build asks for no server and keeps the Auth session in the vault', async () => {
    vi.stubEnv('VITE_BACKEND', 'firebase');
    const vault: SessionVault = {
      load: vi.fn(() => Promise.resolve({ ok: true as const, secret: null })),
      save: vi.fn(() => Promise.resolve({ ok: true as const })),
      clear: vi.fn(() => Promise.resolve({ ok: true as const })),
    };
    const { platform, serverAddress } = desktop(null, vault);
    await act(async () => {
      mounted = renderDesktopApp(root, platform, serverAddress);
    });
    expect(await screen.findByText('Aplikasi desktop')).toBeInTheDocument();
    // Firebase's download links are absolute: nothing is put in front of them.
    expect(screen.getByText('Aplikasi desktop')).toHaveAttribute('data-file-base', '');
    expect(screen.queryByRole('heading', { name: 'Alamat Server Portal' })).toBeNull();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ kind: 'firebase' });
    expect(created[0]?.sessionVault).toBeTruthy();
  });

  it('creates no backend before a server is chosen', async () => {
    const vault: SessionVault = {
      load: vi.fn(() => Promise.resolve({ ok: true as const, secret: null })),
      save: vi.fn(() => Promise.resolve({ ok: true as const })),
      clear: vi.fn(() => Promise.resolve({ ok: true as const })),
    };
    const { platform, serverAddress } = desktop(null, vault);
    await act(async () => {
      mounted = renderDesktopApp(root, platform, serverAddress);
    });
    expect(
      await screen.findByRole('heading', { name: 'Alamat Server Portal' }),
    ).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('creates one backend for the remembered server, with the vault, and says once when the keychain is missing', async () => {
    const vault: SessionVault = {
      load: () => Promise.resolve(unavailable),
      save: () => Promise.resolve(unavailable),
      clear: () => Promise.resolve(unavailable),
    };
    const show = vi.spyOn(notifications, 'show');
    const { platform, serverAddress } = desktop('https://portal.contoh.ac.id', vault);
    await act(async () => {
      mounted = renderDesktopApp(root, platform, serverAddress);
    });
    expect(await screen.findByText('Aplikasi desktop')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ kind: 'http', baseUrl: 'https://portal.contoh.ac.id' });
    // Stored images are loaded from that server on the first render, not after the backend.
    expect(screen.getByText('Aplikasi desktop')).toHaveAttribute(
      'data-file-base',
      'https://portal.contoh.ac.id',
    );

    const wrapped = created[0]?.sessionVault;
    await wrapped?.load();
    await wrapped?.save('token');
    await waitFor(() => expect(show).toHaveBeenCalledOnce());
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      color: 'yellow',
      message: VAULT_UNAVAILABLE_MESSAGE,
    });
  });
});

describe('startDesktopApp', () => {
  it("makes the desktop platform from the preload's bridge and runs the app on it", async () => {
    const bridge = {
      getServerAddress: vi.fn(() => Promise.resolve('https://portal.contoh.ac.id')),
      onServerAddressRequested: vi.fn(() => () => undefined),
      loadSession: vi.fn(() => Promise.resolve({ ok: true as const, secret: null })),
    } as Partial<DesktopBridge> as DesktopBridge;
    await act(async () => {
      mounted = startDesktopApp(root, bridge);
    });
    expect(await screen.findByText('Aplikasi desktop')).toBeInTheDocument();
    expect(bridge.getServerAddress).toHaveBeenCalled();
    expect(created[0]).toMatchObject({ kind: 'http', baseUrl: 'https://portal.contoh.ac.id' });
  });
});
