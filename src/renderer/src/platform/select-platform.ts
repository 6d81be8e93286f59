import type { DesktopBridge, Platform } from '../../../shared/platform';
import { createDesktopPlatform } from './desktop-platform';
import { createWebPlatform } from './web-platform';

declare global {
  interface Window {
    /** Present only inside the desktop app, put there by its preload. */
    bemDesktop?: DesktopBridge;
  }
}

/** Decided once at start-up; components see only the Platform it returns. */
export function selectPlatform(version: string): Platform {
  return window.bemDesktop ? createDesktopPlatform(window.bemDesktop) : createWebPlatform(version);
}
