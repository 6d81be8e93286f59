import type { Browser, Page } from '@playwright/test';
import { BALLOT_TEXTS, BOOTH_MESSAGES } from '../../src/shared/evoting/ballot';
import { generatePrivateCredential } from '../../src/shared/evoting/belenios/credential';
import {
  CREDENTIAL_TEXTS,
  TRACKER_TEXTS,
} from '../../src/renderer/src/features/bilik-suara/belenios-texts';
import { KOTAK_SUARA_TEXT } from '../../src/renderer/src/features/kotak-suara/kotak-suara-text';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { credentialOverHttp, openNow, scheduleBeleniosElection } from './support/belenios-election';
import { stageVoter, voterApi, type StageVoter } from './support/evoting-api';

/**
 * Runs in the page (a string: the e2e code is type-checked without the DOM library): from now
 * on, notes whether a progress bar named "Mengenkripsi surat suara…" is ever in the document.
 */
const WATCH_ENCRYPTING = `(() => {
  window.__sawEncrypting = false;
  const look = () => {
    if (document.querySelector('[role="progressbar"][aria-label="Mengenkripsi surat suara…"]'))
      window.__sawEncrypting = true;
  };
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  look();
})()`;

// Issue 34 items 2 and 3, the voter's side of a Belenios election on a 390 px phone: the
// credential prepared in the dashboard, the ballot encrypted in the booth with its progress, the
// tracker as the receipt, found in the public ballot box and shown again on another device; a
// second voter types the code their card holds.

const PHONE = { width: 390, height: 844 };
const TRACKER = /^[A-Za-z0-9+/]{43}$/;

async function phoneAs(browser: Browser, baseURL: string, voter: StageVoter): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  const signedIn = await page.request.post(`${baseURL}/api/pemilih/login`, {
    headers: { Origin: baseURL },
    data: { email: voter.email, password: voter.password },
  });
  expect(signedIn.status()).toBe(200);
  return page;
}

