import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { AnggaranInput } from '../../src/shared/keterbukaan/anggaran';
import { anggaranResource } from '../../src/shared/keterbukaan/anggaran-resource';
import {
  PROKER_MESSAGES,
  PROKER_STATUSES,
  type ProkerInput,
} from '../../src/shared/keterbukaan/proker';
import {
  FIRST_PROKER_PAGE,
  PROKER_PAGE_SIZE,
  UNKNOWN_MINISTRY,
  type ProkerChoices,
  type ProkerPage,
  type ProkerPageQuery,
  type ProkerRecord,
} from '../../src/shared/keterbukaan/proker-list';
import { prokerResource } from '../../src/shared/keterbukaan/proker-resource';
import { strukturDivisiResource } from '../../src/shared/struktur/struktur-resources';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, liveValue, readCsv, visitorOf } from './support/live-value';

/**
 * Program Kerja on the embedded server, over real HTTP and live streams (the generic suite covers
 * the rest of the collection): the backend filters and pages (each filter and page checked against
 * a filter written here), the download holds exactly the filtered rows, visitors cannot write, bad
 * input changes nothing, and a programme a budget programme links to stays.
 */
let server: TempServer;
let master: Backend;
let visitor: Backend;
let divisions: { id: string; nama: string }[];

const PERIODS = ['2023/2024', '2024/2025', '2025/2026'];
const TOPICS = ['Seminar Nuklir', 'Bakti Sosial', 'Dies Natalis', 'Turnamen Futsal'];

const programme = (n: number, divisiId: string): ProkerInput => ({
  namaProgram: `${TOPICS[n % TOPICS.length]} Uji ${n}`,
  kementerianId: divisiId,
  periode: PERIODS[n % PERIODS.length]!,
  tanggalPelaksanaan: n % 4 === 0 ? '' : `2025-${String((n % 12) + 1).padStart(2, '0')}-1${n % 10}`,
  deskripsiSingkat: n % 3 === 0 ? 'Kegiatan tahunan bersama mitra reaktor' : `Ringkasan ${n}`,
  statusProker: PROKER_STATUSES[n % PROKER_STATUSES.length]!,
  targetPeserta: 50 + n,
  jumlahPesertaRealisasi: n,
  linkLpj: '',
  detailPelaksanaan: '',
  capaian: '',
  kendala: '',
  saranUmum: '',
  saranKhusus: '',
});

const allProker = () => server.services.resources.of(prokerResource).list() as ProkerRecord[];

/** The filter and order written independently of src/shared: what each page must hold. */
function expected(query: Omit<ProkerPageQuery, 'halaman'>): ProkerRecord[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(query.q).split(/\s+/).filter(Boolean);
  const desc = (a: string, b: string) => (a === b ? 0 : a < b ? 1 : -1);
  return allProker()
    .filter(
      (p) =>
        (!query.periode || p.periode === query.periode) &&
        (!query.kementerianId || p.kementerianId === query.kementerianId) &&
        (!query.status || p.statusProker === query.status) &&
        words.every((w) => fold(`${p.namaProgram}\n${p.deskripsiSingkat}`).includes(w)),
    )
    .sort(
      (a, b) =>
        desc(a.periode, b.periode) ||
        desc(a.tanggalPelaksanaan, b.tanggalPelaksanaan) ||
        desc(a.id, b.id),
    );
}

const page = (query: ProkerPageQuery) =>
  liveValue<ProkerPage>((o) => visitor.proker.watchPage(query, o));

beforeAll(async () => {
  server = await startTempServer();
  master = backendAs(server, 'master');
  visitor = visitorOf(server);
  divisions = server.services.resources.of(strukturDivisiResource).list().slice(0, 3);
  for (let n = 1; n <= 26; n += 1)
    await master.resources.create(prokerResource, programme(n, divisions[n % 3]!.id));
}, 60_000);
afterAll(async () => {
  await server.dispose();
});

