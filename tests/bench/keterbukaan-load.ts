/**
 * The transparency part of the benchmark (issue 17): 1,000 assets seeded into the bench server
 * beside the demo's (the 2,000 programmes: anggaran-load.ts), then how long the anggaran page waits for its
 * first data (a page of the list, for several filters) and for its summary — each the first
 * snapshot of its live stream, p99 < 50 ms — and the same for the inventory's first cards.
 * The JavaScript each transparency page loads is in the page table, as for every public page.
 */
import { FIRST_ANGGARAN_PAGE } from '../../src/shared/keterbukaan/anggaran-list';
import { BEM_KM_ORGANISATION } from '../../src/shared/keterbukaan/anggaran-organisations';
import { ASET_KONDISI, type AsetInput } from '../../src/shared/keterbukaan/aset';
import { asetList } from '../../src/shared/keterbukaan/aset-list';
import { asetResource } from '../../src/shared/keterbukaan/aset-resource';
import { LIVE_TOPICS } from '../../src/shared/live';
import { firstListQuery } from '../../src/shared/public-lists/list-address';
import type { TempServer } from '../support/temp-server';
import { SEEDED_PROGRAMMES } from './anggaran-load';
import { livePath, timeFirstSnapshots, type SnapshotTiming } from './first-snapshot';

export const SEEDED_ASSETS = 1_000;
export const KETERBUKAAN_TARGETS = { p99MaxMs: 50 } as const;
const STREAMS = 400;
const CONCURRENCY = 10;
/** Pages of the lists no measured query asks for (the measured ones: 1, 3 and 40). */
const WARM_UP_PAGES = [5, 6, 7, 8, 9, 10, 11, 12];
const FIRST_ASET_PAGE = firstListQuery(asetList);

const LOKASI = ['Sekretariat BEM', 'Gudang Gedung C', 'Ruang UKM', 'Aula Kampus', 'Lab Terpadu'];
const BARANG = ['Kursi Lipat', 'Proyektor', 'Tenda Dome', 'Sound System', 'HT', 'Kamera', 'Meja'];

function asset(n: number, gambar: AsetInput['gambar']): AsetInput {
  return {
    namaAset: `${BARANG[n % BARANG.length]} ${n}`,
    kodeAset: `BENCH-${String(n).padStart(5, '0')}`,
    lokasiPenyimpanan: LOKASI[n % LOKASI.length]!,
    jumlahAset: 1 + (n % 20),
    tanggalPerolehan: `${2018 + (n % 8)}-0${1 + (n % 9)}-15`,
    tipePerolehan: n % 4 === 0 ? 'Hibah' : 'Pembelian',
    statusKondisi: ASET_KONDISI[n % ASET_KONDISI.length]!,
    sumberKeterangan: 'Dana kemahasiswaan.',
    statusPeminjaman: n % 6 === 0 ? 'Dipinjam' : 'Tersedia',
    dapatDipinjamkan: n % 5 !== 0,
    gambar,
    // Most are public; a private one must still cost the public reads nothing.
    published: n % 10 !== 0,
    diperbarui: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
  };
}

/** Seeds the assets (the programmes: anggaran-load.ts); returns one public asset's page. */
export function seedAset(server: TempServer): string {
  const aset = server.services.resources.of(asetResource);
  // The pictures of the demo's assets, so a card has what a real one has without drawing more.
  const pictures = aset.list().flatMap((record) => (record.gambar.length ? [record.gambar] : []));
  server.db.transaction(() => {
    for (let n = 1; n <= SEEDED_ASSETS; n += 1)
      aset.store.create(asset(n, pictures[n % Math.max(1, pictures.length)] ?? []));
  })();
  const shown = aset.list().find((record) => record.published);
  if (!shown) throw new Error('Tanpa aset publik: halaman detail inventaris tak terukur');
  return `/keterbukaan-informasi/inventaris/${shown.id}`;
}

/** First snapshots of the anggaran page (several queries), its summary, and the inventory. */
export async function timeKeterbukaan(baseUrl: string): Promise<SnapshotTiming[]> {
  const pages = [
    FIRST_ANGGARAN_PAGE,
    { ...FIRST_ANGGARAN_PAGE, tahun: 2025 },
    { ...FIRST_ANGGARAN_PAGE, status: 'Selesai' },
    { ...FIRST_ANGGARAN_PAGE, q: 'nomor 1' },
    { ...FIRST_ANGGARAN_PAGE, organisasiId: BEM_KM_ORGANISATION.id, halaman: 3 },
    { ...FIRST_ANGGARAN_PAGE, halaman: 40 },
  ].map((query) => livePath(LIVE_TOPICS.anggaranPage, query));
  // Warm-up queries: pages the measured queries never ask for (first-snapshot.ts).
  const warmAnggaran = WARM_UP_PAGES.map((halaman) =>
    livePath(LIVE_TOPICS.anggaranPage, { ...FIRST_ANGGARAN_PAGE, halaman }),
  );
  const warmAset = WARM_UP_PAGES.map((halaman) =>
    livePath(asetList.liveTopic, { ...FIRST_ASET_PAGE, halaman }),
  );
  const options = { total: STREAMS, concurrency: CONCURRENCY, warmUp: warmAnggaran };
  return [
    await timeFirstSnapshots(
      baseUrl,
      `anggaran: halaman daftar (${SEEDED_PROGRAMMES} program)`,
      pages,
      options,
    ),
    await timeFirstSnapshots(
      baseUrl,
      'anggaran: ringkasan dana global',
      [livePath(LIVE_TOPICS.anggaranOverview)],
      options,
    ),
    await timeFirstSnapshots(
      baseUrl,
      `inventaris: kartu pertama (${SEEDED_ASSETS} aset)`,
      [
        livePath(asetList.liveTopic, FIRST_ASET_PAGE),
        livePath(asetList.liveTopic, { ...FIRST_ASET_PAGE, kondisi: 'Baik', halaman: 3 }),
        livePath(asetList.liveTopic, { ...FIRST_ASET_PAGE, q: 'kursi' }),
      ],
      { ...options, warmUp: warmAset },
    ),
  ];
}

export function formatKeterbukaan(timings: readonly SnapshotTiming[]): string {
  const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
  return [
    `\nKeterbukaan Informasi: data pertama halaman (snapshot live pertama, ${STREAMS} stream, ${CONCURRENCY} bersamaan)`,
    ...timings.map((t) => {
      const ok = t.p99Ms !== null && t.p99Ms < KETERBUKAAN_TARGETS.p99MaxMs && t.failures === 0;
      return `  ${t.label.padEnd(44)} p50 ${ms(t.p50Ms)}, p99 ${ms(t.p99Ms)}, maks ${ms(t.maxMs)}${t.failures ? `, ${t.failures} gagal` : ''} (target p99 < ${KETERBUKAAN_TARGETS.p99MaxMs} ms)  ${ok ? 'PASS' : 'FAIL'}`;
    }),
  ].join('\n');
}
