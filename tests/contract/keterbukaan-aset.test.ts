import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import { ASET_KONDISI, ASET_MESSAGES, type AsetInput } from '../../src/shared/keterbukaan/aset';
import { asetSearchFromQuery } from '../../src/shared/keterbukaan/aset-address';
import {
  ASET_PAGE_SIZE,
  FIRST_ASET_PAGE,
  type AsetFilter,
  type AsetPage,
  type AsetRecord,
} from '../../src/shared/keterbukaan/aset-list';
import { asetResource } from '../../src/shared/keterbukaan/aset-resource';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, liveValue } from './support/live-value';

/**
 * Inventaris Aset on the embedded server, over real HTTP and live streams (the generic suite
 * covers the rest): the backend filters and pages the published assets, offers the locations of
 * all of them, keeps a private asset out of every read (404), stamps "Terakhir Diperbarui", refuses
 * writes from outside Kelola Aset and bad input, and exports exactly the filtered rows.
 */
let server: TempServer;
let master: Backend;
let pengurus: Backend;
let visitor: Backend;

const LOKASI = ['Gudang Sekretariat', 'Ruang Kesekretariatan Lt. 2', 'Lemari Media'];
const NAMES = ['Sound System', 'Proyektor', 'Tenda Dome', 'Kursi Lipat', 'HT Baofeng', 'Kamera'];

const aset = (n: number, over: Partial<AsetInput> = {}): AsetInput => ({
  namaAset: `${NAMES[n % NAMES.length]} ${String(n).padStart(2, '0')}`,
  kodeAset: `UJI-${String(n).padStart(3, '0')}`,
  lokasiPenyimpanan: LOKASI[n % LOKASI.length]!,
  jumlahAset: 1 + (n % 5),
  tanggalPerolehan: `20${18 + (n % 7)}-0${1 + (n % 9)}-1${n % 10}`,
  tipePerolehan: n % 2 ? 'Pembelian' : 'Hibah',
  statusKondisi: ASET_KONDISI[n % 3]!,
  sumberKeterangan: `Catatan aset ${n}.`,
  statusPeminjaman: n % 4 === 0 ? 'Dipinjam' : 'Tersedia',
  dapatDipinjamkan: n % 3 !== 1,
  gambar: [],
  published: n % 6 !== 5,
  ...over,
});

const stored = () => server.services.resources.of(asetResource).list() as AsetRecord[];

/** The published assets a filter asks for, decided here without aset-list.ts. */
function expectedIds(filter: AsetFilter): string[] {
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  return stored()
    .filter(
      (a) =>
        a.published &&
        (!filter.kondisi || a.statusKondisi === filter.kondisi) &&
        (!filter.lokasi || a.lokasiPenyimpanan === filter.lokasi) &&
        (!filter.pinjam || a.dapatDipinjamkan === (filter.pinjam === 'boleh')) &&
        words.every((w) =>
          [a.namaAset, a.kodeAset, a.lokasiPenyimpanan].some((t) => t.toLowerCase().includes(w)),
        ),
    )
    .map((a) => a.id)
    .sort();
}

const csvOf = async (filter: AsetFilter) => {
  const search = asetSearchFromQuery(filter).toString();
  return fetch(`${server.url}/api/keterbukaan/inventaris.csv${search ? `?${search}` : ''}`);
};

let hidden: AsetRecord;

beforeAll(async () => {
  server = await startTempServer({ demo: false });
  master = backendAs(server, 'master');
  // Kelola Aset is every admin's (the sidebar's rule), whatever the ministry.
  pengurus = backendAs(server, 'admin', 'Kementerian Luar Negeri');
  visitor = createHttpBackend({ baseUrl: server.url, credentials: 'omit' });
  for (let n = 1; n <= 30; n += 1) await pengurus.resources.create(asetResource, aset(n));
  hidden = await master.resources.create(
    asetResource,
    aset(99, {
      namaAset: 'Brankas Rahasia',
      kodeAset: 'UJI-RAHASIA',
      lokasiPenyimpanan: 'Ruang Bendahara',
      published: false,
    }),
  );
});
afterAll(async () => {
  await server.dispose();
});

