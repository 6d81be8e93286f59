/**
 * The phone every page load of the benchmark is measured on (issue 15): Slow 4G (150 ms round
 * trip, 1.6 Mbps down, 750 kbps up), a CPU four times slower than this machine's, a 390×844
 * screen at 3× in Indonesian with Jakarta's clock. Each load gets a new browser context, so the
 * cache, cookies and storage are always cold.
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export const MOBILE_PROFILE = {
  name: 'Slow 4G, CPU 4×, ponsel 390×844',
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
} as const;

export type MobileProfile = typeof MOBILE_PROFILE;

/** One line for the report's headings and the baseline file. */
export function describeProfile(p: MobileProfile = MOBILE_PROFILE): string {
  const mbps = (bytesPerSecond: number): string => ((bytesPerSecond * 8) / 1e6).toFixed(2);
  return (
    `${p.name}: RTT ${p.latencyMs} ms, ↓ ${mbps(p.downloadBytesPerSecond)} Mbps, ` +
    `↑ ${mbps(p.uploadBytesPerSecond)} Mbps, CPU ${p.cpuSlowdown}× lebih lambat, ` +
    `${p.viewport.width}×${p.viewport.height} @${p.deviceScaleFactor}x, ${p.locale}, ${p.timezoneId}`
  );
}

export interface MobilePage {
  context: BrowserContext;
  page: Page;
  /** Already has the network domain enabled, the cache off and the throttling on. */
  cdp: CDPSession;
}

/** A fresh context and page under the profile; closing the context ends everything. */
export async function openMobilePage(browser: Browser): Promise<MobilePage> {
  const p = MOBILE_PROFILE;
  const context = await browser.newContext({
    viewport: p.viewport,
    deviceScaleFactor: p.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: p.userAgent,
    locale: p.locale,
    timezoneId: p.timezoneId,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: p.latencyMs,
      downloadThroughput: p.downloadBytesPerSecond,
      uploadThroughput: p.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: p.cpuSlowdown });
    return { context, page, cdp };
  } catch (error) {
    await context.close();
    throw error;
  }
}
