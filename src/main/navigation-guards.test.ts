import type { HandlerDetails, WindowOpenHandlerResponse } from 'electron';
import { describe, it, expect, vi } from 'vitest';
import {
  installNavigationGuards,
  type NavigationEvent,
  type NavigationGuardDeps,
} from './navigation-guards';

type Listener = (event: NavigationEvent) => void;

function setup(appOrigin = 'app://bem') {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | undefined;
  const webContents = {
    on: vi.fn((name: string, listener: Listener) => {
      listeners.set(name, listener);
    }),
    setWindowOpenHandler: vi.fn((handler: typeof openHandler) => {
      openHandler = handler;
    }),
  };
  const shell = { openExternal: vi.fn(async (_url: string) => undefined) };
  const onOpenExternalError = vi.fn();
  installNavigationGuards({
    webContents: webContents as unknown as NavigationGuardDeps['webContents'],
    shell,
    appOrigin,
    onOpenExternalError,
  });

  const navigate = (name: 'will-navigate' | 'will-redirect', url: string) => {
    const event = { url, preventDefault: vi.fn() };
    const listener = listeners.get(name);
    if (!listener) throw new Error(`no ${name} listener`);
    listener(event);
    return event.preventDefault;
  };
  const open = (url: string) => {
    if (!openHandler) throw new Error('no window open handler');
    return openHandler({ url } as HandlerDetails);
  };
  return { navigate, open, shell, onOpenExternalError };
}

describe.each(['will-navigate', 'will-redirect'] as const)('%s', (name) => {
  it.each([
    'https://evil.example/',
    'https://evil.example/app://bem/admin',
    'app://bem.evil/admin',
    'app://bem@evil/admin',
    'file:///etc/passwd',
    'javascript:alert(1)',
  ])('is prevented towards %s', (url) => {
    const { navigate } = setup();
    expect(navigate(name, url)).toHaveBeenCalledOnce();
  });

  it('is allowed within the app origin', () => {
    const { navigate } = setup();
    expect(navigate(name, 'app://bem/admin/berkas')).not.toHaveBeenCalled();
  });

  it('follows the dev server origin exactly in development', () => {
    const { navigate } = setup('http://localhost:5173');
    expect(navigate(name, 'http://localhost:5173/admin')).not.toHaveBeenCalled();
    expect(navigate(name, 'http://localhost:51730/admin')).toHaveBeenCalledOnce();
  });
});

describe('window open handler', () => {
  it('denies the new window and opens a safe link in the system browser', () => {
    const { open, shell } = setup();
    expect(open('https://poltek-nuklir.ac.id/berita')).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledExactlyOnceWith(
      'https://poltek-nuklir.ac.id/berita',
    );
  });

  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'app://bem/admin',
    'data:text/html,x',
    'not a url',
  ])('denies %s and opens nothing', (url) => {
    const { open, shell } = setup();
    expect(open(url)).toEqual({ action: 'deny' });
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('reports a failing hand-off instead of leaving an unhandled rejection', async () => {
    const { open, shell, onOpenExternalError } = setup();
    const failure = new Error('no browser');
    shell.openExternal.mockRejectedValueOnce(failure);
    expect(open('https://example.com')).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(onOpenExternalError).toHaveBeenCalledWith(failure));
  });
});
