import type { Page } from '@playwright/test';
import { waitForApp } from './app-ready';
import { demoCredentialCode } from './demo-credentials';
import { dialog, h1, visible } from './tour-steps';

/** Ways of reaching the e-voting screens' states for the tour (page-tour.ts). */

/** The demo elections (src/server/seed/demo-evoting.ts) the committee account serves on. */
export const OPEN_ELECTION = 'Pemilihan Raya Ketua dan Wakil Ketua BEM KM 2026';
export const UPCOMING_ELECTION = 'Pemilihan Ketua HIMA Teknokimia Nuklir 2026';

const AREA_PAGES: Readonly<Record<string, string>> = {
  Ringkasan: 'ringkasan',
  Pengaturan: 'pengaturan',
  'Kelola Kandidat': 'kandidat',
  'Kelola Pemilih': 'pemilih',
  'Verifikasi Pemilih': 'verifikasi-pemilih',
  'Akun Saya': 'akun',
};

/**
 * A page of an election's committee area, opened at its address: the election's "Kelola" link
 * on /request-pemilihan (the stop's path) names it. Opened afresh rather than clicked to, so the
 * live streams of the page before (kept 5 s for a quick way back) do not hold the browser's six
 * connections while this page loads.
 */
export const committeePage =
  (election: string, link: string, heading: string | RegExp = link) =>
  async (page: Page) => {
    const kelola = page.getByRole('link', { name: `Kelola: ${election}` });
    await visible(kelola);
    const href = (await kelola.getAttribute('href')) ?? '';
    await page.goto(href.replace(/\/ringkasan$/, `/${AREA_PAGES[link]}`));
    await h1(heading)(page);
  };

export async function openCommitteeMenu(page: Page) {
  await committeePage(UPCOMING_ELECTION, 'Ringkasan')(page);
  await page.getByRole('button', { name: 'Buka menu panitia' }).click();
  await visible(page.getByRole('navigation', { name: 'Menu panitia' }));
}

export async function openSchedulePicker(page: Page) {
  await committeePage(UPCOMING_ELECTION, 'Pengaturan')(page);
  await page.getByRole('button', { name: 'Jadwal Mulai' }).click();
  await visible(page.getByRole('button', { name: 'Pilih tanggal dan waktu ini' }));
}

export async function addCandidateDialog(page: Page) {
  await committeePage(UPCOMING_ELECTION, 'Kelola Kandidat')(page);
  await page.getByRole('button', { name: 'Tambah Kandidat' }).click();
  await dialog(page, 'Tambah Kandidat');
}

/** Manajemen E-Voting with a request's approval or refusal asked. */
export const requestDecision = (action: 'Setujui' | 'Tolak') => async (page: Page) => {
  await waitForApp(page);
  await page
    .getByRole('button', { name: new RegExp(`^${action}: `) })
    .first()
    .click();
  await dialog(page, action === 'Setujui' ? 'Setujui & Tugaskan Panitia' : 'Tolak Permintaan');
};

export async function electionList(page: Page) {
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Daftar Event' }).click();
  await visible(page.getByRole('link', { name: `Kelola: ${OPEN_ELECTION}` }));
}

/** The demo's closed election, its results published by its committee (demo-belenios.ts). */
export const PUBLISHED_ELECTION = 'Pemilihan Ketua UKM Robotika 2025';

/** pemilih1's NIM: their code is on the committee's hand-out (README, demo voters). */
const PEMILIH1_NIM = '012300001';

/**
 * The open demo election's booth, a Belenios one, reached from the voter's dashboard as a voter
 * would: the ballot and, below it, the credential code it asks for (this browser has none kept).
 */
export async function openBooth(page: Page) {
  await waitForApp(page);
  await page.getByRole('link', { name: `Masuk Bilik Suara: ${OPEN_ELECTION}` }).click();
  await visible(page.getByRole('radiogroup'));
  await visible(page.getByRole('textbox', { name: 'Kode Kredensial' }));
}

/**
 * The booth with a choice made, pemilih1's code typed from the hand-out and "Konfirmasi Pilihan"
 * asked (not answered: no vote is cast).
 */
export async function boothConfirmation(page: Page) {
  await openBooth(page);
  await page.getByRole('radio').first().click();
  await page
    .getByRole('textbox', { name: 'Kode Kredensial' })
    .fill(demoCredentialCode(PEMILIH1_NIM));
  await page.getByRole('button', { name: 'Kirim Suara' }).click();
  await dialog(page, 'Konfirmasi Pilihan');
}

/** The booth of an election this voter has voted in: when they did, nothing else. */
export async function boothAfterVoting(page: Page) {
  await waitForApp(page);
  await page.getByRole('tab', { name: /^Riwayat/ }).click();
  await page.getByRole('link', { name: `Anda Sudah Memilih: ${PUBLISHED_ELECTION}` }).click();
  await visible(page.getByText(/^Anda memberikan suara pada /));
}

/** /hasil of an election still open: "Hasil Belum Tersedia". */
export async function resultsNotYet(page: Page) {
  await waitForApp(page);
  const booth = page.getByRole('link', { name: `Masuk Bilik Suara: ${OPEN_ELECTION}` });
  await visible(booth);
  const href = (await booth.getAttribute('href')) ?? '';
  await page.goto(href.replace(/^\/voting\//, '/hasil/'));
  await h1('Hasil Belum Tersedia')(page);
}

/** The published results, reached from /pemilihan, scrolled down so the chart loads too. */
export async function publishedResults(page: Page) {
  await waitForApp(page);
  await page.getByRole('link', { name: `Lihat Hasil: ${PUBLISHED_ELECTION}` }).click();
  await h1('Hasil Resmi Pemilihan')(page);
  // The chart loads once its place is on screen: just above the record's section (the demo's
  // published election is a Belenios one).
  await page.getByRole('heading', { name: 'Data Pemilihan' }).scrollIntoViewIfNeeded();
  await visible(page.locator('.recharts-surface'));
}
