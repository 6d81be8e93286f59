/**
 * Issue 33, item 4: file names are plain text. A file's name from the user's computer is never
 * refused for its characters but kept plain (src/shared/file-name.ts): no control, format or
 * bidirectional-override character, no path separator or character Windows forbids, NFC,
 * trimmed. A typed document title with such characters is refused with a message. Names stored
 * before the rule are made plain when they are served, in JSON and in Content-Disposition.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsResource } from '../../src/shared/dokumen/documents-resource';
import { DATABASE_FILE } from '../../src/server/db/database';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type ApiResponse, type Caller } from './support/api-client';
import { finishWithLetter, submittedIntake } from './support/berkas-journeys';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;
let master: Caller;
let admin: Caller;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
  master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
  admin = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

/**
 * Every kind of character the rule takes out, around a name people would recognise: leading dots
 * and spaces, U+202E (right-to-left override), U+2066 (left-to-right isolate), CR/LF, a quote, a
 * zero-width space, a soft hyphen, a BOM, what Windows forbids, a line separator, NFD "é".
 */
const HOSTILE = ` ..\u202Elaporan\u2066 "akhir"\r\n\u200Bkeu\u00ADangan\uFEFF<1>|2?*:3\u2028Cafe\u0301.pdf `;
const PLAIN = 'laporan _akhir_ keuangan_1__2___3 Café.pdf';
/** U+202E alone: `laporan‮fdp.pdf` reads as `laporanpdf.exe`-like. */
const SPOOF = 'laporan\u202Efdp.pdf';

