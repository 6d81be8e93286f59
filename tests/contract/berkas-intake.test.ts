import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { TICKET_PATTERN } from '../../src/shared/berkas/ticket';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.dispose();
});

/** A file of `bytes` bytes that starts like a PDF (the server checks the content). */
const pdf = (bytes: number, name = 'proposal.pdf') => {
  const content = Buffer.alloc(bytes, 7);
  content.write('%PDF-1.4\n');
  return encodeUploadedFile(`data:application/pdf;base64,${content.toString('base64')}`, name);
};

const validAnswers = (overrides: Record<string, string> = {}) => ({
  namaKegiatan: 'Seminar Keselamatan Radiasi',
  penyelenggara: 'Hima TKN',
  jenisBerkas: 'Proposal Kegiatan',
  tanggalKegiatan: '2026-12-05',
  kontak: '081234567890',
  berkasPengajuan: pdf(1024),
  ...overrides,
});

const storedFiles = () => {
  const dir = path.join(server.dataDir, 'files');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.pdf')).length
    : 0;
};

describe('SI-BERKAS intake (SPEC.md §7 contract)', () => {
  it('lists the form fields ordered by position, publicly', async () => {
    const response = await api.call('GET', '/api/berkas/form-fields');
    const fields = (response.body as { items: { fieldName: string; position: number }[] }).items;
    expect(fields.map((f) => f.fieldName).slice(0, 3)).toEqual([
      'namaKegiatan',
      'penyelenggara',
      'jenisBerkas',
    ]);
    expect(fields.map((f) => f.position)).toEqual(
      [...fields.map((f) => f.position)].sort((a, b) => a - b),
    );
  });

  it('stores a submission with an uploaded file and answers {status, message, data} with a ticket', async () => {
    const response = await api.call('POST', '/api/berkas/intake', { body: validAnswers() });
    expect(response.status).toBe(200);
    const body = response.body as { status: string; message: string; data: Record<string, string> };
    expect(body.status).toBe('success');
    expect(body.data.ticketId).toMatch(TICKET_PATTERN);
    expect(body.data.namaKegiatan).toBe('Seminar Keselamatan Radiasi');
    expect(body.data.berkasPengajuan).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+$/);
    const stored = server.services.submissions.findByTicket(body.data.ticketId!);
    expect(stored).toMatchObject({ currentStatus: 'Diajukan' });
    expect(Object.values(stored!.verifiers).every((v) => v.status === 'menunggu')).toBe(true);
  });

  it('accepts a cloud-drive link instead of a file', async () => {
    const response = await api.call('POST', '/api/berkas/intake', {
      body: validAnswers({
        berkasPengajuan: 'https://drive.google.com/file/d/abc/view?usp=sharing',
      }),
    });
    expect((response.body as { data: Record<string, string> }).data.berkasPengajuan).toBe(
      'https://drive.google.com/file/d/abc/view?usp=sharing',
    );
  });

  it('accepts a file of 5,242,880 bytes and refuses one of 5,242,881, storing nothing', async () => {
    const accepted = await api.call('POST', '/api/berkas/intake', {
      body: validAnswers({ berkasPengajuan: pdf(5_242_880) }),
    });
    expect(accepted.status).toBe(200);
    const before = { rows: server.services.submissions.count(), files: storedFiles() };
    const refused = await api.call('POST', '/api/berkas/intake', {
      body: validAnswers({ berkasPengajuan: pdf(5_242_881) }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: 'error',
      message: "Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.",
    });
    expect({ rows: server.services.submissions.count(), files: storedFiles() }).toEqual(before);
  });

  it('refuses a missing required answer, an unknown option and a disallowed file type, storing nothing', async () => {
    const before = { rows: server.services.submissions.count(), files: storedFiles() };
    const { namaKegiatan: _omitted, ...withoutName } = validAnswers();
    const missing = await api.call('POST', '/api/berkas/intake', { body: withoutName });
    expect(missing.body).toMatchObject({
      status: 'error',
      message: 'Harap isi kolom: Nama Kegiatan',
    });
    const option = await api.call('POST', '/api/berkas/intake', {
      body: validAnswers({ jenisBerkas: 'Konser' }),
    });
    expect(option.status).toBe(400);
    const exe = await api.call('POST', '/api/berkas/intake', {
      body: validAnswers({ berkasPengajuan: pdf(10, 'virus.exe') }),
    });
    expect(exe.status).toBe(400);
    expect({ rows: server.services.submissions.count(), files: storedFiles() }).toEqual(before);
  });

  it('gives 1,000 concurrent intakes 1,000 distinct tickets', async () => {
    const responses = await Promise.all(
      Array.from({ length: 1000 }, () =>
        api.call('POST', '/api/berkas/intake', {
          body: validAnswers({ berkasPengajuan: 'https://drive.google.com/x' }),
        }),
      ),
    );
    const tickets = responses.map((r) => (r.body as { data: { ticketId: string } }).data.ticketId);
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(tickets).size).toBe(1000);
  }, 60_000);

  it('serves an uploaded file only to the people of the SI-BERKAS panel', async () => {
    const response = await api.call('POST', '/api/berkas/intake', { body: validAnswers() });
    const link = (response.body as { data: Record<string, string> }).data.berkasPengajuan!;
    expect((await api.call('GET', link)).status).toBe(401);
    const pora = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
    expect((await api.call('GET', link, { as: pora })).status).toBe(403);
    for (const email of [
      'sekjen@bem.demo',
      'keuangan@bem.demo',
      'dagri@bem.demo',
      'banggar@bem.demo',
      'master@bem.demo',
    ]) {
      const caller = await api.signIn(email, DEMO_PASSWORD);
      const file = await api.call('GET', link, { as: caller });
      expect(file.status, email).toBe(200);
      expect(file.headers.get('content-disposition')).toContain('proposal.pdf');
    }
  });
});

