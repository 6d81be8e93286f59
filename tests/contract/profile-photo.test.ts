/**
 * Issue 16, item 2: a profile photo is an image file, never base64 inside the user record. An
 * admin uploads it through `POST /api/images` and their profile refers to it; a data URL is
 * refused naming the field; an old database's base64 photo becomes a file when the server starts
 * (migration 12), and the start-up cleanup keeps it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { safeParse } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_MESSAGES, profilePhotoSchema } from '../../src/shared/accounts';
import { hashPassword } from '../../src/server/accounts/password-hasher';
import { closeDatabase, openDatabase } from '../../src/server/db/database';
import { migrate, MIGRATIONS } from '../../src/server/db/migrations';
import {
  removeUnreferencedImages,
  UNREFERENCED_IMAGE_GRACE_MS,
} from '../../src/server/images/image-cleanup';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 160, g: 60, b: 40 } } });
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;
const fields = (body: unknown) =>
  (body as { error: { fields?: Record<string, string> } }).error.fields ?? {};
const userOf = (body: unknown) => (body as { user: { foto: unknown; namaTampilan: string } }).user;
const storedFoto = (server: TempServer, email: string) =>
  server.db.prepare('SELECT foto FROM users WHERE email = ?').pluck().get(email) as string | null;

describe('a profile photo on the embedded server', () => {
  let server: TempServer;
  let api: ReturnType<typeof apiClient>;
  let admin: Caller;

  beforeAll(async () => {
    server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
    api = apiClient(server.url);
    admin = await api.signIn('dagri@bem.demo', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await server.dispose();
  });

  async function uploadPhoto(as: Caller) {
    const webp = await picture(300, 400).webp({ quality: 82 }).toBuffer();
    return api.call('POST', '/api/images', {
      as,
      body: {
        image: dataUrl(webp, 'image/webp'),
        thumbnail: dataUrl(webp, 'image/webp'),
        width: 300,
        height: 400,
      },
    });
  }

  it('uploads the photo as an image, sets the reference, and reads it back', async () => {
    const uploaded = await uploadPhoto(admin);
    expect(uploaded.status).toBe(201);
    const photo = (uploaded.body as { image: unknown }).image;
    expect(safeParse(profilePhotoSchema, photo).success).toBe(true);

    const saved = await api.call('PATCH', '/api/profile', { as: admin, body: { foto: photo } });
    expect(saved.status).toBe(200);
    expect(userOf(saved.body).foto).toEqual(photo);

    const session = await api.call('GET', '/api/auth/session', { as: admin });
    expect(userOf(session.body).foto).toEqual(photo);
    // The record holds a reference of a few hundred bytes, never the picture.
    const column = storedFoto(server, 'dagri@bem.demo');
    expect(column!.length).toBeLessThan(400);
    expect(column).not.toContain('base64');

    const { thumbUrl } = photo as { thumbUrl: string };
    const file = await fetch(`${server.url}${thumbUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');

    const removed = await api.call('PATCH', '/api/profile', { as: admin, body: { foto: null } });
    expect(userOf(removed.body).foto).toBeNull();
    expect(storedFoto(server, 'dagri@bem.demo')).toBeNull();
  });

  it('refuses a data URL in foto with an Indonesian message naming the field, changing nothing', async () => {
    const before = storedFoto(server, 'dagri@bem.demo');
    const jpeg = await picture(40, 40).jpeg().toBuffer();
    for (const foto of [dataUrl(jpeg, 'image/jpeg'), 'https://contoh.com/saya.jpg']) {
      const refused = await api.call('PATCH', '/api/profile', { as: admin, body: { foto } });
      expect(refused.status).toBe(400);
      expect(fields(refused.body)['foto']).toBe(PROFILE_PHOTO_MESSAGES.notUploaded);
      expect(PROFILE_PHOTO_MESSAGES.notUploaded).toMatch(/^Foto harus/);
    }
    const strange = await api.call('PATCH', '/api/profile', {
      as: admin,
      body: {
        foto: {
          id: 'AbCdEfGhIjKlMnOpQrStUv',
          url: 'javascript:alert(1)',
          thumbUrl: '/api/images/AbCdEfGhIjKlMnOpQrStUv.jpg',
          width: 10,
          height: 10,
        },
      },
    });
    expect(strange.status).toBe(400);
    expect(Object.keys(fields(strange.body))).toEqual(['foto.url']);
    expect(storedFoto(server, 'dagri@bem.demo')).toBe(before);
  });

  it('lets nobody but an active admin or master claim a photo', async () => {
    const banggar = await api.signIn('banggar@bem.demo', DEMO_PASSWORD);
    expect((await uploadPhoto(banggar)).status).toBe(403);
    const someoneElses = (await uploadPhoto(admin)).body as { image: unknown };
    const claimed = await api.call('PATCH', '/api/profile', {
      as: banggar,
      body: { foto: someoneElses.image },
    });
    expect(claimed.status).toBe(403);
    expect(storedFoto(server, 'banggar@bem.demo')).toBeNull();
    // Removing, and the name, stay theirs.
    const renamed = await api.call('PATCH', '/api/profile', {
      as: banggar,
      body: { namaTampilan: 'Banggar DPM KM', foto: null },
    });
    expect(renamed.status).toBe(200);
  });
});

describe('an old database: its base64 profile photos become image files at start-up', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-old-photo-'));
  let server: TempServer | undefined;
  afterAll(async () => {
    await server?.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('converts the photo (migration 12), serves the same bytes, and the cleanup keeps them', async () => {
    const jpeg = await picture(400, 533).jpeg({ quality: 80 }).toBuffer();
    const old = openDatabase(dataDir);
    try {
      migrate(
        old,
        MIGRATIONS.filter((m) => m.version < 12),
      );
      old
        .prepare(
          `INSERT INTO users (id, email, password_hash, role, kementerian, nama_tampilan, foto, created_at, updated_at)
           VALUES ('lama', 'lama@bem.demo', ?, 'admin', 'Kementerian Keuangan', 'Admin Lama', ?, '2025-01-01', '2025-01-01')`,
        )
        .run(await hashPassword(DEMO_PASSWORD), dataUrl(jpeg, 'image/jpeg'));
    } finally {
      closeDatabase(old);
    }

    server = await startTempServer({ dataDir }, { rateLimits: GENEROUS_RATE_LIMITS });
    expect(server.migrated).toContain(12);
    const api = apiClient(server.url);
    const lama = await api.signIn('lama@bem.demo', DEMO_PASSWORD);
    const photo = userOf((await api.call('GET', '/api/auth/session', { as: lama })).body).foto as {
      url: string;
      thumbUrl: string;
      width: number;
      height: number;
    };
    expect(safeParse(profilePhotoSchema, photo).success).toBe(true);
    expect(photo).toMatchObject({ width: 400, height: 533 });
    const served = await fetch(`${server.url}${photo.thumbUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(jpeg);
    expect(storedFoto(server, 'lama@bem.demo')).not.toContain('base64');

    // The start-up cleanup of unreferenced images, run as if a month had passed: the photo stays.
    const removed = removeUnreferencedImages({
      db: server.db,
      files: server.services.files,
      log: server.app.log,
      now: Date.now() + 4 * UNREFERENCED_IMAGE_GRACE_MS,
    });
    const id = photo.url.slice('/api/images/'.length).split('.')[0];
    expect(removed).not.toContain(id);
    expect((await fetch(`${server.url}${photo.url}`)).status).toBe(200);
  });
});
