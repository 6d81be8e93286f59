import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import {
  pembinaResource,
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../src/shared/struktur/struktur-resources';
import { tentangResource } from '../../src/shared/tentang/tentang-resource';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';

const LIMITS = {
  signInPerAddress: 1000,
  signInPerAccount: 1000,
  windowMs: 60_000,
  intakePerAddress: 5000,
  imageUploadsPerAddress: 5000,
  trackingPerAddress: 5000,
};

/** Every field a visitor may receive of each collection: nothing else may ever leave the server. */
const PUBLIC_FIELDS: Record<string, readonly string[]> = {
  [strukturDivisiResource.path]: ['id', 'position', 'nama', 'deskripsi'],
  [strukturAnggotaResource.path]: [
    'id',
    'position',
    'divisiId',
    'nama',
    'jabatan',
    'prodi',
    'angkatan',
    'instagram',
    'linkedin',
    'foto',
  ],
  [pembinaResource.path]: [
    'id',
    'position',
    'nama',
    'jabatan',
    'bidang',
    'linkedin',
    'scholar',
    'foto',
  ],
  [tentangResource.path]: ['id', 'position', 'judul', 'isi', 'contactType'],
};

const PRIVATE = { nohp: '081298765432', nim: '012300456', email: 'pribadi@contoh.id' };

describe('Struktur and Tentang on the embedded server (issue 16 items 3, 7)', () => {
  let server: TempServer;
  let api: ReturnType<typeof apiClient>;
  let master: Caller;
  beforeAll(async () => {
    server = await startTempServer({}, { rateLimits: LIMITS });
    api = apiClient(server.url);
    master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await server.dispose();
  });

  /** A collection's public list, as a visitor without a session reads it. */
  async function items<T = unknown>(path: string): Promise<T[]> {
    const response = await api.call('GET', path);
    expect(response.status).toBe(200);
    return (response.body as { items: T[] }).items;
  }

  it('stores no private field sent with a member or pembina, and sends none to the public', async () => {
    const divisi = await items<{ id: string }>(strukturDivisiResource.path);
    const member = await api.call('POST', strukturAnggotaResource.path, {
      as: master,
      body: {
        divisiId: divisi[0]!.id,
        nama: 'Citra Uji Privasi',
        jabatan: 'Staf',
        prodi: 'Elektro Mekanika',
        angkatan: '2024',
        instagram: 'citra.uji',
        linkedin: '',
        foto: null,
        ...PRIVATE,
      },
    });
    expect(member.status).toBe(201);
    const pembina = await api.call('POST', pembinaResource.path, {
      as: master,
      body: {
        nama: 'Dr. Uji Privasi',
        jabatan: 'Pembina',
        bidang: '',
        linkedin: '',
        scholar: '',
        foto: null,
        nip: '198001012005011001',
        ...PRIVATE,
      },
    });
    expect(pembina.status).toBe(201);

    for (const [path, allowed] of Object.entries(PUBLIC_FIELDS)) {
      const records = await items<Record<string, unknown>>(path);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records)
        expect(Object.keys(record).filter((key) => !allowed.includes(key))).toEqual([]);
      const text = JSON.stringify(records);
      for (const value of Object.values(PRIVATE)) expect(text).not.toContain(value);
    }
    // The page the server renders carries the same public data, nothing more.
    const page = await fetch(`${server.url}/struktur`).then((r) => r.text());
    expect(page).toContain('Citra Uji Privasi');
    for (const value of [...Object.values(PRIVATE), '198001012005011001'])
      expect(page).not.toContain(value);
  });

  it('refuses a member link that is not http(s), naming the field', async () => {
    for (const linkedin of ['javascript:alert(1)', 'data:text/html,hai', 'linkedin.com/in/x']) {
      const response = await api.call('POST', strukturAnggotaResource.path, {
        as: master,
        body: {
          divisiId: 'd',
          nama: 'A',
          jabatan: 'Staf',
          prodi: '',
          angkatan: '',
          instagram: '',
          linkedin,
          foto: null,
        },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { fields: { linkedin: expect.any(String) } } });
    }
  });

  it.each([
    ['email', 'bukan alamat'],
    ['email', 'javascript:alert(1)//@a.id'],
    ['whatsapp', 'hubungi admin'],
    ['telepon', 'tel:0274'],
    ['instagram', 'https://evil.example/bem'],
    ['x', 'nama dengan spasi'],
    ['facebook', 'javascript:alert(1)'],
    ['website', 'javascript:alert(1)'],
    ['website', 'data:text/html,<script>alert(1)</script>'],
    ['lainnya', 'javascript:alert(1)'],
    ['lainnya', 'data:text/html,hai'],
  ])('refuses a Kontak Kami of type %s with value %j, on the field isi', async (type, isi) => {
    const before = await items(tentangResource.path);
    const response = await api.call('POST', tentangResource.path, {
      as: master,
      body: { judul: 'Kontak Kami', isi, contactType: type },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { fields: { isi: expect.stringMatching(/kontak/i) } },
    });
    expect(await items(tentangResource.path)).toHaveLength(before.length);
  });

  it('asks a Kontak Kami for its type, and keeps types to Kontak Kami', async () => {
    const noType = await api.call('POST', tentangResource.path, {
      as: master,
      body: { judul: 'Kontak Kami', isi: 'bem@contoh.ac.id', contactType: null },
    });
    expect(noType.status).toBe(400);
    expect(noType.body).toMatchObject({
      error: { message: 'Jenis kontak wajib dipilih untuk bagian Kontak Kami.' },
    });
    const typedVisi = await api.call('POST', tentangResource.path, {
      as: master,
      body: { judul: 'Visi', isi: 'Teks', contactType: 'email' },
    });
    expect(typedVisi.status).toBe(400);
    expect(typedVisi.body).toMatchObject({
      error: { fields: { contactType: expect.any(String) } },
    });
  });

  it('lets only the master write the About page; an admin may write Struktur', async () => {
    const sekjen = await api.signIn('sekjen@bem.demo', DEMO_PASSWORD);
    const section = { judul: 'Tujuan', isi: 'Melayani mahasiswa.', contactType: null };
    expect(
      (await api.call('POST', tentangResource.path, { as: sekjen, body: section })).status,
    ).toBe(403);
    const divisi = await api.call('POST', strukturDivisiResource.path, {
      as: sekjen,
      body: { nama: 'Kementerian Uji Akses', deskripsi: '' },
    });
    expect(divisi.status).toBe(201);
  });
});
