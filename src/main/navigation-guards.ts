/**
 * Keeps the window on the app's own origin. A page from anywhere else would get the preload
 * bridge, so navigations and redirects elsewhere are cancelled and new windows are never created;
 * safe external links (http, https, mailto) go to the system browser instead.
 */
import type { Shell, WebContents } from 'electron';
import { parseExternalUrl } from '../shared/platform';
import { isSameOrigin } from './security';

/** The slice of a will-navigate / will-redirect event the guard uses. */
export interface NavigationEvent {
  url: string;
  preventDefault(): void;
}

export interface NavigationGuardDeps {
  webContents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>;
  shell: Pick<Shell, 'openExternal'>;
  /** The only origin the window may show (app://bem, or the dev server in development). */
  appOrigin: string;
  /** Where failures of the system browser hand-off are reported; console by default. */
  onOpenExternalError?: (error: unknown) => void;
}

/** Cancels the navigation unless it stays on `appOrigin`. Returns whether it was allowed. */
export function guardNavigation(event: NavigationEvent, appOrigin: string): boolean {
  if (isSameOrigin(event.url, appOrigin)) return true;
  event.preventDefault();
  return false;
}

/**
 * Decides a window.open / target=_blank request: always deny the new window, and hand the URL to
 * the system browser when it parses as a safe external link. Returns the URL handed over, if any.
 */
export function handleWindowOpen(
  url: string,
  shell: Pick<Shell, 'openExternal'>,
  onError: (error: unknown) => void,
): string | null {
  const external = parseExternalUrl(url);
  if (!external) return null;
  shell.openExternal(external.href).catch(onError);
  return external.href;
}

export function installNavigationGuards(deps: NavigationGuardDeps): void {
  const { webContents, shell, appOrigin } = deps;
  const onError =
    deps.onOpenExternalError ??
    ((error: unknown) => console.warn('Gagal membuka tautan di peramban sistem:', error));

  webContents.on('will-navigate', (event) => {
    guardNavigation(event, appOrigin);
  });
  // A same-origin request can still be redirected by a server to somewhere else.
  webContents.on('will-redirect', (event) => {
    guardNavigation(event, appOrigin);
  });
  webContents.setWindowOpenHandler(({ url }) => {
    handleWindowOpen(url, shell, onError);
    return { action: 'deny' };
  });
}
