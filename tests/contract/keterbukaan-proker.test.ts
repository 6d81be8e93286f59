import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { AnggaranInput } from '../../src/shared/keterbukaan/anggaran';
import { anggaranResource } from '../../src/shared/keterbukaan/anggaran-resource';
import {
  PROKER_MESSAGES,
  PROKER_STATUSES,
  type ProkerInput,
} from '../../src/shared/keterbukaan/proker';
import { prokerList, UNKNOWN_MINISTRY } from '../../src/shared/keterbukaan/proker-list';
import { prokerResource } from '../../src/shared/keterbukaan/proker-resource';
import { firstListQuery } from '../../src/shared/public-lists/list-address';
import type { RecordMeta } from '../../src/shared/resources/record-meta';
import { strukturDivisiResource } from '../../src/shared/struktur/struktur-resources';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, readCsv, visitorOf } from './support/live-value';

/**
 * Program Kerja on the embedded server, over real HTTP: what is its own beside the generic suites
 * (the public list's pages, choices and downloads: public-list-contract.ts; writes: the resource
 * suite and the authorization matrix). The download names each ministry from Struktur (a removed
 * division under a clear name, a renamed one at once), bad input is refused with the field's
 * message, and a programme a budget programme links to stays.
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

type ProkerRecord = ProkerInput & RecordMeta;
const allProker = () => server.services.resources.of(prokerResource).list() as ProkerRecord[];
const { halaman: _halaman, ...ALL } = firstListQuery(prokerList);

/** The download of a filter, as "Unduh CSV" saves it, as a table of cells. */
const csvOf = async (filter: typeof ALL) =>
  readCsv(await (await visitor.lists.download(prokerList, filter, 'csv')).text());

beforeAll(async () => {
  server = await startTempServer();
  master = backendAs(server, 'master');
  visitor = visitorOf(server);
  divisions = server.services.resources.of(strukturDivisiResource).list().slice(0, 3);
  for (let n = 1; n <= 8; n += 1)
    await master.resources.create(prokerResource, programme(n, divisions[n % 3]!.id));
}, 60_000);
afterAll(async () => {
  await server.dispose();
});

describe('Program Kerja on the embedded server', () => {
  it('downloads the ministries by their Struktur names, the counts as plain numbers', async () => {
    const filter = { ...ALL, kementerian: divisions[0]!.id };
    const rows = allProker().filter((p) => p.kementerianId === divisions[0]!.id);
    const table = await csvOf(filter);
    const ministry = table[0]!.indexOf('Kementerian Pelaksana');
    expect(table.slice(1)).toHaveLength(rows.length);
    expect(table.slice(1).every((cells) => cells[ministry] === divisions[0]!.nama)).toBe(true);
    // The address of the page gives the same file (the server's open-data route).
    const csv = await fetch(
      `${server.url}/api/keterbukaan/program-kerja.csv?kementerian=${divisions[0]!.id}`,
    );
    expect(csv.headers.get('content-disposition')).toContain('program-kerja.csv');
    expect(readCsv(await csv.text())).toEqual(table);
    const json = (await (
      await fetch(
        `${server.url}/api/keterbukaan/program-kerja.json?kementerian=${divisions[0]!.id}`,
      )
    ).json()) as { kementerian: string; targetPeserta: number }[];
    expect(json.map((row) => row.kementerian)).toEqual(rows.map(() => divisions[0]!.nama));
    expect(typeof json[0]?.targetPeserta).toBe('number');
  });

  it('names a renamed ministry at once, and keeps a removed one’s programme under a clear name', async () => {
    const temporary = await master.resources.create(strukturDivisiResource, {
      nama: 'Kementerian Sementara Uji',
      deskripsi: '',
    });
    await master.resources.create(prokerResource, {
      ...programme(99, temporary.id),
      namaProgram: 'Program Yatim Piatu Uji',
    });
    const ministryOf = async () => {
      const table = await csvOf({ ...ALL, q: 'yatim piatu' });
      return table[1]?.[table[0]!.indexOf('Kementerian Pelaksana')];
    };
    expect(await ministryOf()).toBe('Kementerian Sementara Uji');
    await master.resources.update(strukturDivisiResource, temporary.id, {
      nama: 'Kementerian Baru Uji',
      deskripsi: '',
    });
    expect(await ministryOf()).toBe('Kementerian Baru Uji');
    await master.resources.remove(strukturDivisiResource, temporary.id);
    expect(await ministryOf()).toBe(UNKNOWN_MINISTRY);
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
});
