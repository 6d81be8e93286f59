import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { ABSTAIN, BALLOT_TEXTS, BOOTH_MESSAGES } from '../../src/shared/evoting/ballot';
import { BELENIOS_MESSAGES } from '../../src/shared/evoting/belenios-election';
import { beleniosPath } from '../../src/shared/evoting/belenios-paths';
import { parseElection } from '../../src/shared/evoting/belenios/election';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import {
  CREDENTIAL_TEXTS,
  TRACKER_TEXTS,
} from '../../src/renderer/src/features/bilik-suara/belenios-texts';
import { DEKRIPSI_TEXT } from '../../src/renderer/src/features/panitia/belenios/belenios-committee-text';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import {
  ballotOverHttp,
  castOverHttp,
  credentialOverHttp,
  decryptOverHttp,
  openNow,
  scheduleBeleniosElection,
} from './support/belenios-election';
import { COMMITTEE_EMAIL, stageVoter, voterApi, type StageVoter } from './support/evoting-api';
import { signInThroughForm } from './support/sign-in';

// Issue 19's done-when journeys, on Belenios elections of their own (issue 34; the demo's are the
// page tour's): a voter votes and keeps a receipt (their ballot's tracker), and cannot vote
// again; the committee closes, its trustee decrypts, and it publishes; the voter finds their
// tracker among the published ones, the counts are right, and the berita acara the committee
// downloads holds the same counts and the election's fingerprint. The credential, the booth's
// encryption and the trustees' own pages are belenios-voter.spec.ts's and
// belenios-trustees.spec.ts's.

/** A tracker: the Base64 SHA-256 of the ballot's text, without padding. */
const TRACKER = /^[A-Za-z0-9+/]{43}$/;

async function signInVoter(page: Page, baseURL: string, voter: StageVoter) {
  const signedIn = await page.request.post(`${baseURL}/api/pemilih/login`, {
    headers: { Origin: baseURL },
    data: { email: voter.email, password: voter.password },
  });
  expect(signedIn.status()).toBe(200);
}

/**
 * Types the credential code (the voter's card: this browser keeps none), chooses a line of the
 * ballot and sends it through "Konfirmasi Pilihan"; the tracker shown once it is encrypted.
 */
