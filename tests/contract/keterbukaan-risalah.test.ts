import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { RISALAH_MESSAGES, type RisalahInput } from '../../src/shared/keterbukaan/risalah';
import type { RecordMeta } from '../../src/shared/resources/record-meta';
import { risalahResource } from '../../src/shared/keterbukaan/risalah-resource';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, liveValue, visitorOf } from './support/live-value';

type RisalahRecord = RisalahInput & RecordMeta;

/**
 * Risalah Rapat on the embedded server, over real HTTP and live streams, beyond the generic suites
 * of the collection and its public list (resources.contract.test.ts, public-lists.contract.test.ts):
 * a minute not final is on no public path, the server-rendered page included, and bad input gets
 * the form's own messages.
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
    const stream = await fetch(`${server.url}/api/live/${risalahResource.liveTopic}/semua`);
    expect(stream.status).toBe(401);
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
