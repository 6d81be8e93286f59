import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import { ASET_KONDISI, ASET_MESSAGES, type AsetInput } from '../../src/shared/keterbukaan/aset';
import {
  ASET_PAGE_SIZE,
  asetList,
  type AsetRecord,
  type AsetRow,
} from '../../src/shared/keterbukaan/aset-list';
import { asetResource } from '../../src/shared/keterbukaan/aset-resource';
import type { ListPage } from '../../src/shared/open-data/paging';
import { firstListQuery, listSearchFromQuery } from '../../src/shared/public-lists/list-address';
import type { ListFilter } from '../../src/shared/public-lists/public-list';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, liveValue } from './support/live-value';

/**
 * Inventaris Aset on the embedded server, over real HTTP and live streams (the generic suite of
 * declared public lists covers the rest): its filters together and "Muat Aset Lebih Banyak" over
 * thirty assets, a private asset's page (404), "Terakhir Diperbarui", writes from outside Kelola
 * Aset and bad input refused, and the downloads at their old address.
 */
type AsetFilter = Omit<ListFilter<typeof asetList>, 'urut'>;
type AsetPage = ListPage<AsetRow>;
const FIRST_ASET_PAGE = firstListQuery(asetList);

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

const searchOf = (filter: AsetFilter) =>
  listSearchFromQuery(asetList, { ...filter, urut: 'nama' }).toString();
const pageOf = (filter: AsetFilter, halaman: number) =>
  liveValue<AsetPage>((o) =>
    visitor.lists.watchPage(asetList, { ...filter, urut: 'nama', halaman }, o),
  );
const detailOf = (id: string, until?: (aset: AsetRow | null) => boolean) =>
  liveValue<AsetRow | null>((o) => visitor.lists.watchItem(asetList, id, o), until);

const csvOf = async (filter: AsetFilter) => {
  const search = searchOf(filter);
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
  it('filters on the backend, the filters together, and shows nine more per load', async () => {
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
      const first = await pageOf(filter, 1);
      expect(first.total, JSON.stringify(filter)).toBe(expected.length);
      expect(first.items).toHaveLength(Math.min(ASET_PAGE_SIZE, expected.length));
      const all = await pageOf(filter, 4);
      expect(all.items.map((card) => card.id).sort(), JSON.stringify(filter)).toEqual(expected);
      const names = all.items.map((card) => card.namaAset);
      expect(names).toEqual([...names].sort());
    }
    const more = await pageOf(FIRST_ASET_PAGE, 2);
    expect(more.items).toHaveLength(2 * ASET_PAGE_SIZE);
  });

  it('renders a private asset’s page as the 404 page, and its page once it is public', async () => {
    expect(await detailOf(hidden.id)).toBeNull();
    // The server-rendered page of a private (or unknown) asset is the 404 page.
    const page = await fetch(`${server.url}/keterbukaan-informasi/inventaris/${hidden.id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Brankas Rahasia');
    expect((await fetch(`${server.url}/keterbukaan-informasi/inventaris/tidak-ada`)).status).toBe(
      404,
    );
    // Public again: the item shows it at once, and its page is found.
    const shown = detailOf(hidden.id, (value) => value !== null);
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
    const search = searchOf(filter);
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
