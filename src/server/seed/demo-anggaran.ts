import type { AnggaranInput, AnggaranStatus, ExpenseRow } from '../../shared/keterbukaan/anggaran';
import { BEM_KM_ORGANISATION } from '../../shared/keterbukaan/anggaran-organisations';
import { anggaranResource } from '../../shared/keterbukaan/anggaran-resource';
import { standarBiayaResource } from '../../shared/keterbukaan/standar-biaya-resource';
import { organisationsResource } from '../../shared/direktori/organisations-resource';
import type { PortalServices } from '../services';
import { demoStandarBiaya } from './demo-standar-biaya';

/**
 * Demo budgets (issue 17 item 10): two years (last year's, closed, and this year's, under way) of
 * the BEM KM's own programmes and those of the directory's organisations, every status present,
 * amounts between Rp 500.000 and Rp 40.000.000, realisation as 3–8 expense rows or as a recap.
 * The figures come from a seeded generator: the same on every fresh install, yet uneven like real
 * budgets.
 */

type Size = 'kecil' | 'sedang' | 'besar';

/** Requested amounts by size of programme, in Rupiah. */
const SIZE_RANGE: Readonly<Record<Size, readonly [number, number]>> = {
  kecil: [500_000, 3_000_000],
  sedang: [3_000_000, 12_000_000],
  besar: [12_000_000, 40_000_000],
};

/** The programmes of each organisation, by the directory's short name (BEM KM by its own id). */
export const DEMO_ANGGARAN_PROGRAMMES: Readonly<Record<string, readonly [string, Size][]>> = {
  [BEM_KM_ORGANISATION.id]: [
    ['Pelantikan dan Rapat Kerja Pengurus BEM KM', 'sedang'],
    ['Dies Natalis Politeknik Teknologi Nuklir Indonesia', 'besar'],
    ['Pemilihan Raya Mahasiswa', 'sedang'],
    ['Latihan Kepemimpinan Manajemen Mahasiswa (LKMM)', 'sedang'],
    ['Bakti Sosial Desa Binaan', 'sedang'],
    ['Nuclear Goes to School', 'besar'],
    ['Sekolah Advokasi Mahasiswa', 'kecil'],
  ],
  'HIMA TKN': [
    ['Kunjungan Industri Daur Bahan Bakar Nuklir', 'besar'],
    ['Seminar Nasional Teknokimia Nuklir', 'sedang'],
    ['Makrab Mahasiswa Baru TKN', 'kecil'],
    ['Pelatihan Analisis Kimia Radiometri', 'kecil'],
  ],
  'HIMA Einsten.com': [
    ['Lomba Rancang Alat Instrumentasi', 'sedang'],
    ['Pelatihan Mikrokontroler dan IoT', 'kecil'],
    ['Kunjungan Industri Instrumentasi Reaktor', 'besar'],
    ['Einsten.com Goes to Campus', 'kecil'],
  ],
  'HIMA EMC': [
    ['Workshop Desain Mekanik CAD', 'kecil'],
    ['Kunjungan Bengkel Perawatan Fasilitas Nuklir', 'sedang'],
    ['EMC Cup Antarangkatan', 'kecil'],
    ['Pengabdian Masyarakat Instalasi Listrik Desa', 'sedang'],
  ],
  'UKM Robotika': [
    ['Kontes Robot Indonesia Tingkat Wilayah', 'besar'],
    ['Kelas Robotika Dasar Mahasiswa Baru', 'kecil'],
    ['Pengadaan Komponen Robot', 'sedang'],
  ],
  'UKM Riset': [
    ['Pelatihan Penulisan PKM', 'kecil'],
    ['Seminar Karya Tulis Ilmiah', 'sedang'],
    ['Pendampingan Lomba Esai Nasional', 'kecil'],
  ],
  'UKM Kalam': [
    ['Kajian Rutin dan Mentoring', 'kecil'],
    ['Peringatan Hari Besar Islam', 'sedang'],
    ['Santunan Anak Yatim', 'kecil'],
  ],
  'UKM PMK': [
    ['Ibadah Perayaan Natal Bersama', 'sedang'],
    ['Retret Mahasiswa', 'kecil'],
    ['Pelayanan Sosial Panti Asuhan', 'kecil'],
  ],
  'UKM Seni': [
    ['Pentas Seni Dies Natalis', 'sedang'],
    ['Festival Seni Kampus se-Yogyakarta', 'besar'],
    ['Pengadaan Alat Musik', 'sedang'],
  ],
  'UKM Futsal': [
    ['Liga Futsal Antarperguruan Tinggi', 'sedang'],
    ['Sewa Lapangan Latihan Rutin', 'kecil'],
    ['Turnamen Futsal Antarprodi', 'kecil'],
  ],
  'UKM Badminton': [
    ['Turnamen Bulu Tangkis Antarkampus', 'sedang'],
    ['Sewa GOR Latihan Rutin', 'kecil'],
    ['Pengadaan Raket dan Kok', 'kecil'],
  ],
};

