import type { BookingReceipt } from '../../../src/shared/sc/booking';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { idleClockStartsInNextDocument } from './idle-clock';

/** Ways of reaching a page's state for the tour (page-tour.ts), each short enough for one line. */

/**
 * A demo account's role (`panitia`: the demo elections' committee account), `pemilih`: a voter
 * the tour registers, `pemilih1`: the demo voter on the demo elections' rolls, or `saksi1`: the
 * demo witness, a trustee of the HIMA election (Sessions, tour-sessions.ts).
 */
export type TourRole =
  | 'master'
  | 'sekjen'
  | 'keuangan'
  | 'dagri'
  | 'banggar'
  | 'pora'
  | 'panitia'
  | 'pemilih'
  | 'pemilih1'
  | 'pemilih2'
  | 'saksi1';

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
  /** A sports-centre booking made through the API (sc-tour.ts): its code and summary. */
  scReceipt: BookingReceipt;
  /**
   * The HIMA election's id, as the witness's sign-in answers it: the address of the trustee
   * workspace the sign-in form goes on to (no page links a witness there).
   */
  witnessElection: string;
}

export const visible = async (locator: Locator) => {
  await expect(locator.first()).toBeVisible({ timeout: 10_000 });
};
export const h1 = (name: string | RegExp) => (page: Page) =>
  visible(page.getByRole('heading', { level: 1, name }));
export const text = (value: string | RegExp) => (page: Page) => visible(page.getByText(value));

/**
 * Runs in the page: whether every open dialog is fully shown (opaque up to the root) and no
 * animation runs. Mantine fades a modal in from JavaScript, so a moment may pass before its CSS
 * transition starts; axe's colour-contrast rule read mid-fade measures a half-transparent button
 * (4.48:1 once, on the red button of "Batalkan peminjaman?", which passes at rest). A string: the e2e code is
 * type-checked without the DOM library, and the site's CSP forbids waitForFunction's evaluation.
 */
const DIALOGS_AT_REST = `[...document.querySelectorAll('[role="dialog"]')].every((el) => {
  for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
    if (getComputedStyle(node).opacity !== '1') return false;
  }
  return true;
}) && document.getAnimations().every((a) => a.playState !== 'running')`;

export const dialog = async (page: Page, name?: string | RegExp) => {
  await visible(page.getByRole('dialog', name === undefined ? {} : { name }));
  await expect.poll(() => page.evaluate<boolean>(DIALOGS_AT_REST)).toBe(true);
};

/** The demo form's step 1 (src/server/seed/demo-berkas.ts), filled. */
export async function fillStepOne(page: Page) {
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Seminar Aksesibilitas');
  await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('HIMA Teknokimia Nuklir');
  await page.getByRole('combobox', { name: 'Jenis Berkas' }).selectOption('Surat Peminjaman');
  await page.getByLabel('Tanggal Kegiatan').fill('2026-12-12');
  await page.getByRole('textbox', { name: 'Kontak (WhatsApp)' }).fill('081234567890');
}

export async function wizardStep(page: Page, step: 1 | 2 | 3 | 'sent') {
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

export async function track(page: Page, ticket: string) {
  await page.getByRole('textbox', { name: 'Nomor Tiket' }).fill(ticket);
  await page.getByRole('button', { name: 'Lacak' }).click();
}

export async function openNavDrawer(page: Page) {
  await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
  await dialog(page, 'Menu');
}

export async function openAdminSidebar(page: Page) {
  await page.getByRole('button', { name: 'Buka menu admin' }).click();
  await visible(page.getByRole('navigation', { name: 'Menu admin' }));
}

export async function openTicket(page: Page, ticketId: string) {
  await page.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();
  await dialog(page);
}

export const openSubmission = (page: Page, tour: TourContext) => openTicket(page, tour.ticketId);

/** The questions before what cannot be undone (issue 12 item 8), asked and left unanswered. */
export async function askApproval(page: Page, tour: TourContext) {
  await openTicket(page, tour.readyTicket);
  await page.getByRole('button', { name: 'ACC (Setujui)' }).click();
  await dialog(page, 'Setujui pengajuan ini?');
}

export async function askFinalResponse(page: Page, tour: TourContext) {
  await openTicket(page, tour.approvedTicket);
  await page.getByLabel('Catatan tindak lanjut').fill('Silakan dilaksanakan.');
  await page.getByRole('button', { name: 'Kirim Tindak Lanjut' }).click();
  await dialog(page, 'Kirim tindak lanjut akhir?');
}

export async function printTicket(page: Page, tour: TourContext) {
  await openTicket(page, tour.ticketId);
  await page.getByRole('link', { name: 'Cetak Tiket' }).click();
  await visible(page.getByTestId('print-ticket-id'));
}

/** Tracking's correction (issue 12 item 6): the code asked for, then the answers to correct. */
export async function correction(page: Page, tour: TourContext, step: 'code' | 'form') {
  await track(page, tour.revision.ticketId);
  await page.getByRole('button', { name: 'Kirim Perbaikan' }).click();
  await visible(page.getByRole('textbox', { name: 'Kode Revisi' }));
  if (step === 'code') return;
  await page.getByRole('textbox', { name: 'Kode Revisi' }).fill(tour.revision.revisionCode);
  await page.getByRole('button', { name: 'Buka Jawaban' }).click();
  await visible(page.getByRole('textbox', { name: 'Nama Kegiatan' }));
}

/** The wizard's draft notice after a reload, or the question before leaving (issue 12 item 7). */
export async function wizardDraft(page: Page, state: 'restored' | 'leaving') {
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Seminar Aksesibilitas');
  if (state === 'leaving') {
    await page.getByRole('link', { name: 'SI-BERKAS & SI-LAKAS' }).click();
    await dialog(page, 'Tinggalkan halaman pengajuan?');
    return;
  }
  // Typed perhaps before the app took the page over: the draft is written once it has.
  await expect
    // DRAFT_KEY of features/berkas/wizard-draft.ts (a browser module this Node project cannot load).
    .poll(() => page.evaluate(`localStorage.getItem('bem-km:berkas-ajukan:draft')`))
    .toContain('Seminar Aksesibilitas');
  await page.reload();
  await visible(page.getByText('Jawaban yang belum dikirim telah dipulihkan.', { exact: false }));
}

/** The idle warning a minute before the sign-out (issue 12 item 9), on a controlled clock. */
export async function idleWarning(page: Page) {
  // From the page's own time: a fixed one where the caller fixed it (the screenshot tests).
  await page.clock.install({ time: await page.evaluate<number>('Date.now()') });
  const clockStarts = idleClockStartsInNextDocument(page);
  await page.reload();
  await h1('Ringkasan')(page);
  await clockStarts;
  await page.clock.fastForward('14:05');
  await visible(page.getByRole('alertdialog', { name: 'Sesi akan berakhir' }));
}

export async function fieldAction(page: Page, action: 'Edit' | 'Hapus') {
  await page.getByRole('button', { name: `${action}: Nama Kegiatan` }).click();
  await dialog(page);
}

/** Kelola Pengguna: the edit dialog or one of the confirmations, on sekjen's row. */
export async function userAction(page: Page, action: 'Ubah' | 'Nonaktifkan' | 'Hapus' | 'Tolak') {
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
