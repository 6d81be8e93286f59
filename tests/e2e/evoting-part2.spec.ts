import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  BALLOT_TEXTS,
  BOOTH_MESSAGES,
  RECEIPT_NOTES,
  RECEIPT_PATTERN,
} from '../../src/shared/evoting/ballot';
import { EVOTING_PATHS } from '../../src/shared/evoting/evoting-paths';
import { ballotFingerprint } from '../../src/shared/evoting/results';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import {
  COMMITTEE_EMAIL,
  openElectionThroughApi,
  stageVoter,
  voterApi,
  type StageVoter,
} from './support/evoting-api';
import { signInThroughForm } from './support/sign-in';

// Issue 19's done-when journeys, on elections of their own (the demo's are the page tour's): a
// voter votes and keeps a receipt, and cannot vote again; the committee closes and publishes;
// the voter finds their receipt among the published ones, the counts are right, and the berita
// acara the committee downloads holds the same counts and fingerprint.

async function signInVoter(page: Page, baseURL: string, voter: StageVoter) {
  const signedIn = await page.request.post(`${baseURL}/api/pemilih/login`, {
    headers: { Origin: baseURL },
    data: { email: voter.email, password: voter.password },
  });
  expect(signedIn.status()).toBe(200);
}

/** Chooses a line of the ballot and sends it through "Konfirmasi Pilihan"; the receipt shown. */
async function vote(page: Page, choice: string | RegExp): Promise<string> {
  await page.getByRole('radio', { name: choice }).click();
  await page.getByRole('button', { name: BALLOT_TEXTS.submit }).click();
  const confirm = page.getByRole('dialog', { name: BALLOT_TEXTS.confirmTitle });
  await expect(confirm).toContainText(BALLOT_TEXTS.confirmWarning);
  await confirm.getByRole('button', { name: BALLOT_TEXTS.confirmYes }).click();
  await expect(page.getByRole('heading', { name: BALLOT_TEXTS.thanksTitle })).toBeVisible();
  await expect(page.getByText(BALLOT_TEXTS.thanksBody)).toBeVisible();
  const code = (await page.getByTestId('kode-tanda-terima').textContent())?.trim() ?? '';
  expect(code).toMatch(RECEIPT_PATTERN);
  return code;
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
  const election = await openElectionThroughApi(portal.url, {
    nama: `Pemilihan Uji Bilik ${Date.now()}`,
    candidates: ['Andi Prasetyo', 'Bunga Citra'],
    voters: [voter],
    abstain: true,
  });

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

  const code = await vote(page, 'No. Urut 2: Bunga Citra');
  // The thanks screen follows a cast only, so the tour cannot visit it: checked here, at 360 px.
  await expectWholeAndAccessible(page);
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Tanda Terima (.txt)' }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/^tanda-terima-pemilihan-uji-bilik-\d+\.txt$/);
  const text = (await downloaded(file)).toString('utf8');
  expect(text).toContain(election.nama);
  expect(text).toContain(code);
  // The receipt stays on screen: no redirect takes it away.
  await page.waitForTimeout(6_000);
  await expect(page.getByTestId('kode-tanda-terima')).toHaveText(code);

  // Again, on the page: refused with the time of the vote, and the same receipt shown again
  // (issue 33, item 5: a voter whose answer was lost finds it here), with its copy button.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByText(BOOTH_MESSAGES['sudah-memilih'])).toBeVisible();
  await expect(page.getByText(/^Anda memberikan suara pada \d+ \S+ \d{4} pukul/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByTestId('kode-tanda-terima')).toHaveText(code);
  await expect(page.getByText(RECEIPT_NOTES.again)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin Kode' })).toBeVisible();
  await expectWholeAndAccessible(page);

  // And at the API, however it is asked.
  const again = await page.request.post(`${portal.url}${EVOTING_PATHS.cast(election.eventId)}`, {
    headers: { Origin: portal.url },
    data: { pilihan: election.candidates[0]!.id },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
    BOOTH_MESSAGES['sudah-memilih'],
  );

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
  const election = await openElectionThroughApi(portal.url, {
    nama: `Pemilihan Uji Hasil ${Date.now()}`,
    candidates: ['Citra Lestari', 'Dimas Anggara'],
    voters,
    abstain: true,
  });
  const [first, second] = election.candidates;

  // One ballot through the booth, two more through the API; the fourth voter stays home.
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInVoter(page, portal.url, voters[0]!);
  await page.goto(`${portal.url}/voting/${election.eventId}`);
  const code = await vote(page, `No. Urut 1: ${first!.nama}`);
  for (const [voter, pilihan] of [
    [voters[1]!, first!.id],
    [voters[2]!, 'abstain'],
  ] as const) {
    const api = await voterApi(portal.url, voter);
    const cast = await api.post(EVOTING_PATHS.cast(election.eventId), { data: { pilihan } });
    expect(cast.status(), await cast.text()).toBe(201);
    await api.dispose();
  }

  // Not published yet: nobody sees a count.
  await page.goto(`${portal.url}/hasil/${election.eventId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: BALLOT_TEXTS.resultsUnavailableTitle }),
  ).toBeVisible();

  // The committee closes the election, then publishes its results from Ringkasan.
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
  await committee.getByRole('link', { name: 'Ringkasan' }).click();
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

  // The voter's results page follows live: the counts, and their receipt among the published.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hasil Resmi Pemilihan' }),
  ).toBeVisible();
  const rows = page.getByRole('table', { name: 'Perolehan Suara' }).getByRole('row');
  await expect(rows.nth(1)).toHaveText(`1${first!.nama}266,7%`);
  await expect(rows.nth(2)).toHaveText(`2${second!.nama}00%`);
  await expect(rows.nth(3)).toHaveText(`–${BALLOT_TEXTS.abstainLabel}133,3%`);
  await expect(page.getByText('Total Pemilih Terdaftar').locator('..')).toContainText('4');
  await expect(page.getByText('Tingkat Partisipasi').locator('..')).toContainText('75%');
  await page.getByRole('searchbox', { name: 'Cari kode tanda terima Anda' }).fill(code);
  await expect(page.getByText(`Kode ${code} ada di kotak suara`)).toBeVisible();

  // The fingerprint recomputed from what the page publishes.
  const receipts = await page
    .getByRole('region', { name: 'Daftar kode tanda terima' })
    .getByRole('listitem')
    .allTextContents();
  expect(receipts).toEqual([code]);
  await page.getByRole('searchbox', { name: 'Cari kode tanda terima Anda' }).fill('');
  const everyReceipt = await page
    .getByRole('region', { name: 'Daftar kode tanda terima' })
    .getByRole('listitem')
    .allTextContents();
  expect(everyReceipt).toHaveLength(3);
  const fingerprint = (await page.getByTestId('sidik-jari').textContent())?.trim() ?? '';
  expect(fingerprint).toBe(
    await ballotFingerprint(
      everyReceipt,
      [
        { nomor: 1, suara: 2 },
        { nomor: 2, suara: 0 },
      ],
      1,
    ),
  );

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
  expect(flat).toContain('Yogyakarta,');
  expect(flat).toContain('Perwakilan Saksi,');
  expect(flat).toContain('Ketua Panitia Pemilihan,');
  expect(flat.toLowerCase()).not.toContain('enkripsi');
  await committee.close();
  await context.close();
});
