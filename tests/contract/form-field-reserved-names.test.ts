import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

/**
 * Issue 13's probe: a form field named `constructor` broke the intake for API clients, because
 * every plain object already "has" such a key (Object.prototype). The names are refused for new
 * questions, and a question stored under one before still works.
 */
let server: TempServer;
let api: ReturnType<typeof apiClient>;
let master: Caller;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
  master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

const RESERVED = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'];

const question = (fieldName: string) => ({
  label: `Pertanyaan ${fieldName}`,
  fieldName,
  type: 'text',
  placeholder: '',
  required: false,
  step: 3,
  options: [],
  defaultValue: '',
});

const answers = {
  namaKegiatan: 'Seminar Reaktor',
  penyelenggara: 'Hima TKN',
  jenisBerkas: 'Proposal Kegiatan',
  tanggalKegiatan: '2026-12-05',
  kontak: '0812',
  berkasPengajuan: encodeUploadedFile(
    `data:application/pdf;base64,${Buffer.from('%PDF-1.4 isi').toString('base64')}`,
    'proposal.pdf',
  ),
};

describe('form fields named like the properties every object has', () => {
  it.each(RESERVED)('refuses a new question named %s, with an Indonesian reason', async (name) => {
    const before = server.services.formFields.list().length;
    const response = await api.call('POST', '/api/berkas/form-fields', {
      as: master,
      body: question(name),
    });
    expect(response.status).toBe(400);
    const body = response.body as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields?.fieldName).toMatch(/Nama kolom/);
    expect(server.services.formFields.list()).toHaveLength(before);
  });

  it('takes an API intake and a correction that leave out a question stored under such a name', async () => {
    // Stored before the rule existed (the repository does not check names).
    for (const name of ['constructor', 'toString', 'hasOwnProperty'])
      if (!server.services.formFields.fieldNameTaken(name))
        server.services.formFields.insert(
          question(name) as Parameters<typeof server.services.formFields.insert>[0],
        );

    const intake = await api.call('POST', '/api/berkas/intake', { body: answers });
    expect(intake.status).toBe(200);
    const { ticketId, revisionCode } = (
      intake.body as { data: { ticketId: string; revisionCode: string } }
    ).data;
    const stored = server.services.submissions.findByTicket(ticketId)!;
    expect(Object.keys(stored.answers)).not.toContain('constructor');

    const asked = await api.call('POST', `/api/berkas/submissions/${stored.id}/verification`, {
      as: master,
      body: { action: 'request-revision', catatan: 'Lengkapi RAB.', verifier: 'kemenkeu' },
    });
    expect(asked.status).toBe(200);
    const opened = await api.call('POST', '/api/berkas/revision/open', {
      body: { ticketId, revisionCode },
    });
    expect(opened.status).toBe(200);
    const { berkasPengajuan: _kept, ...rest } = answers;
    const corrected = await api.call('POST', '/api/berkas/revision', {
      body: { ticketId, revisionCode, answers: { ...rest, namaKegiatan: 'Seminar Reaktor 2' } },
    });
    expect(corrected.status).toBe(200);
    expect(server.services.submissions.findByTicket(ticketId)!.answers.namaKegiatan).toBe(
      'Seminar Reaktor 2',
    );
  });
});
