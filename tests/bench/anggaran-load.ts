/**
 * The Transparansi Anggaran part of the benchmark (issue 17): 2,000 programmes seeded into the
 * bench server (beside the demo's, a fifth of them of an organisation the directory does not
 * know), the response time of the page's first data (the HTML, rendered with its first page and
 * its summary, under load; the live topics' first snapshots are keterbukaan-load.ts's), p99 < 50 ms,
 * and the JS the page loads, its chart (loaded once on screen) added.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ANGGARAN_STATUSES, type AnggaranInput } from '../../src/shared/keterbukaan/anggaran';
import { anggaranResource } from '../../src/shared/keterbukaan/anggaran-resource';
import { organisationsResource } from '../../src/shared/direktori/organisations-resource';
import type { TempServer } from '../support/temp-server';
import type { HttpLoadResult, HttpLoadTarget } from './http-load';
import type { PageSummary } from './page-bench';

export const SEEDED_PROGRAMMES = 2_000;
export const ANGGARAN_PATH = '/keterbukaan-informasi/anggaran';
export const ANGGARAN_TARGETS = { p99MaxMs: 50 } as const;
const PAGE_LABEL = `GET ${ANGGARAN_PATH} (HTML, ${SEEDED_PROGRAMMES} program)`;
const WORDS = ['Dies Natalis', 'Seminar Nasional', 'Bakti Sosial', 'Lomba Robotika', 'Rapat Kerja'];

/** 2,000 programmes with expense rows or a recap, over two years and every status. */
export function seedAnggaran(server: TempServer): void {
  const organisations = server.services.resources
    .of(organisationsResource)
    .list()
    .map((org) => org.id);
  const ids = [...organisations, 'organisasi-lama'];
  const store = server.services.resources.of(anggaranResource).store;
  server.db.transaction(() => {
    for (let n = 1; n <= SEEDED_PROGRAMMES; n += 1) {
      const status = ANGGARAN_STATUSES[n % ANGGARAN_STATUSES.length]!;
      const approved = status === 'Perencanaan' ? 0 : 5_000_000 + (n % 40) * 250_000;
      const programme: AnggaranInput = {
        namaProgram: `${WORDS[n % WORDS.length]} Angkatan ${n}`,
        organisasiId: n % 5 === 0 ? 'organisasi-lama' : ids[n % ids.length]!,
        tahun: 2024 + (n % 2),
        status,
        tanggalKegiatan: `202${4 + (n % 2)}-0${1 + (n % 9)}-15`,
        linkSpj: n % 3 ? `https://drive.example.test/spj/${n}` : '',
        prokerId: '',
        totalDiajukan: approved + 1_000_000,
        totalDisetujui: approved,
        realisasi:
          n % 2
            ? { mode: 'rekap', total: Math.floor(approved / 2) }
            : {
                mode: 'rincian',
                rincian: Array.from({ length: 1 + (n % 6) }, (_, i) => ({
                  deskripsi: `Belanja kegiatan ${i + 1}`,
                  jumlah: 150_000 * (i + 1),
                  tanggal: '',
                })),
              },
      };
      store.create(programme);
    }
  })();
}

export const anggaranTargets = (): HttpLoadTarget[] => [{ label: PAGE_LABEL, path: ANGGARAN_PATH }];

/** The chart's own chunk (gzip): what the page loads more once the chart is on screen. */
export function chartChunkBytes(webDir: string): number | null {
  const assets = path.join(webDir, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^StatusChart-.*\.js\.gz$/.test(name));
  return file ? fs.statSync(path.join(assets, file)).size : null;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The anggaran part's figures, with their targets. */
export function formatAnggaran(
  http: readonly HttpLoadResult[],
  pages: readonly PageSummary[],
  chartBytes: number | null,
): string {
  const load = http.find((result) => result.label === PAGE_LABEL);
  const p99 = load?.latencyMs.p99;
  const verdict = (ok: boolean | null) => (ok === null ? '—' : ok ? 'PASS' : 'FAIL');
  const js = pages.find((summary) => summary.key === ANGGARAN_PATH)?.jsGzipBytes ?? null;
  return [
    `\nTransparansi Anggaran ${ANGGARAN_PATH} dengan ${SEEDED_PROGRAMMES} program`,
    `  respons data pertama (HTML dengan halaman 1 dan ringkasan) p99 ${p99 === undefined ? '—' : `${p99} ms`} (target < ${ANGGARAN_TARGETS.p99MaxMs} ms)  ${verdict(p99 === undefined ? null : p99 < ANGGARAN_TARGETS.p99MaxMs && (load?.non2xx ?? 1) === 0)}`,
    `  JS halaman (gzip): muat pertama ${js === null ? '— (halaman tidak diukur: BENCH_ROUTES)' : kb(js)}, grafik (dimuat saat terlihat) ${chartBytes === null ? '—' : `+${kb(chartBytes)}`}${js !== null && chartBytes !== null ? `, bersama ${kb(js + chartBytes)}` : ''}`,
  ].join('\n');
}