const EXPENSES = [
  'Konsumsi peserta',
  'Konsumsi panitia',
  'Sewa gedung',
  'Sewa sound system',
  'Cetak spanduk dan poster',
  'Transportasi',
  'Dokumentasi',
  'Honorarium pemateri',
  'Alat tulis kantor',
  'Sertifikat peserta',
  'Perlengkapan acara',
  'Hadiah lomba',
  'Publikasi media sosial',
  'Penginapan',
] as const;

/** Last year is closed; this year has every stage, planning included. */
const LAST_YEAR_STATUSES: readonly AnggaranStatus[] = [
  'SPJ Masuk',
  'Selesai',
  'SPJ Masuk',
  'Selesai',
  'SPJ Masuk',
  'Dibatalkan',
];
const THIS_YEAR_STATUSES: readonly AnggaranStatus[] = [
  'Berjalan',
  'Disetujui',
  'Selesai',
  'Perencanaan',
  'SPJ Masuk',
  'Berjalan',
  'Dibatalkan',
  'Disetujui',
  'Perencanaan',
];

/** A small seeded generator (mulberry32): the same demo on every install. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  return { next, between, int: (min: number, max: number) => Math.floor(between(min, max + 1)) };
}
type Random = ReturnType<typeof generator>;

const roundTo = (amount: number, step: number) => Math.max(step, Math.round(amount / step) * step);
const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) =>
  `${year}-${pad(month)}-${pad(Math.min(date, 28))}`;

/** `total` split into `count` rows of believable sizes (thousands), the last taking the rest. */
function expenseRows(random: Random, total: number, count: number, date: string): ExpenseRow[] {
  const weights = Array.from({ length: count }, () => random.between(0.5, 2));
  const sum = weights.reduce((a, b) => a + b, 0);
  const descriptions = [...EXPENSES].sort(() => random.next() - 0.5).slice(0, count);
  const [year, month] = date.split('-').map(Number) as [number, number];
  let left = total;
  return weights.map((weight, i) => {
    const last = i === count - 1;
    const jumlah = last
      ? left
      : Math.min(left - (count - 1 - i) * 1_000, roundTo((total * weight) / sum, 1_000));
    left -= jumlah;
    return {
      deskripsi: descriptions[i] ?? 'Perlengkapan acara',
      jumlah,
      tanggal: day(year, month, random.int(1, 28)),
    };
  });
}

/** What was spent, by the programme's stage, out of what was approved. */
function spent(random: Random, status: AnggaranStatus, approved: number, date: string) {
  const share =
    status === 'Berjalan'
      ? random.between(0.3, 0.7)
      : status === 'Selesai' || status === 'SPJ Masuk'
        ? random.between(0.82, 1.04)
        : 0;
  const total = roundTo(approved * share, 1_000);
  if (share === 0 || total < 3_000) {
    // A cancelled programme may have paid a deposit already, reported as one figure.
    return status === 'Dibatalkan' && approved > 0 && random.next() < 0.5
      ? { mode: 'rekap' as const, total: roundTo(approved * 0.1, 50_000) }
      : { mode: 'rincian' as const, rincian: [] };
  }
  if (status !== 'Berjalan' && random.next() < 0.3) return { mode: 'rekap' as const, total };
  const count = random.int(3, status === 'Berjalan' ? 5 : 8);
  return { mode: 'rincian' as const, rincian: expenseRows(random, total, count, date) };
}

