/**
 * The news part of the benchmark (issue 16): 500 published items seeded into the bench server, the
 * HTTP load on /berita's first page (response time p99 < 50 ms) and what a phone downloads for it
 * (< 300 KB with the thumbnails), as measured by the page bench.
 */
import type { NewsInput } from '../../src/shared/content/news';
import { NEWS_CATEGORIES } from '../../src/shared/content/news';
import { newsResource } from '../../src/shared/content/news-resource';
import { uniqueSlug } from '../../src/shared/content/news-slug';
import type { TempServer } from '../support/temp-server';
import type { HttpLoadResult, HttpLoadTarget } from './http-load';
import type { PageSummary } from './page-bench';

export const SEEDED_NEWS = 500;
export const NEWS_PATH = '/berita';
export const NEWS_TARGETS = { p99MaxMs: 50, transferMaxBytes: 300 * 1024 } as const;
const NEWS_LABEL = `GET ${NEWS_PATH} (HTML, ${SEEDED_NEWS} berita)`;

/**
 * 500 published items (beside the demo's dozen), each with the pictures of a demo item: realistic
 * records (text, two image references) without drawing 500 pictures.
 */
export function seedNews(server: TempServer): void {
  const service = server.services.resources.of(newsResource);
  const demo = service.list();
  const pictures = demo.map((item) => item.gambar).filter((gambar) => gambar.length > 0);
  const slugs = demo.flatMap((item) => (item.slug ? [item.slug] : []));
  const start = Date.parse('2023-01-01T03:00:00Z');
  server.db.transaction(() => {
    for (let n = 1; n <= SEEDED_NEWS; n += 1) {
      const judul = `Kegiatan Mahasiswa Poltek Nuklir Nomor ${n}`;
      const slug = uniqueSlug(judul, slugs);
      slugs.push(slug);
      const day = new Date(start + n * 86_400_000);
      const record: NewsInput = {
        judul,
        kategori: NEWS_CATEGORIES[n % NEWS_CATEGORIES.length]!,
        tanggalKegiatan: day.toISOString().slice(0, 10),
        ringkasan: `Ringkasan kegiatan nomor ${n} BEM KM Poltek Nuklir bersama mahasiswa.`,
        isi: `Paragraf pertama kegiatan ${n}.\n\n${'Isi berita yang panjang. '.repeat(60)}`,
        gambar: [...(pictures[n % Math.max(1, pictures.length)] ?? [])],
        linkInstagram: '',
        published: true,
        slug,
        penulis: 'Kementerian Komunikasi dan Informasi (KOMINFO)',
        tanggalTerbit: new Date(day.getTime() + 86_400_000).toISOString(),
      };
      service.store.create(record);
    }
  })();
}

export const newsTargets = (): HttpLoadTarget[] => [{ label: NEWS_LABEL, path: NEWS_PATH }];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The two figures of the news part, with their targets. */
export function formatNews(http: readonly HttpLoadResult[], pages: readonly PageSummary[]): string {
  const load = http.find((result) => result.label === NEWS_LABEL);
  const page = pages.find((summary) => summary.key === NEWS_PATH);
  const p99 = load?.latencyMs.p99;
  const transfer = page?.transferBytes ?? null;
  const verdict = (ok: boolean | null) => (ok === null ? '—' : ok ? 'PASS' : 'FAIL');
  return [
    `\nBerita ${NEWS_PATH} dengan ${SEEDED_NEWS} berita terbit`,
    `  waktu respons halaman pertama p99 ${p99 === undefined ? '—' : `${p99} ms`} (target < ${NEWS_TARGETS.p99MaxMs} ms)  ${verdict(p99 === undefined ? null : p99 < NEWS_TARGETS.p99MaxMs && (load?.non2xx ?? 1) === 0)}`,
    `  unduhan browser (HTML, JS, CSS, thumbnail) ${transfer === null ? '— (halaman tidak diukur: BENCH_ROUTES)' : kb(transfer)} (target < ${kb(NEWS_TARGETS.transferMaxBytes)})  ${verdict(transfer === null ? null : transfer < NEWS_TARGETS.transferMaxBytes)}`,
  ].join('\n');
}