async function vote(page: Page, code: string, choice: string | RegExp): Promise<string> {
  await page.getByLabel(CREDENTIAL_TEXTS.codeLabel).fill(code);
  await page.getByRole('radio', { name: choice }).click();
  await page.getByRole('button', { name: BALLOT_TEXTS.submit }).click();
  const confirm = page.getByRole('dialog', { name: BALLOT_TEXTS.confirmTitle });
  await expect(confirm).toContainText(BALLOT_TEXTS.confirmWarning);
  await confirm.getByRole('button', { name: BALLOT_TEXTS.confirmYes }).click();
  // Encrypting and proving in the browser's worker takes a few seconds on a slow machine.
  await expect(page.getByRole('heading', { name: BALLOT_TEXTS.thanksTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(TRACKER_TEXTS.thanksBody)).toBeVisible();
  const tracker = (await page.getByTestId('pelacak-surat-suara').textContent())?.trim() ?? '';
  expect(tracker).toMatch(TRACKER);
  return tracker;
}

/** No sideways scrolling at the page's width, and no serious or critical axe-core finding. */
async function expectWholeAndAccessible(page: Page) {
  const sideways = (await page.evaluate(
    'document.documentElement.scrollWidth > window.innerWidth',
  )) as boolean;
  expect(sideways).toBe(false);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const downloaded = async (download: Download) => readFile((await download.path())!);

test('a voter votes and keeps the receipt; voting again is refused, on the page and by the API', async ({
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  const voter = stageVoter('Bilik', 97, 1);
  const election = await scheduleBeleniosElection(portal.url, {
    nama: `Pemilihan Uji Bilik ${Date.now()}`,
    candidates: ['Andi Prasetyo', 'Bunga Citra'],
    voters: [voter],
    abstain: true,
  });
  // The voter's credential was made elsewhere; their card holds the code. Then it opens.
  const api = await voterApi(portal.url, voter);
  const code = await credentialOverHttp(api, election.eventId);
  await openNow(portal.url, election.eventId);

  // On a 360 px phone, the booth's first screen.
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await signInVoter(page, portal.url, voter);
  await page.goto(`${portal.url}/dashboard-pemilih`);
  await page.getByRole('link', { name: `Masuk Bilik Suara: ${election.nama}` }).click();
  await expect(page).toHaveURL(new RegExp(`/voting/${election.eventId}$`));
  await expect(page.getByRole('heading', { name: election.nama })).toBeVisible();
  await expect(page.getByText('Sisa Waktu:')).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: BALLOT_TEXTS.instruction }).getByRole('radio'),
  ).toHaveCount(3);
  await expect(page.getByRole('button', { name: BALLOT_TEXTS.submit })).toBeDisabled();

  await page.getByRole('button', { name: 'Visi & Misi: Bunga Citra' }).click();
  const vision = page.getByRole('dialog', { name: 'Visi & Misi: Bunga Citra' });
  await expect(vision).toContainText('Visi Bunga Citra.');
  await vision.getByRole('button', { name: 'Tutup' }).click();

  const tracker = await vote(page, code, 'No. Urut 2: Bunga Citra');
  // The thanks screen follows a cast only, so the tour cannot visit it: checked here, at 360 px.
  await expectWholeAndAccessible(page);
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: TRACKER_TEXTS.download }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^pelacak-pemilihan-uji-bilik-\d+\.txt$/);
  const text = (await downloaded(file)).toString('utf8');
  expect(text).toContain(election.nama);
  expect(text).toContain(tracker);
  // The receipt stays on screen: no redirect takes it away.
  await page.waitForTimeout(6_000);
  await expect(page.getByTestId('pelacak-surat-suara')).toHaveText(tracker);

  // Again, on the page: refused with the time of the vote, no ballot, and the same tracker shown
  // again (issue 33, item 5: a voter whose answer was lost finds it here), with its copy button.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText(BOOTH_MESSAGES['sudah-memilih'])).toBeVisible();
  await expect(page.getByText(/^Anda memberikan suara pada \d+ \S+ \d{4} pukul/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByLabel(CREDENTIAL_TEXTS.codeLabel)).toHaveCount(0);
  await expect(page.getByTestId('pelacak-surat-suara')).toHaveText(tracker);
  await expect(page.getByText(TRACKER_TEXTS.again)).toBeVisible();
  await expect(page.getByRole('button', { name: TRACKER_TEXTS.copy })).toBeVisible();
  await expectWholeAndAccessible(page);

  // And at the API, however it is asked: a second ballot, well made and signed with the voter's
  // own credential, is refused because they voted; a plaintext choice is refused outright (a new
  // election takes encrypted ballots only). The box still holds the one ballot.
  const second = await castOverHttp(
    api,
    election.eventId,
    await ballotOverHttp(api, election.eventId, code, 1),
  );
  expect(second.status(), await second.text()).toBe(409);
  expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
    BOOTH_MESSAGES['sudah-memilih'],
  );
  const plaintext = await api.post(EVOTING_PATHS.cast(election.eventId), {
    data: { pilihan: election.candidates[0]!.id },
  });
  expect(plaintext.status(), await plaintext.text()).toBe(409);
  expect(((await plaintext.json()) as { error: { message: string } }).error.message).toBe(
    BELENIOS_MESSAGES.legacyCast,
  );
  const box = await api.get(beleniosPath('ballotBox', election.eventId));
  expect(box.status()).toBe(200);
  expect(((await box.json()) as { tracker: string[] }).tracker).toEqual([tracker]);
  await api.dispose();

  await page.goto(`${portal.url}/dashboard-pemilih`);
  const card = page.getByRole('listitem').filter({ hasText: election.nama });
  await expect(
    card.getByRole('link', { name: `Anda Sudah Memilih: ${election.nama}` }),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: /^Masuk Bilik Suara/ })).toHaveCount(0);
  await context.close();
});