describe('Inventaris Aset on the embedded server', () => {
  it('filters and pages on the backend: each filter gives the right cards, nine more per load', async () => {
    const filters: AsetFilter[] = [
      { q: '', kondisi: '', lokasi: '', pinjam: '' },
      { q: 'tenda', kondisi: '', lokasi: '', pinjam: '' },
      { q: 'uji-01', kondisi: '', lokasi: '', pinjam: '' },
      { q: '', kondisi: 'Rusak', lokasi: '', pinjam: '' },
      { q: '', kondisi: '', lokasi: 'Lemari Media', pinjam: '' },
      { q: '', kondisi: '', lokasi: '', pinjam: 'boleh' },
      { q: '', kondisi: '', lokasi: '', pinjam: 'tidak' },
      { q: 'sekretariat', kondisi: 'Baik', lokasi: 'Gudang Sekretariat', pinjam: 'boleh' },
    ];
    for (const filter of filters) {
      const expected = expectedIds(filter);
      const first = await liveValue<AsetPage>((o) =>
        visitor.aset.watchPage({ ...filter, halaman: 1 }, o),
      );
      expect(first.total, JSON.stringify(filter)).toBe(expected.length);
      expect(first.items).toHaveLength(Math.min(ASET_PAGE_SIZE, expected.length));
      const all = await liveValue<AsetPage>((o) =>
        visitor.aset.watchPage({ ...filter, halaman: 4 }, o),
      );
      expect(all.items.map((card) => card.id).sort(), JSON.stringify(filter)).toEqual(expected);
      const names = all.items.map((card) => card.namaAset);
      expect(names).toEqual([...names].sort());
    }
    const more = await liveValue<AsetPage>((o) =>
      visitor.aset.watchPage({ ...FIRST_ASET_PAGE, halaman: 2 }, o),
    );
    expect(more.items).toHaveLength(2 * ASET_PAGE_SIZE);
    expect(JSON.stringify(more)).not.toContain('Catatan aset');
  });

  it('offers as locations those of every published asset, once, and follows changes live', async () => {
    const choices = await liveValue<string[]>((o) => visitor.aset.watchLokasi(o));
    expect(choices).toEqual([...LOKASI].sort((a, b) => a.localeCompare(b, 'id')));
    expect(choices).not.toContain('Ruang Bendahara');
    const moved = liveValue<string[]>(
      (o) => visitor.aset.watchLokasi(o),
      (list) => list.includes('Aula Utama'),
    );
    const one = stored().find((a) => a.published)!;
    const { id, position: _p, ...values } = one;
    await pengurus.resources.update(asetResource, id, {
      ...values,
      lokasiPenyimpanan: 'Aula Utama',
    });
    expect(await moved).toContain('Aula Utama');
    await pengurus.resources.update(asetResource, id, values);
  });

  it('keeps a private asset out of every read path: it is not found', async () => {
    expect(await liveValue((o) => visitor.aset.watchDetail(hidden.id, o))).toBeNull();
    const search = await liveValue<AsetPage>((o) =>
      visitor.aset.watchPage({ ...FIRST_ASET_PAGE, q: 'brankas rahasia' }, o),
    );
    expect(search.total).toBe(0);
    const everything = await liveValue<AsetPage>((o) =>
      visitor.aset.watchPage({ ...FIRST_ASET_PAGE, halaman: 10 }, o),
    );
    expect(everything.items.map((c) => c.id)).not.toContain(hidden.id);
    for (const format of ['csv', 'json'] as const) {
      const response = await fetch(`${server.url}/api/keterbukaan/inventaris.${format}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(hidden.id);
      expect(text).not.toContain('Brankas Rahasia');
    }
    const list = (await (await fetch(`${server.url}${asetResource.path}`)).json()) as {
      items: { id: string }[];
    };
    expect(list.items.map((item) => item.id)).not.toContain(hidden.id);
    expect(await liveValue((o) => visitor.resources.watch(asetResource, o))).not.toContainEqual(
      expect.objectContaining({ id: hidden.id }),
    );
    // The server-rendered page of a private (or unknown) asset is the 404 page.
    const page = await fetch(`${server.url}/keterbukaan-informasi/inventaris/${hidden.id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Brankas Rahasia');
    expect((await fetch(`${server.url}/keterbukaan-informasi/inventaris/tidak-ada`)).status).toBe(
      404,
    );
    // Public again: the detail topic shows it at once, and its page is found.
    const shown = liveValue(
      (o) => visitor.aset.watchDetail(hidden.id, o),
      (value) => value !== null,
    );
    const { id, position: _p, ...values } = hidden;
    await master.resources.update(asetResource, id, { ...values, published: true });
    expect(await shown).toMatchObject({ namaAset: 'Brankas Rahasia' });
    const found = await fetch(`${server.url}/keterbukaan-informasi/inventaris/${hidden.id}`);
    expect(found.status).toBe(200);
    expect(await found.text()).toContain('Brankas Rahasia');
    await master.resources.update(asetResource, id, values);
  });

  it('refuses writes from a visitor and from a signed-in account outside Kelola Aset; nothing changes', async () => {
    const before = JSON.stringify(stored());
    const target = stored()[0]!;
    const outsiders: [Backend, number][] = [
      [visitor, 401],
      [backendAs(server, 'pending'), 403],
      [backendAs(server, 'banggar'), 403],
    ];
    for (const [outsider, status] of outsiders) {
      const attempts = [
        () => outsider.resources.create(asetResource, aset(70)),
        () => outsider.resources.update(asetResource, target.id, { ...aset(71), published: false }),
        () => outsider.resources.remove(asetResource, target.id),
      ];
      for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ status });
    }
    expect(JSON.stringify(stored())).toBe(before);
  });

  it('refuses bad input with an Indonesian message naming the field, and stores nothing', async () => {
    const before = JSON.stringify(stored());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ namaAset: '  ' }, 'namaAset', ASET_MESSAGES.namaRequired],
      [{ jumlahAset: 0 }, 'jumlahAset', ASET_MESSAGES.jumlah],
      [{ jumlahAset: 2.5 }, 'jumlahAset', ASET_MESSAGES.jumlah],
      [{ tanggalPerolehan: '15/03/2024' }, 'tanggalPerolehan', ASET_MESSAGES.tanggal],
      [{ statusKondisi: 'Hilang' }, 'statusKondisi', ASET_MESSAGES.kondisi],
      [{ dapatDipinjamkan: undefined }, 'dapatDipinjamkan', ASET_MESSAGES.dapatDipinjamkan],
      [{ kodeAset: 'uji-001' }, 'kodeAset', ASET_MESSAGES.kodeTaken],
    ];
    for (const [change, field, message] of cases) {
      const refusal = await master.resources
        .create(asetResource, { ...aset(80), ...change } as AsetInput)
        .then(
          () => null,
          (error: unknown) =>
            error as { code: string; status: number; fields?: Record<string, string> },
        );
      expect(refusal, field).toMatchObject({ code: 'VALIDATION', status: 400 });
      expect(refusal?.fields?.[field], field).toBe(message);
    }
    expect(JSON.stringify(stored())).toBe(before);
  });

  it('stamps "Terakhir Diperbarui" itself; a quick toggle saves at once with its history entry', async () => {
    const started = Date.now();
    const created = await pengurus.resources.create(asetResource, {
      ...aset(40),
      diperbarui: '2000-01-01T00:00:00.000Z',
    });
    expect(Date.parse(created.diperbarui!)).toBeGreaterThanOrEqual(started - 1000);
    const { id, position: _p, ...values } = created;
    const same = await pengurus.resources.update(asetResource, id, values);
    expect(same.diperbarui).toBe(created.diperbarui);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const lent = await pengurus.resources.update(asetResource, id, {
      ...values,
      statusPeminjaman: values.statusPeminjaman === 'Dipinjam' ? 'Tersedia' : 'Dipinjam',
    });
    expect(lent.diperbarui! > created.diperbarui!).toBe(true);
    const { entries } = await master.histori.page({}, 1);
    const entry = entries.find((e) => e.action === `Edit aset "${created.namaAset}"`);
    expect(entry?.changes).toEqual([
      { field: 'Status Peminjaman', before: values.statusPeminjaman, after: lent.statusPeminjaman },
    ]);
    await pengurus.resources.remove(asetResource, id);
  });

  it('exports exactly the filtered rows as CSV and JSON, quantities as numbers', async () => {
    const filter: AsetFilter = { q: '', kondisi: 'Baik', lokasi: '', pinjam: 'boleh' };
    const response = await csvOf(filter);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('inventaris-aset.csv');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const ids = lines.slice(1).map((line) => JSON.parse(line.split(',')[0]!) as string);
    expect(ids.sort()).toEqual(expectedIds(filter));
    const search = asetSearchFromQuery(filter).toString();
    const json = (await (
      await fetch(`${server.url}/api/keterbukaan/inventaris.json?${search}`)
    ).json()) as { id: string; jumlahAset: unknown }[];
    expect(json.map((row) => row.id).sort()).toEqual(expectedIds(filter));
    expect(json.every((row) => typeof row.jumlahAset === 'number')).toBe(true);
    // A value the page never writes is refused, not widened to everything.
    const bad = await fetch(`${server.url}/api/keterbukaan/inventaris.csv?kondisi=Hilang`);
    expect(bad.status).toBe(400);
  });

  it('neutralises a formula in the download', async () => {
    const created = await master.resources.create(
      asetResource,
      aset(50, { namaAset: '=HYPERLINK("http://jahat.test","klik")', kodeAset: 'UJI-FORMULA' }),
    );
    const text = await (
      await csvOf({ q: 'uji-formula', kondisi: '', lokasi: '', pinjam: '' })
    ).text();
    expect(text).toContain(`"'=HYPERLINK(""http://jahat.test"",""klik"")"`);
    await master.resources.remove(asetResource, created.id);
  });

  it('tells the renderer the configured public address (none here: the page origin is used)', async () => {
    expect(await (await fetch(`${server.url}/api/site`)).json()).toEqual({ publicUrl: null });
    expect(await visitor.publicSiteUrl()).toBe(server.url);
    const configured = await startTempServer({
      demo: false,
      publicUrl: 'https://bem.contoh.ac.id/',
    });
    try {
      const backend = createHttpBackend({ baseUrl: configured.url, credentials: 'omit' });
      expect(await backend.publicSiteUrl()).toBe('https://bem.contoh.ac.id');
    } finally {
      await configured.dispose();
    }
  });
});
