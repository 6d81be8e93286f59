import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-seed';
import { staffApi, submissionId, submitThroughApi, verifyByAll } from './berkas';

/**
 * The pages (and their states: wizard steps, open dialogs) visited by the accessibility and the
 * layout checks. Adding a screen is one line in PAGES.
 */

export type TourRole = 'master' | 'sekjen' | 'keuangan' | 'banggar';

export interface TourContext {
  /** A ticket submitted through the wizard before the tour starts. */
  ticketId: string;
  /** Verified by all four: ACC can be asked for. */
  readyTicket: string;
  /** Approved: the final follow-up can be asked for. */
  approvedTicket: string;
  /** In Revisi Diperlukan, with the submitter's private code. */
  revision: { ticketId: string; revisionCode: string };
  /** Corrected once: the detail shows Versi 1. */
  correctedTicket: string;
}

export interface TourStop {
  name: string;
  path: string;
  /** Signed in as this demo account (`{role}@bem.demo`); absent: a visitor. */
  as?: TourRole;
  /** Only checked at phone widths (a phone menu open). */
  phoneOnly?: boolean;
  /** Brings the page into the state to check and waits until it is there. */
  reach(page: Page, tour: TourContext): Promise<void>;
}

// ----- ways of reaching a state, each one short enough for a one-line entry -----

const visible = async (locator: Locator) => {
  await expect(locator.first()).toBeVisible({ timeout: 10_000 });
};
const h1 = (name: string | RegExp) => (page: Page) =>
  visible(page.getByRole('heading', { level: 1, name }));
const text = (value: string | RegExp) => (page: Page) => visible(page.getByText(value));
const dialog = (page: Page, name?: string | RegExp) =>
  visible(page.getByRole('dialog', name === undefined ? {} : { name }));

/** The demo form's step 1 (src/server/seed/demo-berkas.ts), filled. */
async function fillStepOne(page: Page) {
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Seminar Aksesibilitas');
  await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('HIMA Teknokimia Nuklir');
  await page.getByRole('combobox', { name: 'Jenis Berkas' }).selectOption('Surat Peminjaman');
  await page.getByLabel('Tanggal Kegiatan').fill('2026-12-12');
  await page.getByRole('textbox', { name: 'Kontak (WhatsApp)' }).fill('081234567890');
}

async function wizardStep(page: Page, step: 1 | 2 | 3 | 'sent') {
  await visible(page.getByRole('textbox', { name: 'Nama Kegiatan' }));
  if (step === 1) return;
  await fillStepOne(page);
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  const file = page.locator('input[type="file"][name="berkasPengajuan"]');
  await file.waitFor({ state: 'attached' });
  if (step === 2) return;
  await file.setInputFiles({
    name: 'proposal.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%demo\n'),
  });
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await visible(page.getByRole('button', { name: 'Kirim' }));
  if (step === 3) return;
  await page.getByRole('button', { name: 'Kirim' }).click();
  await visible(page.getByTestId('ticket-id'));
}

async function track(page: Page, ticket: string) {
  await page.getByRole('textbox', { name: 'Nomor Tiket' }).fill(ticket);
  await page.getByRole('button', { name: 'Lacak' }).click();
}

async function openNavDrawer(page: Page) {
  await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
  await dialog(page, 'Menu');
}

async function openAdminSidebar(page: Page) {
  await page.getByRole('button', { name: 'Buka menu admin' }).click();
  await visible(page.getByRole('navigation', { name: 'Menu admin' }));
}

async function openTicket(page: Page, ticketId: string) {
  await page.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();
  await dialog(page);
}

const openSubmission = (page: Page, tour: TourContext) => openTicket(page, tour.ticketId);

/** The questions before what cannot be undone (issue 12 item 8), asked and left unanswered. */
async function askApproval(page: Page, tour: TourContext) {
  await openTicket(page, tour.readyTicket);
  await page.getByRole('button', { name: 'ACC (Setujui)' }).click();
  await dialog(page, 'Setujui pengajuan ini?');
}

async function askFinalResponse(page: Page, tour: TourContext) {
  await openTicket(page, tour.approvedTicket);
  await page.getByLabel('Catatan tindak lanjut').fill('Silakan dilaksanakan.');
  await page.getByRole('button', { name: 'Kirim Tindak Lanjut' }).click();
  await dialog(page, 'Kirim tindak lanjut akhir?');
}

async function printTicket(page: Page, tour: TourContext) {
  await openTicket(page, tour.ticketId);
  await page.getByRole('link', { name: 'Cetak Tiket' }).click();
  await visible(page.getByTestId('print-ticket-id'));
}