describe('Program Kerja on the embedded server', () => {
  it('answers each filter and each page with exactly the rows a filter written here expects', async () => {
    const d = divisions.map((divisi) => divisi.id);
    const filters: Omit<ProkerPageQuery, 'halaman'>[] = [
      { ...FIRST_PROKER_PAGE },
      { ...FIRST_PROKER_PAGE, q: 'seminar' },
      { ...FIRST_PROKER_PAGE, q: 'REAKTOR tahunan' },
      { ...FIRST_PROKER_PAGE, periode: '2024/2025' },
      { ...FIRST_PROKER_PAGE, kementerianId: d[1]! },
      { ...FIRST_PROKER_PAGE, status: 'Selesai' },
      { q: 'uji', periode: '2025/2026', kementerianId: d[2]!, status: 'Sedang Berjalan' },
    ];
    for (const filter of filters) {
      const rows = expected(filter);
      const pages = Math.max(1, Math.ceil(rows.length / PROKER_PAGE_SIZE));
      for (let halaman = 1; halaman <= pages + 1; halaman += 1) {
        const answer = await page({ ...filter, halaman });
        const want = rows.slice((halaman - 1) * PROKER_PAGE_SIZE, halaman * PROKER_PAGE_SIZE);
        expect(answer.total, JSON.stringify(filter)).toBe(rows.length);
        expect(
          answer.items.map((row) => row.id),
          `${JSON.stringify(filter)} page ${halaman}`,
        ).toEqual(want.map((row) => row.id));
      }
    }
  });

  it('names each ministry from Struktur and offers the periods and ministries that have programmes', async () => {
    const first = await page({ ...FIRST_PROKER_PAGE, kementerianId: divisions[0]!.id });
    expect(first.items.every((row) => row.kementerian === divisions[0]!.nama)).toBe(true);
    const choices = await liveValue<ProkerChoices>((o) => visitor.proker.watchChoices(o));
    const periods = [...new Set(allProker().map((p) => p.periode))].sort().reverse();
    expect(choices.periode).toEqual(periods);
    for (const divisi of divisions)
      expect(choices.kementerian).toContainEqual({ id: divisi.id, nama: divisi.nama });
  });

  it('keeps a programme whose division was removed, under a clear name', async () => {
    const temporary = await master.resources.create(strukturDivisiResource, {
      nama: 'Kementerian Sementara Uji',
      deskripsi: '',
    });
    const kept = await master.resources.create(prokerResource, {
      ...programme(99, temporary.id),
      namaProgram: 'Program Yatim Piatu Uji',
    });
    await master.resources.remove(strukturDivisiResource, temporary.id);
    const found = await liveValue<ProkerPage>(
      (o) => visitor.proker.watchPage({ ...FIRST_PROKER_PAGE, q: 'yatim piatu' }, o),
      (answer) => answer.items[0]?.kementerian === UNKNOWN_MINISTRY,
    );
    expect(found.items.map((row) => row.id)).toEqual([kept.id]);
  });

  it('downloads exactly the filtered rows as CSV and JSON, counts as plain numbers', async () => {
    const filter = { ...FIRST_PROKER_PAGE, q: 'uji', periode: '2024/2025' };
    const rows = expected(filter);
    // More than a page: the download holds every matching row, whatever page the address names.
    expect(rows.length).toBeGreaterThan(PROKER_PAGE_SIZE);
    const search = 'q=uji&periode=2024%2F2025&halaman=2';
    const csv = await fetch(`${server.url}/api/keterbukaan/program-kerja.csv?${search}`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('program-kerja.csv');
    const table = readCsv(await csv.text());
    expect(table[0]?.[0]).toBe('Nama Program');
    expect(table.slice(1).map((cells) => cells[0])).toEqual(rows.map((r) => r.namaProgram));
    const target = table[0]!.indexOf('Target Peserta');
    expect(table[1]?.[target]).toBe(String(rows[0]!.targetPeserta));

    const json = (await (
      await fetch(`${server.url}/api/keterbukaan/program-kerja.json?${search}`)
    ).json()) as { namaProgram: string; targetPeserta: number }[];
    expect(json.map((row) => row.namaProgram)).toEqual(rows.map((r) => r.namaProgram));
    expect(json[0]?.targetPeserta).toBe(rows[0]!.targetPeserta);

    // The Backend's download is the same file (what "Unduh CSV" saves).
    const blob = await visitor.proker.download(filter, 'csv');
    expect(readCsv(await blob.text())).toEqual(table);
  });

  it('refuses writes from a signed-out caller, changing nothing', async () => {
    const before = JSON.stringify(allProker());
    const [target] = allProker();
    const path = prokerResource.path;
    const body = JSON.stringify(programme(7, divisions[0]!.id));
    const headers = { 'content-type': 'application/json' };
    for (const [method, url] of [
      ['POST', path],
      ['PATCH', `${path}/${target!.id}`],
      ['DELETE', `${path}/${target!.id}`],
    ] as const) {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers,
        ...(method === 'DELETE' ? {} : { body }),
      });
      expect(response.status, `${method} ${url}`).toBe(401);
    }
    const refused = await visitor.resources.create(prokerResource, programme(8, 'x')).then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );
    expect(refused).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(allProker())).toBe(before);
  });

  it('refuses bad input with 400 and the field’s Indonesian message, storing nothing', async () => {
    const before = JSON.stringify(allProker());
    const good = programme(5, divisions[0]!.id);
    const cases: [Partial<ProkerInput>, keyof ProkerInput, string][] = [
      [{ namaProgram: '  ' }, 'namaProgram', PROKER_MESSAGES.nameRequired],
      [{ periode: '2025-2026' }, 'periode', PROKER_MESSAGES.period],
      [{ kementerianId: '' }, 'kementerianId', PROKER_MESSAGES.ministryRequired],
      [{ tanggalPelaksanaan: '2025-13-01' }, 'tanggalPelaksanaan', PROKER_MESSAGES.date],
      [{ targetPeserta: -5 }, 'targetPeserta', PROKER_MESSAGES.participants],
      [{ linkLpj: 'javascript:alert(1)' }, 'linkLpj', PROKER_MESSAGES.lpjLink],
    ];
    for (const [change, field, message] of cases) {
      const refusal = await master.resources.create(prokerResource, { ...good, ...change }).then(
        () => null,
        (error: { code: string; fields?: Record<string, string> }) => error,
      );
      expect(refusal?.code, field).toBe('VALIDATION');
      expect(refusal?.fields?.[field], field).toBe(message);
    }
    expect(JSON.stringify(allProker())).toBe(before);
  });

  it('keeps a work programme a budget programme links to (409, its message), removable once unlinked', async () => {
    const linked = await master.resources.create(prokerResource, {
      ...programme(40, divisions[0]!.id),
      namaProgram: 'Program Bertaut Uji',
    });
    const budget: AnggaranInput = {
      namaProgram: 'Anggaran Bertaut Uji',
      organisasiId: 'org-uji',
      tahun: 2025,
      status: 'Perencanaan',
      tanggalKegiatan: '',
      linkSpj: '',
      prokerId: linked.id,
      totalDiajukan: 1_000_000,
      totalDisetujui: 0,
      realisasi: { mode: 'rekap', total: 0 },
    };
    const keuangan = backendAs(server, 'admin', 'Kementerian Keuangan');
    const anggaran = await keuangan.resources.create(anggaranResource, budget);
    const before = JSON.stringify(allProker());
    const refusal = await master.resources.remove(prokerResource, linked.id).then(
      () => null,
      (error: { code: string; message: string }) => error,
    );
    expect(refusal).toMatchObject({
      code: 'CONFLICT',
      message: PROKER_MESSAGES.referencedByBudget('Program Bertaut Uji', 1),
    });
    expect(JSON.stringify(allProker())).toBe(before);

    await keuangan.resources.update(anggaranResource, anggaran.id, { ...budget, prokerId: '' });
    await master.resources.remove(prokerResource, linked.id);
    expect(allProker().map((p) => p.id)).not.toContain(linked.id);
  });

  it('refuses a malformed page parameter', async () => {
    const path = '/api/live/program-kerja/halaman';
    for (const p of ['bukan-json', JSON.stringify({ ...FIRST_PROKER_PAGE, periode: '2025' })])
      expect((await fetch(`${server.url}${path}?p=${encodeURIComponent(p)}`)).status).toBe(400);
  });
});
