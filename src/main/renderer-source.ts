/**
 * Where the renderer comes from. In development electron-vite serves it from its dev server and
 * tells us the address in ELECTRON_RENDERER_URL; a packaged app serves the built files itself
 * under the privileged `app://bem` origin (see app-protocol.ts). Pure, so it is tested without
 * Electron.
 */

export const APP_SCHEME = 'app';
export const APP_HOST = 'bem';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The desktop app is the admin tool, so it opens on the admin area. */
export const ADMIN_ENTRY_PATH = '/admin';

export type RendererEnv = Readonly<Record<string, string | undefined>>;

export interface RendererSourceOptions {
  /**
   * A packaged app ignores ELECTRON_RENDERER_URL: otherwise anyone who can set an environment
   * variable could point the window, and with it the preload bridge, at a page of their choice.
   */
  isPackaged: boolean;
}

const DEV_DEFAULTS: RendererSourceOptions = { isPackaged: false };

/** The dev server's URL when it applies, else null. Only plain http(s) addresses are accepted. */
export function devServerUrl(
  env: RendererEnv,
  options: RendererSourceOptions = DEV_DEFAULTS,
): URL | null {
  const raw = env['ELECTRON_RENDERER_URL'];
  if (options.isPackaged || !raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The URL the main window loads first. */
export function rendererEntryUrl(
  env: RendererEnv,
  options: RendererSourceOptions = DEV_DEFAULTS,
): string {
  const dev = devServerUrl(env, options);
  return dev ? new URL(ADMIN_ENTRY_PATH, dev).href : `${APP_ORIGIN}${ADMIN_ENTRY_PATH}`;
}

/** The one origin the window may show and the only one whose frames may call IPC. */
export function rendererOrigin(
  env: RendererEnv,
  options: RendererSourceOptions = DEV_DEFAULTS,
): string {
  return devServerUrl(env, options)?.origin ?? APP_ORIGIN;
}
