/**
 * Issue 16, items 5 and 8: a document's PDF is judged by the server by its content and size and
 * served to anyone; a document or an organisation with a `javascript:` or `data:` link is refused
 * with a message naming the field; a document is a link or a PDF, never neither or both; only
 * master writes organisations, and a visitor sees only the published ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_MESSAGES } from '../../src/shared/direktori/organisations';
import { documentsResource } from '../../src/shared/dokumen/documents-resource';
import { organisationsResource } from '../../src/shared/direktori/organisations-resource';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '../../src/shared/dokumen/documents';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;
let admin: Caller;
let master: Caller;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
  admin = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
  master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const dataUrl = (bytes: Buffer, claimed = 'application/pdf') =>
  `data:${claimed};base64,${bytes.toString('base64')}`;
const error = (body: unknown) =>
  (body as { error: { message: string; fields?: Record<string, string> } }).error;
const storedPdfs = () => ({
  rows: server.db
    .prepare("SELECT COUNT(*) FROM stored_files WHERE purpose = 'document'")
    .pluck()
    .get(),
  onDisk: fs.existsSync(path.join(server.dataDir, 'files', 'dokumen'))
    ? fs.readdirSync(path.join(server.dataDir, 'files', 'dokumen')).length
    : 0,
});
const upload = (nama: string, berkas: string, as: Caller = admin) =>
  api.call('POST', '/api/documents', { as, body: { nama, berkas } });

const doc = (judul: string, extra: Record<string, unknown> = {}) => ({
  judul,
  kategoriId: 'kategori-uji',
  deskripsi: '',
  tautan: '',
  berkas: null,
  ...extra,
});

describe('a document PDF', () => {
  it('is stored when it is a PDF by content, and anyone opens it inline with its name', async () => {
    const response = await upload('SOP Peminjaman Ruang.pdf', dataUrl(PDF, 'image/png'));
    expect(response.status).toBe(201);
    const berkas = (response.body as { berkas: { url: string; nama: string; bytes: number } })
      .berkas;
    expect(berkas.url).toMatch(/^\/api\/documents\/[A-Za-z0-9_-]{22}\.pdf$/);
    expect(berkas).toMatchObject({ nama: 'SOP Peminjaman Ruang.pdf', bytes: PDF.length });

    const saved = await api.call('POST', documentsResource.path, {
      as: admin,
      body: doc('SOP Peminjaman Ruang', { berkas }),
    });
    expect(saved.status).toBe(201);

    const served = await fetch(`${server.url}${berkas.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toContain('inline');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('is refused when its content is not a PDF, whatever its name and type say, and nothing is kept', async () => {
    const before = storedPdfs();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    for (const bytes of [png, Buffer.from('<html><script>alert(1)</script></html>')]) {
      const response = await upload('laporan.pdf', dataUrl(bytes));
      expect(response.status).toBe(400);
      expect(error(response.body).fields).toEqual({ berkas: DOCUMENT_MESSAGES.notPdf });
    }
    expect(storedPdfs()).toEqual(before);
  });

  it('is refused over the size limit, and nothing is kept', async () => {
    const before = storedPdfs();
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_LIMITS.pdfMaxBytes)]);
    const response = await upload('besar.pdf', dataUrl(big));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(storedPdfs()).toEqual(before);
  });

  it('is uploaded by admins of Kelola Dokumen only', async () => {
    const response = await api.call('POST', '/api/documents', {
      body: { nama: 'a.pdf', berkas: dataUrl(PDF) },
    });
    expect(response.status).toBe(401);
  });

  it('is not found under a made-up name, nor is an image served as a document', async () => {
    expect((await fetch(`${server.url}/api/documents/AAAAAAAAAAAAAAAAAAAAAA.pdf`)).status).toBe(
      404,
    );
  });
});

describe('a document', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://x.id/a'])(
    'refuses the link %s, naming the field',
    async (tautan) => {
      const response = await api.call('POST', documentsResource.path, {
        as: admin,
        body: doc('Tautan jahat', { tautan }),
      });
      expect(response.status).toBe(400);
      expect(error(response.body).fields?.tautan).toBe(DOCUMENT_MESSAGES.linkInvalid);
    },
  );

  it('needs a link or a PDF, not neither', async () => {
    const response = await api.call('POST', documentsResource.path, {
      as: admin,
      body: doc('Tanpa sumber'),
    });
    expect(response.status).toBe(400);
    expect(error(response.body).message).toBe(DOCUMENT_MESSAGES.sourceMissing);
  });

  it('refuses a PDF reference that is not one of the server’s own addresses', async () => {
    const response = await api.call('POST', documentsResource.path, {
      as: admin,
      body: doc('Alamat asing', {
        berkas: {
          id: 'AAAAAAAAAAAAAAAAAAAAAA',
          url: 'https://jahat.example/a.pdf',
          nama: 'a.pdf',
          bytes: 10,
        },
      }),
    });
    expect(response.status).toBe(400);
    expect(error(response.body).fields?.['berkas.url']).toBe(DOCUMENT_MESSAGES.fileInvalid);
  });
});

describe('an organisation', () => {
  const org = (nama: string, extra: Record<string, unknown> = {}) => ({
    nama,
    jenis: 'UKM',
    singkatan: '',
    logo: null,
    deskripsi: '',
    email: '',
    whatsapp: '',
    instagram: '',
    website: '',
    published: true,
    ...extra,
  });

  it('is written by master only: an admin is refused', async () => {
    const response = await api.call('POST', organisationsResource.path, {
      as: admin,
      body: org('UKM Catur'),
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['website', 'javascript:alert(1)', ORGANISATION_MESSAGES.websiteInvalid],
    ['website', 'data:text/html,hai', ORGANISATION_MESSAGES.websiteInvalid],
    ['instagram', 'https://jahat.example/ukm', ORGANISATION_MESSAGES.instagramInvalid],
    ['email', 'javascript:alert(1)', ORGANISATION_MESSAGES.emailInvalid],
    ['whatsapp', 'javascript:alert(1)', ORGANISATION_MESSAGES.whatsappInvalid],
  ])('refuses %s %s, naming the field', async (field, value, message) => {
    const response = await api.call('POST', organisationsResource.path, {
      as: master,
      body: org('UKM Uji Tautan', { [field]: value }),
    });
    expect(response.status).toBe(400);
    expect(error(response.body).fields?.[field]).toBe(message);
  });

  it('refuses a second organisation of the same name', async () => {
    expect(
      (await api.call('POST', organisationsResource.path, { as: master, body: org('UKM Panahan') }))
        .status,
    ).toBe(201);
    const again = await api.call('POST', organisationsResource.path, {
      as: master,
      body: org('ukm  panahan'),
    });
    expect(again.status).toBe(400);
    expect(error(again.body).fields?.nama).toBe(ORGANISATION_MESSAGES.nameTaken);
  });

  it('reaches visitors only when published', async () => {
    await api.call('POST', organisationsResource.path, {
      as: master,
      body: org('UKM Rahasia', { published: false }),
    });
    const visible = await api.call('GET', organisationsResource.path);
    const names = (visible.body as { items: { nama: string }[] }).items.map((o) => o.nama);
    expect(names).toContain('UKM Panahan');
    expect(names).not.toContain('UKM Rahasia');
  });
});
