import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Chromium for Playwright: Playwright's own build when installed, else the system's
 * (/usr/bin/chromium, or the path in PLAYWRIGHT_CHROMIUM_PATH). Machines without internet access
 * cannot download Playwright's build, and Debian's works the same.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return undefined; // Playwright finds its own build itself.
  } catch {
    // Not installed: fall back to the system's.
  }
  const system = SYSTEM_CANDIDATES.find((candidate) => fs.existsSync(candidate));
  if (!system) {
    throw new Error(
      'Chromium tidak ditemukan. Pasang dengan `apt-get install chromium` atau set PLAYWRIGHT_CHROMIUM_PATH.',
    );
  }
  return system;
}

export function chromiumLaunchOptions(): { executablePath?: string; args: string[] } {
  const executablePath = chromiumExecutablePath();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