test('after the committee closes and publishes, the voter finds their receipt, the counts are right, and the berita acara holds them and the fingerprint', async ({
  browser,
  portal,
}) => {
  test.setTimeout(180_000);
  const voters = [1, 2, 3, 4].map((n) => stageVoter('Hasil', 96, n));
  const election = await scheduleBeleniosElection(portal.url, {
    nama: `Pemilihan Uji Hasil ${Date.now()}`,
    candidates: ['Citra Lestari', 'Dimas Anggara'],
    voters,
    abstain: true,
  });
  const [first, second] = election.candidates;
  // Every verified voter needs a credential before it opens, the one who stays home too.
  const sessions = await Promise.all(voters.map((voter) => voterApi(portal.url, voter)));
  const codes: string[] = [];
  for (const api of sessions) codes.push(await credentialOverHttp(api, election.eventId));
  await openNow(portal.url, election.eventId);

  // One ballot through the booth, two more through the API; the fourth voter stays home.
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInVoter(page, portal.url, voters[0]!);
  await page.goto(`${portal.url}/voting/${election.eventId}`);
  const tracker = await vote(page, codes[0]!, `No. Urut 1: ${first!.nama}`);
  const trackers = [tracker];
  for (const [i, choice] of [
    [1, first!.nomor],
    [2, ABSTAIN],
  ] as const) {
    const text = await ballotOverHttp(sessions[i]!, election.eventId, codes[i]!, choice);
    const cast = await castOverHttp(sessions[i]!, election.eventId, text);
    expect(cast.status(), await cast.text()).toBe(201);
    trackers.push(((await cast.json()) as { tracker: string }).tracker);
  }
  // What the voters' browsers encrypted under: election.json, whose hash is the fingerprint.
  const { pemilihan } = (await (
    await sessions[0]!.get(beleniosPath('voterElection', election.eventId))
  ).json()) as { pemilihan: string };
  await Promise.all(sessions.map((api) => api.dispose()));

  // Not published yet: nobody sees a count.
  await page.goto(`${portal.url}/hasil/${election.eventId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: BALLOT_TEXTS.resultsUnavailableTitle }),
  ).toBeVisible();

  // The committee closes the election; its trustee decrypts the encrypted tally; the committee
  // publishes the results from Ringkasan.
  const committee = await browser.newPage({ acceptDownloads: true });
  await signInThroughForm(committee, portal.url, COMMITTEE_EMAIL);
  await committee.goto(`${portal.url}/panitia/${election.eventId}/ringkasan`);
  await expect(committee.getByRole('group', { name: 'Partisipasi' })).toContainText(
    '3 dari 4 (75%)',
  );
  await committee.getByRole('link', { name: 'Pengaturan' }).click();
  await committee.getByRole('button', { name: 'Tutup sekarang' }).click();
  await committee
    .getByRole('dialog', { name: 'Tutup pemilihan sekarang?' })
    .getByRole('button', { name: 'Tutup Sekarang' })
    .click();
  await expect(committee.getByText('Pemilihan ditutup.')).toBeVisible();
  await decryptOverHttp(portal.url, election);
  await committee.getByRole('link', { name: 'Ringkasan' }).click();
  await expect(committee.getByText(DEKRIPSI_TEXT.enough)).toBeVisible();
  await committee.getByRole('button', { name: 'Publikasikan Hasil' }).click();
  await committee
    .getByRole('dialog', { name: 'Publikasikan hasil pemilihan?' })
    .getByRole('button', { name: 'Ya, Publikasikan' })
    .click();
  await expect(committee.getByText('Hasil pemilihan dipublikasikan.')).toBeVisible();
  await expect(committee.getByRole('link', { name: 'Lihat Hasil Publik' })).toHaveAttribute(
    'href',
    `/hasil/${election.eventId}`,
  );

  // The voter's results page follows live: the counts, and their tracker among the published.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hasil Resmi Pemilihan' }),
  ).toBeVisible();
  const rows = page.getByRole('table', { name: 'Perolehan Suara' }).getByRole('row');
  await expect(rows.nth(1)).toHaveText(`1${first!.nama}266,7%`);
  await expect(rows.nth(2)).toHaveText(`2${second!.nama}00%`);
  await expect(rows.nth(3)).toHaveText(`–${BALLOT_TEXTS.abstainLabel}133,3%`);
  await expect(page.getByText('Total Pemilih Terdaftar').locator('..')).toContainText('4');
  await expect(page.getByText('Tingkat Partisipasi').locator('..')).toContainText('75%');
  const search = page.getByRole('searchbox', { name: 'Cari pelacak surat suara Anda' });
  await search.fill(tracker);
  await expect(page.getByText(`Pelacak ${tracker} ada di kotak suara`)).toBeVisible();
  const list = page
    .getByRole('region', { name: 'Daftar pelacak surat suara' })
    .getByRole('listitem');
  await expect(list).toHaveText([tracker]);

  // Every ballot cast is published, and nothing else; the fingerprint is the hash of the
  // election.json the ballots were encrypted under.
  await search.fill('');
  expect((await list.allTextContents()).toSorted()).toEqual(trackers.toSorted());
  const fingerprint = (await page.getByTestId('sidik-jari').textContent())?.trim() ?? '';
  expect(fingerprint).toBe(parseElection(pemilihan).fingerprint);

  // The berita acara, read back from the PDF.
  const saving = committee.waitForEvent('download');
  await committee.getByRole('button', { name: 'Unduh Berita Acara' }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^berita-acara-pemilihan-uji-hasil-\d+\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(await downloaded(file)));
  const { text } = await extractText(pdf, { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('BERITA ACARA');
  expect(flat).toContain(election.nama);
  expect(flat).toContain('A. Ringkasan Partisipasi');
  // Cells are read back in the order they are drawn, each a text of its own.
  const cells = (...parts: string[]) =>
    new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'));
  expect(flat).toMatch(cells('Jumlah Pemilih Terdaftar (terverifikasi)', '4'));
  expect(flat).toMatch(cells('Jumlah Suara Masuk', '3'));
  expect(flat).toMatch(cells('Tingkat Partisipasi', '75%'));
  expect(flat).toContain('B. Rincian Perolehan Suara');
  expect(flat).toMatch(cells('1', first!.nama, '2', '66,7%'));
  expect(flat).toMatch(cells('2', second!.nama, '0', '0%'));
  expect(flat).toMatch(cells('-', BALLOT_TEXTS.abstainLabel, '1', '33,3%'));
  expect(flat).toContain(fingerprint);
  // It says how the ballots were cast: encrypted, under Belenios (a plaintext election's said not).
  expect(flat).toContain('surat suara terenkripsi (protokol Belenios)');
  expect(flat).toContain('Yogyakarta,');
  expect(flat).toContain('Perwakilan Saksi,');
  expect(flat).toContain('Ketua Panitia Pemilihan,');
  await committee.close();
  await context.close();
});
