import { formFieldsResource } from '../../src/shared/berkas/form-fields-resource';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_FIELD_LABEL, newFieldDefaults } from '../../src/shared/berkas/form-fields';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';

const LIMITS = {
  signInPerAddress: 1000,
  signInPerAccount: 1000,
  windowMs: 60_000,
  intakePerAddress: 5000,
  imageUploadsPerAddress: 5000,
  trackingPerAddress: 5000,
};

const validAnswers = (extra: Record<string, string> = {}) => ({
  namaKegiatan: 'Seminar Keselamatan Radiasi',
  penyelenggara: 'Hima TKN',
  jenisBerkas: 'Proposal Kegiatan',
  tanggalKegiatan: '2026-12-05',
  kontak: '081234567890',
  berkasPengajuan: 'https://drive.google.com/file/d/abc/view',
  ...extra,
});

describe('a new form question needs a real label (issue 12, item 2)', () => {
  let server: TempServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTempServer({}, { rateLimits: LIMITS });
    api = apiClient(server.url);
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('refuses the default label with a clear message on the label, storing nothing', async () => {
    const sekjen = await api.signIn('sekjen@bem.demo', DEMO_PASSWORD);
    const before = server.services.formFields.list();
    const historiBefore = server.services.histori.page({}, 1).total;
    for (const label of [NEW_FIELD_LABEL, '  label pertanyaan baru ', '']) {
      const response = await api.call('POST', '/api/berkas/form-fields', {
        as: sekjen,
        body: { ...newFieldDefaults(before), label },
      });
      expect(response.status).toBe(400);
      const error = (response.body as { error: { code: string; fields: Record<string, string> } })
        .error;
      expect(error.code).toBe('VALIDATION');
      expect(error.fields['label']).toBe(
        label
          ? 'Ganti "Label Pertanyaan Baru" dengan pertanyaan yang sebenarnya.'
          : 'Label wajib diisi.',
      );
    }
    expect(server.services.formFields.list()).toEqual(before);
    expect(server.services.histori.page({}, 1).total).toBe(historiBefore);

    const added = await api.call('POST', '/api/berkas/form-fields', {
      as: sekjen,
      body: { ...newFieldDefaults(before), label: 'Nomor Induk Mahasiswa' },
    });
    expect(added.status).toBe(201);
    const field = (added.body as { item: { id: string; label: string; position: number } }).item;
    expect(field.label).toBe('Nomor Induk Mahasiswa');
    expect(server.services.formFields.list().at(-1)?.id).toBe(field.id);
    // An existing question cannot be renamed to the placeholder either.
    const renamed = await api.call('PATCH', `/api/berkas/form-fields/${field.id}`, {
      as: sekjen,
      body: { ...newFieldDefaults([]), fieldName: 'nim', label: NEW_FIELD_LABEL },
    });
    expect(renamed.status).toBe(400);
  });
});

describe('start-up clean-up of questions an interrupted "Tambah Pertanyaan" left behind', () => {
  it('removes default-label questions nobody answered, keeps answered ones, records it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-portal-'));
    try {
      const first = await startTempServer({ dataDir }, { rateLimits: LIMITS });
      // What older versions stored at once: the defaults, as a live question.
      const fields = first.services.formFields;
      const abandoned = fields.insert({ ...newFieldDefaults(fields.list()), fieldName: 'lupa1' });
      const answered = fields.insert({ ...newFieldDefaults(fields.list()), fieldName: 'lupa2' });
      const named = fields.insert({ ...newFieldDefaults(fields.list()), fieldName: 'lupa3' });
      const { id: _id, position: _position, ...definition } = named;
      first.services.resources
        .of(formFieldsResource)
        .store.update(named.id, { ...definition, label: 'Asal Kampus' });
      const intake = await apiClient(first.url).call('POST', '/api/berkas/intake', {
        body: validAnswers({ lupa2: 'Jawaban seorang mahasiswa' }),
      });
      expect(intake.status).toBe(200);
      await first.close();

      const second = await startTempServer({ dataDir }, { rateLimits: LIMITS });
      try {
        const ids = second.services.formFields.list().map((f) => f.id);
        expect(ids).not.toContain(abandoned.id);
        expect(ids).toContain(answered.id);
        expect(ids).toContain(named.id);
        expect(
          second.services.histori.page({ oleh: 'Sistem' }, 1).entries.map((e) => e.action),
        ).toEqual(['Hapus pertanyaan formulir berkas tanpa label "lupa1" yang belum pernah diisi']);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
