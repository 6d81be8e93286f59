import { expect, request, type APIRequestContext } from '@playwright/test';
import { encodeUploadedFile } from '../../../src/shared/berkas/form-fields';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-seed';

/**
 * Setting the stage through the API, where a test is about what comes after: a submission as the
 * wizard sends it, a staff session of its own (not the page's), the steps before the one tested.
 */
export async function submitThroughApi(
  baseUrl: string,
  fileName = 'proposal.pdf',
): Promise<{ ticketId: string; revisionCode: string; fileUrl: string }> {
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    const file = encodeUploadedFile(
      `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%uji\n').toString('base64')}`,
      fileName,
    );
    const response = await api.post('/api/berkas/intake', {
      data: {
        namaKegiatan: 'Lomba Karya Tulis Nuklir',
        penyelenggara: 'UKM Riset',
        jenisBerkas: 'Proposal Kegiatan',
        tanggalKegiatan: '2026-12-05',
        kontak: '081234567890',
        berkasPengajuan: file,
      },
    });
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, string> };
    return {
      ticketId: data.ticketId!,
      revisionCode: data.revisionCode!,
      fileUrl: data.berkasPengajuan!,
    };
  } finally {
    await api.dispose();
  }
}

/** A staff member's API session, separate from any page's cookies. */
export async function staffApi(baseUrl: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { Origin: baseUrl },
  });
  const signIn = await api.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return api;
}

/** The submission's id, found by its ticket in the panel's list (newest first). */
export async function submissionId(api: APIRequestContext, ticketId: string): Promise<string> {
  const list = await api.get('/api/berkas/submissions?limit=1000');
  const { items } = (await list.json()) as { items: { id: string; ticketId: string }[] };
  const found = items.find((item) => item.ticketId === ticketId);
  expect(found, ticketId).toBeDefined();
  return found!.id;
}

/** Master verifies as each of the four verifiers: the submission is ready for ACC. */
export async function verifyByAll(api: APIRequestContext, id: string): Promise<void> {
  for (const verifier of ['sekjend', 'kemendagri', 'kemenkeu', 'banggar']) {
    const response = await api.post(`/api/berkas/submissions/${id}/verification`, {
      data: { action: 'verify', verifier },
    });
    expect(response.status(), verifier).toBe(200);
  }
}