/** The demo programmes of one organisation in one year (`current`: this year, under way). */
function programmesOf(
  organisasiId: string,
  catalogue: readonly [string, Size][],
  tahun: number,
  current: { month: number } | null,
  random: Random,
  offset: number,
): AnggaranInput[] {
  const statuses = current ? THIS_YEAR_STATUSES : LAST_YEAR_STATUSES;
  const count = Math.min(catalogue.length, organisasiId === BEM_KM_ORGANISATION.id ? 6 : 3);
  return Array.from({ length: count }, (_, i) => {
    const [nama, size] = catalogue[(i + (current ? 1 : 0)) % catalogue.length]!;
    const status = statuses[(offset + i) % statuses.length]!;
    const [min, max] = SIZE_RANGE[size];
    const totalDiajukan = roundTo(random.between(min, max), 50_000);
    const totalDisetujui =
      status === 'Perencanaan' ? 0 : roundTo(totalDiajukan * random.between(0.7, 1), 50_000);
    // This year: what is done happened in the months behind us, what is planned lies ahead.
    const done = status === 'Selesai' || status === 'SPJ Masuk' || status === 'Berjalan';
    const month = !current
      ? random.int(1, 12)
      : done
        ? random.int(1, Math.max(1, current.month))
        : random.int(Math.min(12, current.month), 12);
    const tanggalKegiatan = day(tahun, month, random.int(1, 28));
    return {
      namaProgram: nama,
      organisasiId,
      tahun,
      status,
      tanggalKegiatan: status === 'Perencanaan' && random.next() < 0.5 ? '' : tanggalKegiatan,
      linkSpj:
        status === 'SPJ Masuk'
          ? `https://drive.google.com/drive/folders/demo-spj-${tahun}-${offset + i}`
          : '',
      prokerId: '',
      totalDiajukan,
      totalDisetujui,
      realisasi: spent(random, status, totalDisetujui, tanggalKegiatan),
    };
  });
}

/**
 * Every demo programme for the two years ending with `now`'s (Asia/Jakarta), the organisations
 * named by id (`idOf`: short name → directory id; an organisation missing there is skipped).
 */
export function demoAnggaranProgrammes(
  idOf: ReadonlyMap<string, string>,
  now: Date = new Date(),
): AnggaranInput[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: 'numeric',
  })
    .formatToParts(now)
    .filter((part) => part.type === 'year' || part.type === 'month')
    .map((part) => Number(part.value)) as [number, number];
  const random = generator(17);
  const programmes: AnggaranInput[] = [];
  let offset = 0;
  for (const [key, catalogue] of Object.entries(DEMO_ANGGARAN_PROGRAMMES)) {
    const id = key === BEM_KM_ORGANISATION.id ? key : idOf.get(key);
    if (!id) continue;
    programmes.push(...programmesOf(id, catalogue, year - 1, null, random, offset));
    programmes.push(...programmesOf(id, catalogue, year, { month }, random, offset));
    offset += 1;
  }
  return programmes;
}

/** Inside the demo seed's transaction, after the directory; nothing when budgets exist. */
export function seedDemoAnggaran(services: PortalServices, now: Date = new Date()): void {
  const programmes = services.resources.of(anggaranResource).store;
  const sbm = services.resources.of(standarBiayaResource).store;
  if (programmes.list().length === 0) {
    const organisations = services.resources.of(organisationsResource).store.list();
    const idOf = new Map(organisations.map((org) => [org.singkatan || org.nama, org.id]));
    for (const programme of demoAnggaranProgrammes(idOf, now)) programmes.create(programme);
  }
  if (sbm.list().length === 0) {
    for (const list of demoStandarBiaya(now)) sbm.create(list);
  }
}
