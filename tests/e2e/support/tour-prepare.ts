import type { Browser } from '@playwright/test';
import { expect, request } from '@playwright/test';
import { anggaranForTour } from './anggaran';
import { staffApi, submissionId, submitThroughApi, verifyByAll } from './berkas';
import { bookForTour } from './sc-tour';
import { wizardStep, type TourContext } from './tour-steps';
import { signInWitness } from './tour-sessions';

// The data the tour's stops (page-tour.ts) look at, made before the first stop.

/**
 * Submits one ticket through the wizard, for the tracking and admin stops, and sets the stage
 * through the API for the stops that need a submission further along.
 */
export async function prepareTour(
  browser: Browser,
  baseURL: string,
  /** The server's "now", where it is not the runner's (the screenshot tests' fixed clock). */
  now = Date.now(),
): Promise<TourContext> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/layanan/berkaskm/ajukan');
  await wizardStep(page, 'sent');
  const ticketId = (await page.getByTestId('ticket-id').textContent()) ?? '';
  await context.close();

  const witness = await witnessElection(baseURL);
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
    await anggaranForTour(baseURL);
    const scReceipt = await bookForTour(baseURL, now);
    return {
      scReceipt,
      ticketId,
      readyTicket: ready.ticketId,
      approvedTicket: approved.ticketId,
      revision: { ticketId: revision.ticketId, revisionCode: revision.revisionCode },
      correctedTicket: corrected.ticketId,
      witnessElection: witness,
    };
  } finally {
    await master.dispose();
  }
}

/** The HIMA election's id (random at seeding), from a witness sign-in of its own. */
async function witnessElection(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    return await signInWitness(api);
  } finally {
    await api.dispose();
  }
}