/** Chooses a line, confirms, watches the encryption, and returns the tracker shown. */
async function voteEncrypted(page: Page, choice: string): Promise<string> {
  await page.getByRole('radio', { name: choice }).click();
  await page.getByRole('button', { name: BALLOT_TEXTS.submit }).click();
  const confirm = page.getByRole('dialog', { name: BALLOT_TEXTS.confirmTitle });
  await expect(confirm).toContainText(BALLOT_TEXTS.confirmWarning);
  await confirm.getByRole('button', { name: BALLOT_TEXTS.confirmYes }).click();
  await expect(page.getByRole('heading', { name: BALLOT_TEXTS.thanksTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(TRACKER_TEXTS.label, { exact: true })).toBeVisible();
  const tracker = (await page.getByTestId('pelacak-surat-suara').textContent())?.trim() ?? '';
  expect(tracker).toMatch(TRACKER);
  return tracker;
}

test('a voter prepares a credential, votes encrypted, and finds the tracker in the ballot box', async ({
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  const [first, second] = [1, 2].map((n) => stageVoter('Kripto', 93, n)) as [
    StageVoter,
    StageVoter,
  ];
  const election = await scheduleBeleniosElection(portal.url, {
    nama: `Pemilihan Uji Kripto ${Date.now()}`,
    candidates: ['Andi Prasetyo', 'Bunga Citra'],
    voters: [first, second],
    abstain: true,
  });

  // The first voter prepares their credential on the dashboard; this browser keeps the code.
  const page = await phoneAs(browser, portal.url, first);
  await page.goto(`${portal.url}/dashboard-pemilih`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: CREDENTIAL_TEXTS.title })).toBeVisible();
  await page.getByRole('button', { name: CREDENTIAL_TEXTS.prepare }).click();
  const code = page.getByTestId('kode-kredensial');
  await expect(code).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{3}(-[1-9A-HJ-NP-Za-km-z]{3}){4}$/);
  await expect(page.getByText(CREDENTIAL_TEXTS.keep)).toBeVisible();
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: CREDENTIAL_TEXTS.download }).click();
  expect((await saving).suggestedFilename()).toMatch(/^kredensial-pemilihan-uji-kripto-\d+\.txt$/);

  // The second voter's credential was made elsewhere (over HTTP); then the committee opens.
  const secondApi = await voterApi(portal.url, second);
  const secondCode = await credentialOverHttp(secondApi, election.eventId);
  await secondApi.dispose();
  await openNow(portal.url, election.eventId);

  // The booth encrypts with the code this browser kept, showing its progress, then the tracker.
  await page.goto(`${portal.url}/voting/${election.eventId}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: election.nama })).toBeVisible();
  await expect(page.getByLabel(CREDENTIAL_TEXTS.codeLabel)).toHaveCount(0);
  await page.getByRole('radio', { name: 'No. Urut 2: Bunga Citra' }).click();
  await page.getByRole('button', { name: BALLOT_TEXTS.submit }).click();
  // The progress may come and go between two of Playwright's polls on a fast machine: the page
  // itself notes whether it ever showed it.
  await page.evaluate(WATCH_ENCRYPTING);
  await page
    .getByRole('dialog', { name: BALLOT_TEXTS.confirmTitle })
    .getByRole('button', { name: BALLOT_TEXTS.confirmYes })
    .click();
  await expect(page.getByRole('heading', { name: BALLOT_TEXTS.thanksTitle })).toBeVisible({
    timeout: 30_000,
  });
  expect(await page.evaluate<boolean>('window.__sawEncrypting === true')).toBe(true);
  const tracker = (await page.getByTestId('pelacak-surat-suara').textContent())?.trim() ?? '';
  expect(tracker).toMatch(TRACKER);

  // The public ballot box lists it; searching its beginning finds it.
  await page.getByRole('link', { name: TRACKER_TEXTS.ballotBox }).click();
  await expect(page.getByRole('heading', { level: 1, name: KOTAK_SUARA_TEXT.title })).toBeVisible();
  await expect(page.getByText(KOTAK_SUARA_TEXT.found)).toBeVisible();
  const search = page.getByLabel(KOTAK_SUARA_TEXT.searchLabel);
  await search.fill(tracker.slice(0, 6));
  const list = page.getByRole('list', { name: KOTAK_SUARA_TEXT.listLabel });
  await expect(list).toContainText(tracker);
  await search.fill(tracker);
  await expect(page.getByText(KOTAK_SUARA_TEXT.found)).toBeVisible();
  await expect(page.getByText(KOTAK_SUARA_TEXT.count(1))).toBeVisible();
  await page.context().close();

  // The same voter on another device (no code kept there): voted, with the same tracker.
  const again = await phoneAs(browser, portal.url, first);
  await again.goto(`${portal.url}/voting/${election.eventId}`);
  await waitForApp(again);
  await expect(again.getByText(BOOTH_MESSAGES['sudah-memilih'])).toBeVisible();
  await expect(again.getByTestId('pelacak-surat-suara')).toHaveText(tracker);
  await expect(again.getByText(TRACKER_TEXTS.again)).toBeVisible();
  await again.context().close();

  // The second voter types their code: a wrong one is refused before anything is encrypted.
  const typing = await phoneAs(browser, portal.url, second);
  await typing.goto(`${portal.url}/voting/${election.eventId}`);
  await waitForApp(typing);
  const field = typing.getByLabel(CREDENTIAL_TEXTS.codeLabel);
  await expect(field).toBeVisible();
  await typing.getByRole('radio', { name: BALLOT_TEXTS.abstainLabel }).click();
  // Well formed, but not theirs: a fresh credential.
  await field.fill(generatePrivateCredential());
  await typing.getByRole('button', { name: BALLOT_TEXTS.submit }).click();
  await expect(
    typing.getByText('Kode kredensial tidak cocok dengan kredensial Anda di pemilihan ini.'),
  ).toBeVisible();
  await expect(typing.getByRole('dialog')).toHaveCount(0);
  await field.fill(secondCode);
  const secondTracker = await voteEncrypted(typing, BALLOT_TEXTS.abstainLabel);
  expect(secondTracker).not.toBe(tracker);
  await typing.context().close();
});