describe('SI-LAKAS tracking', () => {
  it('shows status and verifiers, and no personal data beyond the activity and organiser', async () => {
    const intake = await api.call('POST', '/api/berkas/intake', { body: validAnswers() });
    const ticket = (intake.body as { data: { ticketId: string } }).data.ticketId;
    const response = await api.call('GET', `/api/berkas/track/${ticket.toLowerCase()}%20`);
    expect(response.status).toBe(200);
    const { submission } = response.body as { submission: Record<string, unknown> };
    expect(submission).toMatchObject({
      ticketId: ticket,
      namaKegiatan: 'Seminar Keselamatan Radiasi',
      penyelenggara: 'Hima TKN',
      currentStatus: 'Diajukan',
    });
    expect(JSON.stringify(submission)).not.toContain('081234567890');
    expect(submission).not.toHaveProperty('answers');
    // Exactly these fields: the response schema is an allow-list.
    expect(Object.keys(submission).sort()).toEqual([
      'createdAt',
      'currentStatus',
      'finalResponse',
      'namaKegiatan',
      'penyelenggara',
      'ticketId',
      'updatedAt',
      'verifiers',
    ]);
    expect(submission.verifiers).toEqual({
      sekjend: { status: 'menunggu', updatedAt: null, catatan: null },
      kemendagri: { status: 'menunggu', updatedAt: null, catatan: null },
      kemenkeu: { status: 'menunggu', updatedAt: null, catatan: null },
      banggar: { status: 'menunggu', updatedAt: null, catatan: null },
    });
  });

  it('says a ticket is not found in the words of SPEC.md §8', async () => {
    for (const ticket of ['BEM-2026-99999x', 'BEM-1999-00001', 'sembarang']) {
      const response = await api.call('GET', `/api/berkas/track/${ticket}`);
      expect(response.status).toBe(404);
      expect((response.body as { error: { message: string } }).error.message).toBe(
        'Nomor tiket tidak ditemukan. Harap periksa kembali.',
      );
    }
  });

  it('limits lookups per address so tickets cannot be enumerated', async () => {
    const limited = await startTempServer(
      {},
      {
        rateLimits: {
          signInPerAddress: 10,
          signInPerAccount: 10,
          windowMs: 60_000,
          trackingPerAddress: 3,
        },
      },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        statuses.push((await fetch(`${limited.url}/api/berkas/track/BEM-2026-0000${i}`)).status);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.dispose();
    }
  });
});

describe('Kelola Form Berkas API', () => {
  it('lets Sekretariat Jenderal add, edit, reorder and delete fields, each recorded', async () => {
    const sekjen = await api.signIn('sekjen@bem.demo', DEMO_PASSWORD);
    const added = await api.call('POST', '/api/berkas/form-fields', {
      as: sekjen,
      body: {
        label: 'Nomor Induk Mahasiswa',
        fieldName: 'pertanyaanBaru',
        type: 'text',
        placeholder: '',
        required: false,
        step: 1,
        options: [],
        defaultValue: '',
      },
    });
    expect(added.status).toBe(201);
    const field = (added.body as { item: { id: string; position: number } }).item;
    const list = server.services.formFields.list();
    expect(list.at(-1)?.id).toBe(field.id);

    const duplicate = await api.call('PATCH', `/api/berkas/form-fields/${field.id}`, {
      as: sekjen,
      body: {
        label: 'Nama',
        fieldName: 'namaKegiatan',
        type: 'text',
        placeholder: '',
        required: false,
        step: 1,
        options: [],
        defaultValue: '',
      },
    });
    expect(duplicate.status).toBe(400);
    const noOptions = await api.call('PATCH', `/api/berkas/form-fields/${field.id}`, {
      as: sekjen,
      body: {
        label: 'Pilih',
        fieldName: 'pertanyaanBaru',
        type: 'select',
        placeholder: '',
        required: true,
        step: 3,
        options: [],
        defaultValue: '',
      },
    });
    expect(noOptions.status).toBe(400);

    const reversed = list.map((f) => f.id).reverse();
    const reordered = await api.call('PUT', '/api/berkas/form-fields/order', {
      as: sekjen,
      body: { ids: reversed },
    });
    expect((reordered.body as { items: { id: string }[] }).items.map((f) => f.id)).toEqual(
      reversed,
    );
    const partial = await api.call('PUT', '/api/berkas/form-fields/order', {
      as: sekjen,
      body: { ids: reversed.slice(1) },
    });
    expect(partial.status).toBe(400);

    expect(
      (await api.call('DELETE', `/api/berkas/form-fields/${field.id}`, { as: sekjen })).status,
    ).toBe(204);
    const log = server.services.histori
      .page({ oleh: 'Sekretariat Jenderal' }, 1)
      .entries.map((e) => e.action);
    expect(log).toEqual(
      expect.arrayContaining([
        'Tambah pertanyaan formulir berkas "Nomor Induk Mahasiswa"',
        'Ubah urutan pertanyaan formulir berkas',
      ]),
    );
    server.services.formFields.reorder(list.map((f) => f.id));
  });
});