// What no stored or served name may hold (Cs: a lone half of a surrogate pair).
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const UNSAVEABLE = /[/\\<>:"|?*]/;

const PDF = Buffer.from('%PDF-1.4\n%uji\n');
/** The intake's data URL with the name appended, built here so nothing cleans it on the way. */
const rawUpload = (name: string, content = PDF, type = 'application/pdf') =>
  `data:${type};base64,${content.toString('base64')};name=${encodeURIComponent(name)}`;

/** Every string in a JSON answer, keys included. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...strings(inner)])
        : [];

function expectPlainJson(body: unknown): void {
  for (const text of strings(body)) expect(text, JSON.stringify(text)).not.toMatch(HIDDEN);
}

/** The header is printable ASCII, one quoted name, and the name it carries is `expected`. */
function expectPlainHeader(response: ApiResponse, expected: string): void {
  expect(response.status).toBe(200);
  const header = response.headers.get('content-disposition') ?? '';
  expect(header).toMatch(/^(attachment|inline); filename="[\x20-\x7e]+"; filename\*=UTF-8''\S+$/);
  expect(header.match(/"/g)).toHaveLength(2);
  const encoded = /filename\*=UTF-8''(\S+)$/.exec(header)?.[1] ?? '';
  expect(encoded).toMatch(/^[A-Za-z0-9%._~-]+$/);
  const name = decodeURIComponent(encoded);
  expect(name).not.toMatch(HIDDEN);
  expect(name).not.toMatch(UNSAVEABLE);
  expect(name).toBe(expected);
}

const storedName = (fileId: string) =>
  server.db.prepare('SELECT name FROM stored_files WHERE id = ?').pluck().get(fileId) as string;
const fileIdOf = (link: string) => link.replace(/^\/api\/files\//, '').replace(/\?.*$/, '');

const submit = (file: string) => submittedIntake(api, server, file);
const finishWith = (letter: string) => finishWithLetter(api, server, master, letter);

/** A document of Kelola Dokumen: its uploaded PDF, or (without one) a link. */
const doc = (judul: string, berkas: unknown) => ({
  judul,
  kategoriId: 'kategori-uji',
  deskripsi: '',
  tautan: berkas ? '' : 'https://contoh.id/laporan.pdf',
  berkas,
});

describe('an uploaded file keeps a plain name (intake, /api/files)', () => {
  it('is stored, listed and served without control, format or bidi characters', async () => {
    for (const [sent, expected] of [
      [HOSTILE, PLAIN],
      [SPOOF, 'laporanfdp.pdf'],
    ] as const) {
      const { id, link } = await submit(rawUpload(sent));
      expect(storedName(fileIdOf(link))).toBe(expected);
      const detail = await api.call('GET', `/api/berkas/submissions/${id}`, { as: master });
      expect(detail.status).toBe(200);
      expectPlainJson(detail.body);
      expect((detail.body as { files: Record<string, { name: string }> }).files[link]?.name).toBe(
        expected,
      );
      expectPlainHeader(await api.call('GET', link, { as: master }), expected);
    }
  });
});

describe('a reply letter keeps a plain name', () => {
  it('in the stored submission, the panel, tracking and the download', async () => {
    const { id, ticketId, finished } = await finishWith(rawUpload(HOSTILE));
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expectPlainJson(finished.body);
    const response = (finished.body as { submission: { finalResponse: { fileUrl: string } } })
      .submission.finalResponse;
    expect(response).toMatchObject({ fileName: PLAIN });
    expect(storedName(fileIdOf(response.fileUrl))).toBe(PLAIN);

    const detail = await api.call('GET', `/api/berkas/submissions/${id}`, { as: master });
    expectPlainJson(detail.body);
    const tracked = await api.call('GET', `/api/berkas/track/${ticketId}`);
    expectPlainJson(tracked.body);
    const signed = (tracked.body as { submission: { finalResponse: { fileUrl: string } } })
      .submission.finalResponse.fileUrl;
    expectPlainHeader(await api.call('GET', signed), PLAIN);
  });
});

describe("a document's PDF keeps a plain name, and its title refuses hidden characters", () => {
  it('the upload stores and serves the name plain', async () => {
    const uploaded = await api.call('POST', '/api/documents', {
      as: admin,
      body: { nama: HOSTILE, berkas: `data:application/pdf;base64,${PDF.toString('base64')}` },
    });
    expect(uploaded.status).toBe(201);
    expectPlainJson(uploaded.body);
    const berkas = (uploaded.body as { berkas: { id: string; url: string; nama: string } }).berkas;
    expect(berkas.nama).toBe(PLAIN);
    expect(storedName(berkas.id)).toBe(PLAIN);
    expectPlainHeader(await api.call('GET', berkas.url), PLAIN);
  });

  it('a record naming its PDF with hidden characters is stored plain', async () => {
    const uploaded = await api.call('POST', '/api/documents', {
      as: admin,
      body: { nama: 'SOP.pdf', berkas: `data:application/pdf;base64,${PDF.toString('base64')}` },
    });
    const berkas = (uploaded.body as { berkas: Record<string, unknown> }).berkas;
    const saved = await api.call('POST', documentsResource.path, {
      as: admin,
      body: doc('SOP Peminjaman', { ...berkas, nama: SPOOF }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expectPlainJson(saved.body);
    const list = await api.call('GET', documentsResource.path);
    expectPlainJson(list.body);
    const names = (list.body as { items: { berkas: { nama: string } | null }[] }).items.map(
      (item) => item.berkas?.nama,
    );
    expect(names).toContain('laporanfdp.pdf');
  });

  it.each([
    ['U+202E', 'Laporan \u202Efdp.exe'],
    ['U+2066', 'Laporan \u2066Akhir'],
    ['CR/LF', 'Laporan\r\nAkhir'],
    ['a zero-width space', 'Laporan\u200BAkhir'],
  ])('a typed title with %s is refused with a message, and nothing is stored', async (_, judul) => {
    const before = (await api.call('GET', documentsResource.path)).body;
    const response = await api.call('POST', documentsResource.path, {
      as: admin,
      body: doc(judul, null),
    });
    expect(response.status).toBe(400);
    expect((response.body as { error: { fields?: Record<string, string> } }).error.fields).toEqual({
      judul: 'Judul dokumen tidak boleh berisi karakter kendali atau pengubah arah teks.',
    });
    expect((await api.call('GET', documentsResource.path)).body).toEqual(before);
  });
});

describe('names stored before the rule are served plain', () => {
  it('an upload, a reply letter and a document PDF', async () => {
    const { id, link } = await submit(rawUpload('proposal.pdf'));
    const letter = await finishWith(rawUpload('surat.pdf'));
    const letterUrl = (
      letter.finished.body as { submission: { finalResponse: { fileUrl: string } } }
    ).submission.finalResponse.fileUrl;
    const uploaded = await api.call('POST', '/api/documents', {
      as: admin,
      body: { nama: 'SOP.pdf', berkas: `data:application/pdf;base64,${PDF.toString('base64')}` },
    });
    const berkas = (uploaded.body as { berkas: { id: string; url: string } }).berkas;
    const saved = await api.call('POST', documentsResource.path, {
      as: admin,
      body: doc('Dokumen lama', berkas),
    });
    const documentId = (saved.body as { item: { id: string } }).item.id;

    // As an older version (or a hand-edited database) may have left them. A second connection,
    // so the server notices the change as it would any other writer's.
    const other = new Database(path.join(server.dataDir, DATABASE_FILE));
    try {
      const rename = other.prepare('UPDATE stored_files SET name = ? WHERE id = ?');
      for (const fileId of [fileIdOf(link), fileIdOf(letterUrl), berkas.id])
        rename.run(HOSTILE, fileId);
      other
        .prepare(
          "UPDATE submissions SET final_response = json_set(final_response, '$.fileName', ?) WHERE id = ?",
        )
        .run(HOSTILE, letter.id);
      other
        .prepare(
          "UPDATE resource_records SET data = json_set(data, '$.berkas.nama', ?) WHERE resource = ? AND id = ?",
        )
        .run(HOSTILE, documentsResource.name, documentId);
    } finally {
      other.close();
    }

    const detail = await api.call('GET', `/api/berkas/submissions/${id}`, { as: master });
    expectPlainJson(detail.body);
    expect((detail.body as { files: Record<string, { name: string }> }).files[link]?.name).toBe(
      PLAIN,
    );
    expectPlainHeader(await api.call('GET', link, { as: master }), PLAIN);

    const letterDetail = await api.call('GET', `/api/berkas/submissions/${letter.id}`, {
      as: master,
    });
    expectPlainJson(letterDetail.body);
    const tracked = await api.call('GET', `/api/berkas/track/${letter.ticketId}`);
    expectPlainJson(tracked.body);
    expect(
      (tracked.body as { submission: { finalResponse: { fileName: string } } }).submission
        .finalResponse.fileName,
    ).toBe(PLAIN);
    expectPlainHeader(await api.call('GET', letterUrl, { as: master }), PLAIN);

    const list = await api.call('GET', documentsResource.path);
    expectPlainJson(list.body);
    expectPlainHeader(await api.call('GET', berkas.url), PLAIN);
  });
});
