/**
 * Issue 16, item 2: images are files. An admin uploads an image with its thumbnail; the server
 * judges both by their content and size, stores them as files and serves them to anyone with a
 * year of caching; a record embeds only a described reference. The matrix checks who may upload.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { safeParse } from 'zod/mini';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendError } from '../../src/renderer/src/backend/backend-error';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { imageRefSchema, uploadedImageSchema } from '../../src/shared/images/image-ref';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../../src/shared/images/image-rules';
import { defineResource } from '../../src/shared/resources/resource';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

/** A collection with a required image, as the content areas will declare theirs. */
const galleryInput = z.object({
  judul: z.string().check(z.trim(), z.minLength(1, { error: 'Judul wajib diisi.' })),
  gambar: imageRefSchema,
});
const gallery = defineResource({
  name: 'galeri-uji',
  firestoreCollection: 'galeriUji',
  input: galleryInput,
  stored: galleryInput,
  writeArea: 'kelola-berita',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: 10,
  maxBodyBytes: 8 * 1024,
  history: { noun: 'galeri uji', title: (record) => record.judul },
  notFound: 'Gambar galeri tidak ditemukan.',
});

let server: TempServer;
let api: ReturnType<typeof apiClient>;
let admin: Caller;

beforeAll(async () => {
  server = await startTempServer(
    {},
    { rateLimits: GENEROUS_RATE_LIMITS, extraResources: [gallery] },
  );
  api = apiClient(server.url);
  admin = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } });
const dataUrl = (bytes: Buffer, claimed: string) =>
  `data:${claimed};base64,${bytes.toString('base64')}`;
const message = (body: unknown) => (body as { error: { message: string } }).error.message;
const fields = (body: unknown) =>
  (body as { error: { fields?: Record<string, string> } }).error.fields ?? {};
const stored = () => ({
  rows: server.db
    .prepare("SELECT COUNT(*) FROM stored_files WHERE purpose = 'image'")
    .pluck()
    .get(),
  onDisk: fs.existsSync(path.join(server.dataDir, 'files', 'images'))
    ? fs.readdirSync(path.join(server.dataDir, 'files', 'images')).length
    : 0,
});

const jpegThumb = async () => dataUrl(await picture(40, 40).jpeg().toBuffer(), 'image/jpeg');

async function upload(image: string, thumbnail: string, width = 1600, height = 900) {
  return api.call('POST', '/api/images', { as: admin, body: { image, thumbnail, width, height } });
}

