import { expect, type Page } from '@playwright/test';
import { CREDENTIAL_TEXTS } from '../../../src/renderer/src/features/bilik-suara/belenios-texts';
import { KOTAK_SUARA_TEXT } from '../../../src/renderer/src/features/kotak-suara/kotak-suara-text';
import { WALI_TEXT as COMMITTEE_WALI } from '../../../src/renderer/src/features/panitia/belenios/belenios-committee-text';
import { VERIFIKASI_TEXT } from '../../../src/renderer/src/features/verifikasi/verifikasi-text';
import { WALI_TEXT as RUANG_WALI } from '../../../src/renderer/src/features/wali/wali-text';
import { BELENIOS_MESSAGES } from '../../../src/shared/evoting/belenios-election';
import { waitForApp } from './app-ready';
import { demoCredentialCode } from './demo-credentials';
import { dialog, h1, visible, type TourContext } from './tour-steps';

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
  await page.getByRole('tab', { name: 'Daftar Pemilihan' }).click();
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

// ----- Belenios' own pages (issue 34) -----

/**
 * The open Pemira's public ballot box, reached from pemilih1's dashboard ("Lihat Kotak Suara"),
 * every tracker of its box listed.
 */
export async function ballotBox(page: Page) {
  await waitForApp(page);
  await page.getByRole('link', { name: `Lihat Kotak Suara: ${OPEN_ELECTION}` }).click();
  await h1(KOTAK_SUARA_TEXT.title)(page);
  await visible(trackerList(page).getByRole('listitem'));
}

const trackerList = (page: Page) => page.getByRole('list', { name: KOTAK_SUARA_TEXT.listLabel });

/** The ballot box searched for one of its trackers, typed whole as a voter pastes theirs: found. */
export async function ballotBoxSearch(page: Page) {
  await ballotBox(page);
  // The shown text: textContent would also read the style element Mantine puts in each line.
  const tracker = (await trackerList(page).getByRole('listitem').first().innerText()).trim();
  await page.getByRole('textbox', { name: KOTAK_SUARA_TEXT.searchLabel }).fill(tracker);
  await visible(page.getByRole('status').filter({ hasText: KOTAK_SUARA_TEXT.found }));
  await expect(trackerList(page).getByRole('listitem')).toHaveCount(1);
}

/**
 * The published election's record re-checked in the browser, reached from its results
 * ("Verifikasi Pemilihan"): every step listed and the verdict that all of them passed.
 */
export async function verification(page: Page) {
  await waitForApp(page);
  await page.getByRole('link', { name: `Lihat Hasil: ${PUBLISHED_ELECTION}` }).click();
  await h1('Hasil Resmi Pemilihan')(page);
  await page.getByRole('link', { name: VERIFIKASI_TEXT.title }).click();
  await h1(VERIFIKASI_TEXT.title)(page);
  // The worker downloads and checks the whole record (9 ballots' proofs, the tally, the partial
  // decryptions): longer than a page's usual 10 s on two busy cores.
  await expect(page.getByRole('status').filter({ hasText: VERIFIKASI_TEXT.verdictOk })).toBeVisible(
    { timeout: 20_000 },
  );
  const steps = page.getByRole('list', { name: VERIFIKASI_TEXT.stepsLabel }).getByRole('listitem');
  await expect(steps.filter({ hasText: VERIFIKASI_TEXT.badge.ok })).toHaveCount(
    await steps.count(),
  );
}

/** /wali/masuk, the witness's sign-in, with a wrong code refused by the server. */
export async function witnessWrongCode(page: Page) {
  await visible(page.getByRole('textbox', { name: RUANG_WALI.code }));
  await page.getByRole('textbox', { name: RUANG_WALI.email }).fill('saksi1@bem.demo');
  await page.getByRole('textbox', { name: RUANG_WALI.code }).fill('Saksi-Salah-Hima');
  await page.getByRole('button', { name: RUANG_WALI.signIn }).click();
  await visible(page.getByRole('alert').filter({ hasText: BELENIOS_MESSAGES.witnessSignInFailed }));
}

/** A trustee's workspace of the HIMA election, whose keys are made: "ready" and nothing to do. */
const workspaceReady = async (page: Page) => {
  await h1(UPCOMING_ELECTION)(page);
  await visible(page.getByText(RUANG_WALI.ready));
};

/**
 * The HIMA election's workspace for the witness signed in as `saksi1` (page-tour.ts): the
 * sign-in answered with the election, whose address the form would have gone to.
 */
export const witnessWorkspace = async (page: Page, tour: TourContext) => {
  await page.goto(`/wali/${encodeURIComponent(tour.witnessElection)}`);
  await workspaceReady(page);
};

/** The same workspace for the committee, trustee 1: from its Ringkasan's "Ruang Wali Kunci". */
export async function committeeWorkspace(page: Page) {
  await committeePage(UPCOMING_ELECTION, 'Ringkasan')(page);
  await page
    .getByRole('region', { name: COMMITTEE_WALI.heading, exact: true })
    .getByRole('link', { name: COMMITTEE_WALI.room, exact: true })
    .click();
  await workspaceReady(page);
}

/**
 * The HIMA election's Ringkasan before opening: the trustees' status (keys made) and the voters'
 * credentials still to prepare.
 */
export async function upcomingSummary(page: Page) {
  await committeePage(UPCOMING_ELECTION, 'Ringkasan')(page);
  await visible(page.getByRole('table', { name: COMMITTEE_WALI.statusTitle }));
  await visible(page.getByTestId('ringkasan-kredensial'));
}

/** pemilih1's card of the HIMA election on the dashboard: the credential still to prepare. */
export async function credentialToPrepare(page: Page) {
  await waitForApp(page);
  const card = page.getByRole('listitem').filter({ hasText: UPCOMING_ELECTION });
  const prepare = card.getByRole('button', { name: CREDENTIAL_TEXTS.prepare });
  await visible(prepare);
  await prepare.scrollIntoViewIfNeeded();
}