/** Tracking's correction (issue 12 item 6): the code asked for, then the answers to correct. */
async function correction(page: Page, tour: TourContext, step: 'code' | 'form') {
  await track(page, tour.revision.ticketId);
  await page.getByRole('button', { name: 'Kirim Perbaikan' }).click();
  await visible(page.getByRole('textbox', { name: 'Kode Revisi' }));
  if (step === 'code') return;
  await page.getByRole('textbox', { name: 'Kode Revisi' }).fill(tour.revision.revisionCode);
  await page.getByRole('button', { name: 'Buka Jawaban' }).click();
  await visible(page.getByRole('textbox', { name: 'Nama Kegiatan' }));
}

/** The wizard's draft notice after a reload, or the question before leaving (issue 12 item 7). */
async function wizardDraft(page: Page, state: 'restored' | 'leaving') {
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Seminar Aksesibilitas');
  if (state === 'leaving') {
    await page.getByRole('link', { name: 'SI-BERKAS & SI-LAKAS' }).click();
    await dialog(page, 'Tinggalkan halaman pengajuan?');
    return;
  }
  await page.reload();
  await visible(page.getByText('Jawaban yang belum dikirim telah dipulihkan.', { exact: false }));
}

/** The idle warning a minute before the sign-out (issue 12 item 9), on a controlled clock. */
async function idleWarning(page: Page) {
  await page.clock.install();
  await page.reload();
  await h1('Ringkasan')(page);
  await page.clock.fastForward('14:05');
  await visible(page.getByRole('alertdialog', { name: 'Sesi akan berakhir' }));
}

async function fieldAction(page: Page, action: 'Edit' | 'Hapus') {
  await page.getByRole('button', { name: `${action}: Nama Kegiatan` }).click();
  await dialog(page);
}

/** Kelola Pengguna: the edit dialog or one of the confirmations, on sekjen's row. */
async function userAction(page: Page, action: 'Ubah' | 'Nonaktifkan' | 'Hapus' | 'Tolak') {
  await visible(page.getByRole('heading', { level: 1, name: 'Kelola Pengguna' }));
  // A table row on a PC, a card (list item) on a phone.
  const row = (email: string) =>
    page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: email });
  if (action === 'Ubah') {
    await row('sekjen@bem.demo').getByRole('button', { name: 'Ubah' }).click();
  } else if (action === 'Tolak') {
    await row('calon@bem.demo').getByRole('button', { name: 'Tolak' }).click();
  } else {
    await row('sekjen@bem.demo')
      .getByRole('button', { name: /^Lainnya untuk/ })
      .click();
    await page.getByRole('menuitem', { name: action }).click();
  }
  await dialog(page);
}

// ----- the tour -----

