import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { RISALAH_MESSAGES, type RisalahInput } from '../../src/shared/keterbukaan/risalah';
import {
  RISALAH_PAGE_SIZE,
  type RisalahPage,
  type RisalahPageQuery,
  type RisalahRecord,
} from '../../src/shared/keterbukaan/risalah-list';
import { risalahResource } from '../../src/shared/keterbukaan/risalah-resource';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, liveValue, readCsv, visitorOf } from './support/live-value';

/**
 * Risalah Rapat on the embedded server, over real HTTP and live streams (the generic suite covers
 * the rest of the collection): the backend searches and pages final minutes only, a minute not
 * final is on no public path, the download holds exactly the filtered rows, and visitors cannot
 * write.
 */
let server: TempServer;
let master: Backend;
let visitor: Backend;

beforeAll(async () => {
  server = await startTempServer();
  master = backendAs(server, 'master');
  visitor = visitorOf(server);
}, 60_000);
afterAll(async () => {
  await server.dispose();
});

describe('Risalah Rapat on the embedded server', () => {
  const minute = (namaRapat: string, tanggalRapat: string, published: boolean): RisalahInput => ({
    namaRapat,
    tanggalRapat,
    pemimpinRapat: 'Salsabila Putri',
    notulensi: `Notulensi ${namaRapat}.`,
    hasilKeputusan: 'Disepakati bersama.',
    daftarHadir: ['Ayu', 'Bima', 'Citra'],
    tugas: [
      { tugas: 'Menyusun laporan', penanggungJawab: 'Ayu', selesai: true },
      { tugas: 'Mengirim undangan', penanggungJawab: 'Bima', selesai: false },
    ],
    lampiran: [{ namaFile: 'Notulen.pdf', link: 'https://drive.google.com/file/d/uji/view' }],
    published,
  });
  const allMinutes = () => server.services.resources.of(risalahResource).list() as RisalahRecord[];
  const risalahPageOf = (query: RisalahPageQuery) =>
    liveValue<RisalahPage>((o) => visitor.risalah.watchPage(query, o));
  let drafts: { id: string }[];

  beforeAll(async () => {
    for (let n = 1; n <= 23; n += 1)
      await master.resources.create(
        risalahResource,
        minute(
          `${n % 2 ? 'Rapat Pleno' : 'Rapat Koordinasi'} Uji ${n}`,
          `2025-${String((n % 12) + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`,
          true,
        ),
      );
    drafts = [
      await master.resources.create(
        risalahResource,
        minute('Rapat Rahasia Uji', '2025-10-01', false),
      ),
      await master.resources.create(
        risalahResource,
        minute('Rapat Rahasia Dua Uji', '2025-10-02', false),
      ),
    ];
  }, 60_000);

  it('answers each search and page with exactly the final minutes a filter written here expects', async () => {
    for (const q of ['', 'pleno', 'KOORDINASI uji', 'rahasia', 'tidak ada']) {
      const words = q.toLowerCase().split(' ').filter(Boolean);
      const rows = allMinutes()
        .filter((m) => m.published && words.every((w) => m.namaRapat.toLowerCase().includes(w)))
        .sort((a, b) =>
          a.tanggalRapat === b.tanggalRapat
            ? a.id < b.id
              ? 1
              : -1
            : a.tanggalRapat < b.tanggalRapat
              ? 1
              : -1,
        );
      const pages = Math.max(1, Math.ceil(rows.length / RISALAH_PAGE_SIZE));
      for (let halaman = 1; halaman <= pages; halaman += 1) {
        const answer = await risalahPageOf({ q, halaman });
        expect(answer.total, q).toBe(rows.length);
        expect(
          answer.items.map((row) => row.id),
          `${q} page ${halaman}`,
        ).toEqual(
          rows
            .slice((halaman - 1) * RISALAH_PAGE_SIZE, halaman * RISALAH_PAGE_SIZE)
            .map((row) => row.id),
        );
      }
    }
  });

  it('keeps a minute that is not final off every public path, the downloads included', async () => {
    // The drafts' names (a page searching "Rahasia" shows the search word itself).
    const secret = 'Rapat Rahasia';
    const paths = [
      risalahResource.path,
      '/api/keterbukaan/risalah-rapat.csv',
      '/api/keterbukaan/risalah-rapat.json',
      '/api/keterbukaan/risalah-rapat.csv?q=Rahasia',
      '/api/keterbukaan/risalah-rapat.json?q=Rahasia',
      '/keterbukaan-informasi/risalah-rapat?q=Rahasia',
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain(secret);
    }
    const semua = await fetch(`${server.url}${risalahResource.path}/semua`);
    expect(semua.status).toBe(401);
    const live = await liveValue<RisalahRecord[]>((o) =>
      visitor.resources.watch(risalahResource, o),
    );
    expect(live.map((m) => m.id)).not.toEqual(expect.arrayContaining([drafts[0]!.id]));
    expect(JSON.stringify(live)).not.toContain(secret);
    const searched = await risalahPageOf({ q: 'rahasia', halaman: 1 });
    expect(searched.total).toBe(0);
    const stream = await fetch(`${server.url}/api/live/${risalahResource.liveTopic}/semua`);
    expect(stream.status).toBe(401);
  });

  it('shows a minute on an open page within a second of being marked final', async () => {
    const [draft] = drafts;
    const stored = allMinutes().find((m) => m.id === draft!.id)!;
    const shown = liveValue<RisalahPage>(
      (o) => visitor.risalah.watchPage({ q: 'rahasia uji', halaman: 1 }, o),
      (page) => page.total === 1,
    );
    const { id: _id, position: _position, ...input } = stored;
    const at = Date.now();
    await master.resources.update(risalahResource, draft!.id, { ...input, published: true });
    const page = await shown;
    expect(Date.now() - at).toBeLessThan(1_000);
    expect(page.items[0]).toMatchObject({ id: draft!.id, daftarHadir: ['Ayu', 'Bima', 'Citra'] });
    const csv = readCsv(
      await (await fetch(`${server.url}/api/keterbukaan/risalah-rapat.csv?q=rahasia`)).text(),
    );
    expect(csv.slice(1).map((cells) => cells[0])).toEqual(['Rapat Rahasia Uji']);
    const json = (await (
      await fetch(`${server.url}/api/keterbukaan/risalah-rapat.json?q=rahasia`)
    ).json()) as { tugas: unknown[]; lampiran: unknown[] }[];
    expect(json).toHaveLength(1);
    expect(json[0]?.tugas).toEqual(stored.tugas);
    expect(json[0]?.lampiran).toEqual(stored.lampiran);
    await master.resources.update(risalahResource, draft!.id, { ...input, published: false });
  });

  it('refuses writes from a signed-out caller, and bad input with the field’s message, changing nothing', async () => {
    const before = JSON.stringify(allMinutes());
    const [target] = allMinutes();
    for (const [method, url] of [
      ['POST', risalahResource.path],
      ['PATCH', `${risalahResource.path}/${target!.id}`],
      ['DELETE', `${risalahResource.path}/${target!.id}`],
    ] as const) {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'DELETE'
          ? {}
          : { body: JSON.stringify(minute('Palsu', '2025-01-01', true)) }),
      });
      expect(response.status, `${method} ${url}`).toBe(401);
    }
    const good = minute('Rapat Masukan Buruk', '2025-05-05', true);
    const cases: [Partial<RisalahInput>, string, string][] = [
      [{ namaRapat: '' }, 'namaRapat', RISALAH_MESSAGES.nameAndDateRequired],
      [{ tanggalRapat: '' }, 'tanggalRapat', RISALAH_MESSAGES.nameAndDateRequired],
      [{ tanggalRapat: '2025-02-30' }, 'tanggalRapat', RISALAH_MESSAGES.date],
      [
        { tugas: [{ tugas: 'Laporan', penanggungJawab: '', selesai: false }] },
        'tugas.0.penanggungJawab',
        RISALAH_MESSAGES.taskOwner,
      ],
      [
        { lampiran: [{ namaFile: 'x', link: 'javascript:alert(1)' }] },
        'lampiran.0.link',
        RISALAH_MESSAGES.fileLink,
      ],
    ];
    for (const [change, field, message] of cases) {
      const refusal = await master.resources.create(risalahResource, { ...good, ...change }).then(
        () => null,
        (error: { code: string; fields?: Record<string, string> }) => error,
      );
      expect(refusal?.code, field).toBe('VALIDATION');
      expect(refusal?.fields?.[field], field).toBe(message);
    }
    expect(JSON.stringify(allMinutes())).toBe(before);
  });
});
