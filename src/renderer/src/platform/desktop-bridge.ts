import type { DesktopBridge } from '../../../shared/platform';

declare global {
  interface Window {
    /** Present only inside the desktop app, put there by its preload. */
    bemDesktop?: DesktopBridge;
  }
}

/**
 * The desktop app's preload bridge, or undefined in a browser. Decided once at start-up; the
 * desktop platform is made from it by the desktop app's own code (app/desktop-app.tsx), which
 * a browser never downloads.
 */
export function desktopBridge(): DesktopBridge | undefined {
  return window.bemDesktop;
}