export const PAGES: readonly TourStop[] = [
  { name: 'Beranda', path: '/', reach: h1(/Selamat Datang/) },
  { name: 'Beranda, menu ponsel terbuka', path: '/', phoneOnly: true, reach: openNavDrawer },
  { name: 'Layanan', path: '/layanan', reach: h1('Pusat Layanan BEM') },
  { name: 'SI-BERKAS', path: '/layanan/berkaskm', reach: h1('SI-BERKAS & SI-LAKAS') },
  { name: 'Ajukan langkah 1', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardStep(p, 1) },
  { name: 'Ajukan langkah 2', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardStep(p, 2) },
  { name: 'Ajukan langkah 3', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardStep(p, 3) },
  {
    name: 'Ajukan berhasil',
    path: '/layanan/berkaskm/ajukan',
    reach: (p) => wizardStep(p, 'sent'),
  },
  { name: 'Lacak ditemukan', path: '/layanan/berkaskm/lacak', reach: async (p, t) => { await track(p, t.ticketId); await visible(p.getByTestId('status-berkas')); } }, // prettier-ignore
  { name: 'Lacak, kode revisi', path: '/layanan/berkaskm/lacak', reach: (p, t) => correction(p, t, 'code') }, // prettier-ignore
  { name: 'Lacak, formulir perbaikan', path: '/layanan/berkaskm/lacak', reach: (p, t) => correction(p, t, 'form') }, // prettier-ignore
  { name: 'Ajukan, draf dipulihkan', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardDraft(p, 'restored') }, // prettier-ignore
  { name: 'Ajukan, tinggalkan halaman', path: '/layanan/berkaskm/ajukan', reach: (p) => wizardDraft(p, 'leaving') }, // prettier-ignore
  { name: 'Lacak tidak ditemukan', path: '/layanan/berkaskm/lacak', reach: async (p) => { await track(p, 'BEM-2020-99999'); await text('Nomor tiket tidak ditemukan. Harap periksa kembali.')(p); } }, // prettier-ignore
  { name: 'Login', path: '/login', reach: h1('Masuk') },
  { name: 'Daftar Admin', path: '/register', reach: h1(/./) },
  { name: 'Daftar Panitia', path: '/register-panitia', reach: h1(/./) },
  { name: 'Lupa kata sandi', path: '/forgot-password', reach: h1(/./) },
  { name: 'Syarat dan Ketentuan', path: '/terms', reach: h1(/./) },
  { name: 'Syarat Pemilih', path: '/terms-pemilih', reach: h1(/./) },
  { name: 'Halaman 404', path: '/tidak-ada', reach: h1('Halaman tidak ditemukan') },
  { name: 'Ringkasan', path: '/admin', as: 'sekjen', reach: h1('Ringkasan') },
  { name: 'Admin, menu ponsel terbuka', path: '/admin', as: 'sekjen', phoneOnly: true, reach: openAdminSidebar }, // prettier-ignore
  { name: 'Edit Profil', path: '/admin/profil', as: 'sekjen', reach: h1('Edit Profil') },
  { name: 'Kelola Berkas KM', path: '/admin/berkas', as: 'sekjen', reach: h1('Kelola Berkas KM') },
  { name: 'Kelola Berkas KM, detail', path: '/admin/berkas', as: 'sekjen', reach: openSubmission },
  { name: 'Kelola Berkas KM, versi sebelumnya', path: '/admin/berkas', as: 'sekjen', reach: async (p, t) => { await openTicket(p, t.correctedTicket); await visible(p.getByRole('heading', { name: 'Versi 1' })); } }, // prettier-ignore
  { name: 'Kelola Berkas KM, ACC ditanya', path: '/admin/berkas', as: 'sekjen', reach: askApproval }, // prettier-ignore
  { name: 'Kelola Berkas KM, tindak lanjut ditanya', path: '/admin/berkas', as: 'sekjen', reach: askFinalResponse }, // prettier-ignore
  { name: 'Cetak tiket', path: '/admin/berkas', as: 'sekjen', reach: printTicket },
  { name: 'Peringatan sesi', path: '/admin', as: 'sekjen', reach: idleWarning },
  { name: 'Ringkasan (keuangan)', path: '/admin', as: 'keuangan', reach: (p) => visible(p.getByRole('region', { name: 'Menunggu Tindakan Anda' })) }, // prettier-ignore
  { name: 'Kelola Berkas KM (banggar)', path: '/admin/berkas', as: 'banggar', reach: h1('Kelola Berkas KM') }, // prettier-ignore
  { name: 'Kelola Berkas KM, detail (banggar)', path: '/admin/berkas', as: 'banggar', reach: openSubmission }, // prettier-ignore
  { name: 'Kelola Form Berkas', path: '/admin/kelola-form-berkas', as: 'sekjen', reach: h1('Kelola Form Berkas') }, // prettier-ignore
  { name: 'Kelola Form Berkas, editor', path: '/admin/kelola-form-berkas', as: 'sekjen', reach: (p) => fieldAction(p, 'Edit') }, // prettier-ignore
  { name: 'Kelola Form Berkas, tambah', path: '/admin/kelola-form-berkas', as: 'sekjen', reach: async (p) => { await p.getByRole('button', { name: 'Tambah Pertanyaan' }).click(); await dialog(p, 'Tambah Pertanyaan'); } }, // prettier-ignore
  { name: 'Kelola Form Berkas, hapus', path: '/admin/kelola-form-berkas', as: 'sekjen', reach: (p) => fieldAction(p, 'Hapus') }, // prettier-ignore
  { name: 'Ringkasan (master)', path: '/admin', as: 'master', reach: h1('Ringkasan') },
  { name: 'Kelola Pengguna', path: '/admin/kelola-admin', as: 'master', reach: h1('Kelola Pengguna') }, // prettier-ignore
  { name: 'Kelola Pengguna, ubah', path: '/admin/kelola-admin', as: 'master', reach: (p) => userAction(p, 'Ubah') }, // prettier-ignore
  { name: 'Kelola Pengguna, nonaktifkan', path: '/admin/kelola-admin', as: 'master', reach: (p) => userAction(p, 'Nonaktifkan') }, // prettier-ignore
  { name: 'Kelola Pengguna, hapus', path: '/admin/kelola-admin', as: 'master', reach: (p) => userAction(p, 'Hapus') }, // prettier-ignore
  { name: 'Kelola Pengguna, tolak', path: '/admin/kelola-admin', as: 'master', reach: (p) => userAction(p, 'Tolak') }, // prettier-ignore
  { name: 'Log Aktivitas', path: '/admin/histori', as: 'master', reach: (p) => visible(p.getByRole('table', { name: 'Log aktivitas' })) }, // prettier-ignore
];