describe('an admin uploads an image and its thumbnail', () => {
  it('stores a PNG with a JPEG thumbnail and serves both, cached for a year, by content type', async () => {
    const png = await picture(1600, 900).png().toBuffer();
    const jpeg = await picture(400, 225).jpeg({ quality: 82 }).toBuffer();
    const response = await upload(dataUrl(png, 'image/png'), dataUrl(jpeg, 'image/jpeg'));
    expect(response.status).toBe(201);
    const image = safeParse(uploadedImageSchema, (response.body as { image: unknown }).image);
    expect(image.success).toBe(true);
    const { url, thumbUrl, width, height } = image.data!;
    expect(url).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}\.png$/);
    expect(thumbUrl).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect({ width, height }).toEqual({ width: 1600, height: 900 });

    for (const [link, bytes, type] of [
      [url, png, 'image/png'],
      [thumbUrl, jpeg, 'image/jpeg'],
    ] as const) {
      // Anyone: no session.
      const served = await fetch(`${server.url}${link}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('takes a WebP as well', async () => {
    const webp = await picture(800, 800).webp({ quality: 82 }).toBuffer();
    const thumb = await picture(400, 400).webp({ quality: 82 }).toBuffer();
    const response = await upload(
      dataUrl(webp, 'image/webp'),
      dataUrl(thumb, 'image/webp'),
      800,
      800,
    );
    expect(response.status).toBe(201);
    const { url } = (response.body as { image: { url: string } }).image;
    expect((await fetch(`${server.url}${url}`)).headers.get('content-type')).toBe('image/webp');
  });
});

describe('the server refuses what is not an image, or too large, and keeps nothing', () => {
  it('refuses a PDF sent as a JPEG, naming the image', async () => {
    const before = stored();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
    const response = await upload(dataUrl(pdf, 'image/jpeg'), await jpegThumb());
    expect(response.status).toBe(400);
    expect(message(response.body)).toBe(IMAGE_MESSAGES.notImage('image'));
    expect(fields(response.body)).toEqual({ image: IMAGE_MESSAGES.notImage('image') });
    expect(stored()).toEqual(before);
  });

  it('refuses a text file claiming image/png as the thumbnail, naming the thumbnail', async () => {
    const before = stored();
    const png = await picture(100, 100).png().toBuffer();
    const text = Buffer.from('ini bukan gambar, hanya teks biasa');
    const response = await upload(dataUrl(png, 'image/png'), dataUrl(text, 'image/png'), 100, 100);
    expect(response.status).toBe(400);
    expect(fields(response.body)).toEqual({ thumbnail: IMAGE_MESSAGES.notImage('thumbnail') });
    expect(stored()).toEqual(before);
  });

  it('refuses an image one byte over the limit, and a body far beyond it', async () => {
    const before = stored();
    const png = await picture(10, 10).png().toBuffer();
    const over = Buffer.alloc(IMAGE_LIMITS.maxBytes + 1);
    png.copy(over);
    const response = await upload(dataUrl(over, 'image/png'), await jpegThumb(), 10, 10);
    expect(response.status).toBe(400);
    expect(fields(response.body)).toEqual({ image: IMAGE_MESSAGES.tooLarge('image') });
    const huge = Buffer.alloc(IMAGE_LIMITS.maxBytes * 2);
    png.copy(huge);
    const tooBig = await upload(dataUrl(huge, 'image/png'), await jpegThumb(), 10, 10);
    expect(tooBig.status).toBe(413);
    expect(stored()).toEqual(before);
  });

  it('refuses a missing part, a non-data-URL and a size beyond 1600 px, in Indonesian', async () => {
    const thumb = await jpegThumb();
    const missing = await api.call('POST', '/api/images', {
      as: admin,
      body: { thumbnail: thumb, width: 10, height: 10 },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(fields(missing.body))).toEqual(['image']);
    const link = await upload('https://contoh.com/a.png', thumb);
    expect(fields(link.body)).toEqual({ image: IMAGE_MESSAGES.unreadable('image') });
    const wide = await upload(thumb, thumb, 1601, 10);
    expect(Object.keys(fields(wide.body))).toEqual(['width']);
  });
});

describe('the pixel size is measured by the server', () => {
  it('refuses an image or thumbnail wider than its limit whatever the browser says', async () => {
    const before = stored();
    const wide = await picture(IMAGE_LIMITS.longestSidePx + 1, 10)
      .png()
      .toBuffer();
    const refused = await upload(dataUrl(wide, 'image/png'), await jpegThumb(), 1600, 10);
    expect(refused.status).toBe(400);
    expect(fields(refused.body)).toEqual({ image: IMAGE_MESSAGES.tooManyPixels('image') });
    const bigThumb = await picture(IMAGE_LIMITS.thumbLongestSidePx + 1, 10)
      .jpeg()
      .toBuffer();
    const small = await picture(20, 20).png().toBuffer();
    const thumbRefused = await upload(
      dataUrl(small, 'image/png'),
      dataUrl(bigThumb, 'image/jpeg'),
      20,
      20,
    );
    expect(fields(thumbRefused.body)).toEqual({
      thumbnail: IMAGE_MESSAGES.tooManyPixels('thumbnail'),
    });
    expect(stored()).toEqual(before);
  });

  it('keeps the measured width and height, not the ones the browser claimed', async () => {
    const png = await picture(120, 80).png().toBuffer();
    const response = await upload(dataUrl(png, 'image/png'), await jpegThumb(), 1600, 900);
    expect(response.status).toBe(201);
    expect((response.body as { image: unknown }).image).toMatchObject({ width: 120, height: 80 });
  });
});

describe('what is served as an image', () => {
  it('is only a stored image under its own extension; a submission’s file is never one', async () => {
    const png = await picture(20, 20).png().toBuffer();
    const answer = server.services.intake.intake({
      namaKegiatan: 'Gambar rahasia',
      penyelenggara: 'BEM',
      jenisBerkas: 'Lainnya',
      tanggalKegiatan: '2026-12-01',
      kontak: '0812',
      berkasPengajuan: encodeUploadedFile(dataUrl(png, 'image/png'), 'lampiran.png'),
    });
    const fileId = String(answer.answers.berkasPengajuan).split('/').pop();
    expect(fileId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await fetch(`${server.url}/api/images/${fileId}.png`)).status).toBe(404);

    const created = await upload(dataUrl(png, 'image/png'), dataUrl(png, 'image/png'), 20, 20);
    const { url } = (created.body as { image: { url: string } }).image;
    expect((await fetch(`${server.url}${url.replace(/\.png$/, '.jpg')}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/images/..%2F..%2Fdata.png`)).status).toBe(400);
  });
});

describe('a record embeds a described reference', () => {
  it('refuses an image without its alternative text, naming the field; keeps one with it', async () => {
    const png = await picture(30, 20).png().toBuffer();
    const created = await upload(dataUrl(png, 'image/png'), dataUrl(png, 'image/png'), 30, 20);
    const image = (created.body as { image: Record<string, unknown> }).image;
    const save = (gambar: unknown) =>
      api.call('POST', gallery.path, { as: admin, body: { judul: 'Pelantikan', gambar } });

    for (const gambar of [image, { ...image, alt: '   ' }]) {
      const refused = await save(gambar);
      expect(refused.status).toBe(400);
      expect(fields(refused.body)).toEqual({ 'gambar.alt': IMAGE_MESSAGES.altRequired });
    }
    const foreign = await save({ ...image, url: 'https://contoh.com/x.png', alt: 'Foto' });
    expect(fields(foreign.body)['gambar.url']).toBe(IMAGE_MESSAGES.badAddress);

    const kept = await save({ ...image, alt: 'Pelantikan pengurus BEM KM' });
    expect(kept.status).toBe(201);
    expect((kept.body as { item: { gambar: { alt: string } } }).item.gambar.alt).toBe(
      'Pelantikan pengurus BEM KM',
    );
  });
});

describe('the http adapter (Backend.images)', () => {
  const adapter = () => {
    const user = server.services.users.findByEmail('dagri@bem.demo')!;
    const token = server.services.sessions.create(user.id, 'desktop').token;
    return createHttpBackend({ baseUrl: server.url, authToken: () => token, credentials: 'omit' });
  };

  it('uploads a prepared image and gives the address the host loads it from', async () => {
    const backend = adapter();
    const webp = await picture(1200, 1600).webp({ quality: 82 }).toBuffer();
    const thumb = await picture(300, 400).webp({ quality: 82 }).toBuffer();
    const image = await backend.images.upload({
      image: new Blob([webp], { type: 'image/webp' }),
      thumbnail: new Blob([thumb], { type: 'image/webp' }),
      width: 1200,
      height: 1600,
    });
    expect(image).toMatchObject({ width: 1200, height: 1600 });
    const src = backend.images.src(image.thumbUrl);
    expect(src).toBe(`${server.url}${image.thumbUrl}`);
    const served = await fetch(src);
    expect(Buffer.from(await served.arrayBuffer()).equals(thumb)).toBe(true);
  });

  it('rejects a refused part with the server’s message, naming the part', async () => {
    const backend = adapter();
    const png = await picture(10, 10).png().toBuffer();
    const upload = backend.images.upload({
      image: new Blob([png], { type: 'image/png' }),
      thumbnail: new Blob(['%PDF-1.4 bukan gambar'], { type: 'image/png' }),
      width: 10,
      height: 10,
    });
    await expect(upload).rejects.toBeInstanceOf(BackendError);
    await expect(upload).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { thumbnail: IMAGE_MESSAGES.notImage('thumbnail') },
    });
  });
});

describe('uploads are rate limited per address', () => {
  it('answers 429 in Indonesian once an address is over its limit', async () => {
    const limited = await startTempServer(
      {},
      { rateLimits: { ...GENEROUS_RATE_LIMITS, imageUploadsPerAddress: 2 } },
    );
    try {
      const client = apiClient(limited.url);
      const as = await client.signIn('sekjen@bem.demo', DEMO_PASSWORD);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await client.call('POST', '/api/images', { as, body: {} })).status);
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.dispose();
    }
  });
});
