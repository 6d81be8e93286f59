import Fastify from 'fastify';
import { parse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { publicTracking } from '../../shared/berkas/public-tracking';
import { initialVerifiers } from '../../shared/berkas/status';
import { publicTrackingSchema, type Submission } from '../../shared/berkas/submission';
import { TRACKING_RESPONSE_SCHEMA } from './tracking-response-schema';

const submission: Submission = {
  id: 'internal-id',
  ticketId: 'BEM-2026-00001',
  answers: { namaKegiatan: 'Seminar', emailPengaju: 'pengaju@contoh.id' },
  namaKegiatan: 'Seminar',
  penyelenggara: 'UKM',
  currentStatus: 'Revisi Diperlukan',
  verifiers: {
    ...initialVerifiers(),
    kemenkeu: { status: 'revisi', updatedAt: '2026-01-02T00:00:00.000Z', catatan: 'Lengkapi RAB' },
    sekjend: { status: 'diverifikasi', updatedAt: '2026-01-02T00:00:00.000Z', catatan: 'rahasia' },
  },
  finalResponse: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

/** What the tracking route sends for `body`, through the schema's serializer. */
async function serialised(body: unknown): Promise<unknown> {
  const app = Fastify();
  app.get('/t', { schema: { response: TRACKING_RESPONSE_SCHEMA } }, async () => body);
  try {
    return (await app.inject({ method: 'GET', url: '/t' })).json();
  } finally {
    await app.close();
  }
}

describe('the tracking response schema, generated from publicTrackingSchema', () => {
  it('sends exactly the shared public shape', async () => {
    const view = publicTracking(submission);
    const sent = await serialised({ submission: view });
    expect(sent).toEqual({ submission: view });
    expect(parse(publicTrackingSchema, (sent as { submission: unknown }).submission)).toEqual(view);
  });

  it('drops what is not in the shared shape, at every level', async () => {
    const view = publicTracking({
      ...submission,
      currentStatus: 'Selesai',
      finalResponse: { catatan: 'Selesai', fileUrl: null, fileName: null },
    });
    const leaky = {
      ...view,
      id: 'internal-id',
      answers: submission.answers,
      verifiers: { ...view.verifiers, kemenkeu: { ...view.verifiers.kemenkeu, uid: 'x' } },
      finalResponse: { ...view.finalResponse, storagePath: 'private/x' },
    };
    expect(await serialised({ submission: leaky, extra: true })).toEqual({ submission: view });
  });
});