// ----- running it -----

/**
 * Submits one ticket through the wizard, for the tracking and admin stops, and sets the stage
 * through the API for the stops that need a submission further along.
 */
export async function prepareTour(browser: Browser, baseURL: string): Promise<TourContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/layanan/berkaskm/ajukan');
  await wizardStep(page, 'sent');
  const ticketId = (await page.getByTestId('ticket-id').textContent()) ?? '';
  await context.close();

  const master = await staffApi(baseURL, 'master@bem.demo');
  try {
    const ready = await submitThroughApi(baseURL);
    await verifyByAll(master, await submissionId(master, ready.ticketId));
    const approved = await submitThroughApi(baseURL);
    const approvedId = await submissionId(master, approved.ticketId);
    await verifyByAll(master, approvedId);
    expect((await master.post(`/api/berkas/submissions/${approvedId}/approve`)).status()).toBe(200);
    const askRevision = async (ticket: string) => {
      const id = await submissionId(master, ticket);
      const response = await master.post(`/api/berkas/submissions/${id}/verification`, {
        data: { action: 'request-revision', verifier: 'kemenkeu', catatan: 'Lengkapi RAB.' },
      });
      expect(response.status()).toBe(200);
    };
    const revision = await submitThroughApi(baseURL);
    await askRevision(revision.ticketId);
    const corrected = await submitThroughApi(baseURL);
    await askRevision(corrected.ticketId);
    const correction = await master.post('/api/berkas/revision', {
      data: {
        ticketId: corrected.ticketId,
        revisionCode: corrected.revisionCode,
        answers: {
          namaKegiatan: 'Lomba Karya Tulis Nuklir (perbaikan)',
          penyelenggara: 'UKM Riset',
          jenisBerkas: 'Proposal Kegiatan',
          tanggalKegiatan: '2026-12-05',
          kontak: '081234567890',
          berkasPengajuan: '',
        },
      },
    });
    expect(correction.status()).toBe(200);
    return {
      ticketId,
      readyTicket: ready.ticketId,
      approvedTicket: approved.ticketId,
      revision: { ticketId: revision.ticketId, revisionCode: revision.revisionCode },
      correctedTicket: corrected.ticketId,
    };
  } finally {
    await master.dispose();
  }
}

/**
 * The signed-in browser state of each role, made once per run: the sign-in limit per account is
 * shared by every spec on the server.
 */
export class Sessions {
  private readonly states = new Map<
    TourRole,
    Awaited<ReturnType<BrowserContext['storageState']>>
  >();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  async context(role: TourRole | undefined, viewport: { width: number; height: number }) {
    const storageState = role ? await this.state(role) : undefined;
    return this.browser.newContext({
      baseURL: this.baseURL,
      viewport,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      ...(storageState ? { storageState } : {}),
    });
  }

  private async state(role: TourRole) {
    const known = this.states.get(role);
    if (known) return known;
    const context = await this.browser.newContext({ baseURL: this.baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(`${role}@bem.demo`);
    await page.getByRole('textbox', { name: 'Kata Sandi', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk' }).click();
    // Where an account lands is tested elsewhere (banggar lands on its panel, the others on /admin).
    await expect(page).not.toHaveURL(/\/login$/);
    const state = await context.storageState();
    await context.close();
    this.states.set(role, state);
    return state;
  }
}

/** Opens a stop in a fresh page and waits until its transitions have settled. */
export async function visit(page: Page, stop: TourStop, tour: TourContext): Promise<void> {
  await page.goto(stop.path);
  await stop.reach(page, tour);
  await settle(page);
}

/** Waits for opening transitions (drawers, dialogs, notifications) to end. */
export async function settle(page: Page): Promise<void> {
  // Polled from here: the site's CSP forbids the string evaluation waitForFunction would need.
  await expect
    .poll(() =>
      page.evaluate<boolean>("document.getAnimations().every((a) => a.playState !== 'running')"),
    )
    .toBe(true);
}
