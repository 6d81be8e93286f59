/**
 * The Belenios bench's browser measurements (belenios-load.ts makes the election they use): the
 * portal's verifier page on the 2,000-ballot record, unthrottled (target ≤ 5 minutes); the real
 * booth of an open Belenios election, a signed-in voter whose credential is in this browser's
 * storage choosing, confirming, the ballot encrypted in the booth's worker and sent; and the
 * booth's encryption code at 4× CPU throttling (target ≤ 3 s). Chromium throttles only a page's
 * own thread — for a worker it answers "Operation is only supported for pages, not workers",
 * and a worker's loop runs as fast at rate 4 as at 1 (checked on this machine) — so the booth's
 * worker cannot be slowed: the throttled figure runs the worker's very code (encryptBallot) on
 * the page's thread, and the real booth is reported beside it, unthrottled, as a check that the
 * worker path works and costs what that code costs. Chromium only ever reaches 127.0.0.1.
 */
import type { Browser } from '@playwright/test';
import { BALLOT_TEXTS } from '../../src/shared/evoting/ballot';
import { BELENIOS_ROUTES } from '../../src/shared/evoting/belenios-paths';
import { TRACKER_TEXTS } from '../../src/renderer/src/features/bilik-suara/belenios-texts';
import { VERIFIKASI_TEXT } from '../../src/renderer/src/features/verifikasi/verifikasi-text';
import type { BeleniosFixture } from './belenios-seed';
import { encryptionBundle } from './belenios-encrypt-bundle';
import { FLOOR_PATH } from './floor-page';
import { MOBILE_PROFILE } from './mobile-profile';

/** Far beyond the target, so a slow verifier is measured, not cut off. */
const VERIFY_TIMEOUT_MS = 15 * 60_000;
const BOOTH_TIMEOUT_MS = 120_000;
/** Where a bench page loads the booth's encryption bundle from (answered by page.route). */
const BUNDLE_PATH = '/bench/belenios-encrypt.js';

export interface VerifierTiming {
  ms: number;
  /** The verdict as the page said it. */
  verdict: string;
  passed: boolean;
  /** The steps listed, and how many of them say "Lulus". */
  steps: number;
  stepsPassed: number;
}

/** From navigation to the verdict of /hasil/:eventId/verifikasi on the official record. */
export async function timeVerifier(
  browser: Browser,
  baseUrl: string,
  eventId: string,
): Promise<VerifierTiming> {
  const context = await browser.newContext({ locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  try {
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${baseUrl}/hasil/${encodeURIComponent(eventId)}/verifikasi`);
    const verdict = page
      .getByText(/^(Terverifikasi|Tidak lolos verifikasi|Tidak ada pemeriksaan yang gagal)/)
      .first();
    await verdict.waitFor({ timeout: VERIFY_TIMEOUT_MS });
    const ms = performance.now() - started;
    const text = ((await verdict.textContent()) ?? '').trim();
    const steps = page
      .getByRole('list', { name: VERIFIKASI_TEXT.stepsLabel })
      .getByRole('listitem');
    const badges = await steps.allTextContents();
    return {
      ms: Math.round(ms),
      verdict: text,
      passed: text === VERIFIKASI_TEXT.verdictOk,
      steps: badges.length,
      stepsPassed: badges.filter((t) => t.trim().endsWith(VERIFIKASI_TEXT.badge.ok)).length,
    };
  } finally {
    await context.close();
  }
}

export interface BoothTiming {
  /** From "Ya, Kirim" until the encrypted ballot's upload started: the encryption. */
  encryptMs: number;
  /** From "Ya, Kirim" until the tracker was on screen (encryption, upload, the server's checks). */
  trackerMs: number;
}

/**
 * One voter of `fixture` votes in the real booth (unthrottled: see above), their credential in
 * the browser's storage (the booth's key: bem-kredensial:UUID:voterId, credential-store.ts).
 */
export async function timeBooth(
  browser: Browser,
  baseUrl: string,
  fixture: BeleniosFixture,
  voterIndex: number,
): Promise<BoothTiming> {
  const voter = fixture.voters[voterIndex];
  if (!voter) throw new Error(`Tidak ada pemilih ke-${voterIndex + 1} untuk bilik suara`);
  const context = await browser.newContext({
    locale: MOBILE_PROFILE.locale,
    timezoneId: MOBILE_PROFILE.timezoneId,
    viewport: MOBILE_PROFILE.viewport,
  });
  try {
    const split = voter.cookie.indexOf('=');
    await context.addCookies([
      { name: voter.cookie.slice(0, split), value: voter.cookie.slice(split + 1), url: baseUrl },
    ]);
    // A script, not a function: this project's Node code is typed without the DOM.
    const key = `bem-kredensial:${fixture.uuid}:${voter.voterId}`;
    await context.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(voter.credential)});`,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/voting/${encodeURIComponent(fixture.eventId)}`);
    await page.getByRole('radio').first().click({ timeout: BOOTH_TIMEOUT_MS });
    await page.getByRole('button', { name: BALLOT_TEXTS.submit }).click();
    const confirm = page.getByRole('dialog', { name: BALLOT_TEXTS.confirmTitle });
    const yes = confirm.getByRole('button', { name: BALLOT_TEXTS.confirmYes });
    await yes.waitFor();
    const ballotPath = BELENIOS_ROUTES.ballot.replace(
      ':eventId',
      encodeURIComponent(fixture.eventId),
    );
    const upload = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === ballotPath,
      { timeout: BOOTH_TIMEOUT_MS },
    );
    const clicked = performance.now();
    await yes.click();
    await upload;
    const uploaded = performance.now();
    await page.getByText(TRACKER_TEXTS.thanksBody).waitFor({ timeout: BOOTH_TIMEOUT_MS });
    const shown = performance.now();
    return {
      encryptMs: Math.round(uploaded - clicked),
      trackerMs: Math.round(shown - clicked),
    };
  } finally {
    await context.close();
  }
}

/**
 * The booth's encryption (encryptBallot: parsing election.json, encrypting, proving, signing) of
 * `runs` ballots with `fixture`'s first voter's credential, one after the other on a page's
 * thread at the mobile profile's 4× CPU throttling; milliseconds each, the first one cold (as a
 * booth's fresh worker is).
 */
export async function timeThrottledEncryption(
  browser: Browser,
  baseUrl: string,
  fixture: BeleniosFixture,
  runs: number,
): Promise<number[]> {
  const voter = fixture.voters[0];
  if (!voter) throw new Error('Tidak ada pemilih untuk mengukur enkripsi');
  const script = await encryptionBundle();
  const context = await browser.newContext({ locale: MOBILE_PROFILE.locale });
  try {
    const page = await context.newPage();
    // A page of this origin (127.0.0.1 is a secure context, as the booth's is), nearly empty.
    await page.goto(new URL(FLOOR_PATH, baseUrl).href);
    // Served from the page's own origin: the portal's CSP (script-src 'self') refuses inline code.
    const scriptUrl = new URL(BUNDLE_PATH, baseUrl).href;
    await page.route(scriptUrl, (route) =>
      route.fulfill({ body: script, contentType: 'text/javascript; charset=utf-8' }),
    );
    await page.addScriptTag({ url: scriptUrl });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    const request = { election: fixture.electionJson, credential: voter.credential, choice: 0 };
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const { ms } = await page.evaluate(
        (r) =>
          (
            globalThis as unknown as { benchEncrypt(r: typeof request): { ms: number } }
          ).benchEncrypt(r),
        request,
      );
      times.push(Math.round(ms));
    }
    return times;
  } finally {
    await context.close();
  }
}
