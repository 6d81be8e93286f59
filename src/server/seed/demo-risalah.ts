import type { RisalahInput, RisalahTask } from '../../shared/keterbukaan/risalah';
import { risalahResource } from '../../shared/keterbukaan/risalah-resource';
import type { PortalServices } from '../services';

/**
 * The demo's meeting minutes: a cabinet year of plenary, coordination and evaluation meetings led
 * by the demo's Struktur (demo-struktur.ts), with attendance, decisions, tasks half done and
 * linked documents; the two latest are still drafts (not final), so they are not public.
 */

const PH = ['Muhammad Rizky Pratama', 'Anisa Rahmawati'];
const SEKJEN = ['Salsabila Putri', 'Yoga Aditya', 'Nurul Hidayah'];
const MENTERI = [
  'Rahmat Hidayat',
  'Andi Setiawan',
  'Dimas Arya Wibowo',
  'Eko Saputro',
  'Wulan Sari',
  'Reza Firmansyah',
  'Farhan Akbar',
];

const task = (penanggungJawab: string, tugas: string, selesai: boolean): RisalahTask => ({
  tugas,
  penanggungJawab,
  selesai,
});

const drive = (slug: string) => `https://drive.google.com/file/d/demo-${slug}/view`;

const minute = (
  namaRapat: string,
  tanggalRapat: string,
  fields: Partial<RisalahInput> & Pick<RisalahInput, 'notulensi' | 'hasilKeputusan'>,
): RisalahInput => ({
  namaRapat,
  tanggalRapat,
  pemimpinRapat: PH[0]!,
  daftarHadir: [...PH, ...SEKJEN.slice(0, 2), ...MENTERI],
  tugas: [],
  lampiran: [],
  published: true,
  ...fields,
});

export const DEMO_RISALAH: readonly RisalahInput[] = [
  minute('Rapat Pleno Pembukaan Kabinet', '2025-08-09', {
    notulensi:
      'Presiden Mahasiswa membuka kepengurusan baru dan memperkenalkan para menteri.\nSetiap kementerian memaparkan rencana program kerja satu periode.',
    hasilKeputusan:
      'Rapat Kerja Kabinet ditetapkan pada 30 Agustus 2025.\nSetiap kementerian menyerahkan draf program kerja paling lambat 23 Agustus.',
    tugas: [
      task('Salsabila Putri', 'Menyusun undangan Rapat Kerja Kabinet', true),
      task('Rahmat Hidayat', 'Menghimpun rencana anggaran setiap kementerian', true),
    ],
    lampiran: [{ namaFile: 'Notulen Pleno Pembukaan.pdf', link: drive('pleno-pembukaan') }],
  }),
  minute('Rapat Persiapan PKKMB 2025', '2025-08-16', {
    pemimpinRapat: 'Wulan Sari',
    notulensi:
      'Pembagian divisi acara, perlengkapan, konsumsi dan kesehatan untuk PKKMB.\nPanitia membahas jadwal gladi bersih bersama pihak kampus.',
    hasilKeputusan: 'Gladi bersih dilaksanakan 23 Agustus 2025 pukul 08.00 di aula.',
    tugas: [
      task('Wulan Sari', 'Finalisasi rundown acara', true),
      task('Eko Saputro', 'Koordinasi tim kesehatan dan keamanan', true),
      task('Reza Firmansyah', 'Publikasi jadwal PKKMB di media sosial', true),
    ],
    lampiran: [{ namaFile: 'Rundown PKKMB 2025.pdf', link: drive('rundown-pkkmb') }],
  }),
  minute('Rapat Kerja Kabinet 2025/2026', '2025-08-30', {
    notulensi:
      'Pembahasan dan penetapan dua puluh program kerja beserta kalender kegiatan.\nKementerian Keuangan memaparkan pagu anggaran sementara.',
    hasilKeputusan:
      'Program kerja kabinet ditetapkan dan diunggah ke portal.\nEvaluasi program kerja dilakukan setiap akhir bulan.',
    tugas: [
      task('Reza Firmansyah', 'Mengunggah program kerja ke portal BEM KM', true),
      task('Rahmat Hidayat', 'Menyusun rencana anggaran final', false),
    ],
    lampiran: [
      { namaFile: 'Program Kerja Kabinet.pdf', link: drive('proker-kabinet') },
      { namaFile: 'Kalender Kegiatan.xlsx', link: drive('kalender-kegiatan') },
    ],
  }),
  minute('Rapat Koordinasi Ormawa', '2025-09-13', {
    pemimpinRapat: 'Andi Setiawan',
    daftarHadir: [
      'Andi Setiawan',
      'Putri Ayu Kusuma',
      'Ketua HIMA TKN',
      'Ketua HIMA EMC',
      'Ketua UKM Robotika',
      'Ketua UKM Seni',
    ],
    notulensi:
      'Pemaparan agenda bersama HIMA dan UKM satu semester, termasuk jadwal penggunaan ruang sekretariat.',
    hasilKeputusan: 'Forum ormawa diadakan setiap bulan pada Sabtu kedua.',
    tugas: [task('Putri Ayu Kusuma', 'Menyusun jadwal penggunaan ruang sekretariat', true)],
  }),
  minute('Rapat Persiapan Dies Natalis', '2025-09-27', {
    pemimpinRapat: 'Andi Setiawan',
    notulensi:
      'Pembahasan rangkaian acara Dies Natalis: lomba antarprodi, malam puncak dan bakti sosial.',
    hasilKeputusan: 'Malam puncak dilaksanakan 18 Oktober 2025 di lapangan kampus.',
    tugas: [
      task('Andi Setiawan', 'Mengajukan izin penggunaan lapangan', true),
      task('Farhan Akbar', 'Mencari sponsor kegiatan', false),
      task('Eko Saputro', 'Menyiapkan perlombaan olahraga antarprodi', true),
    ],
    lampiran: [{ namaFile: 'Proposal Dies Natalis.pdf', link: drive('proposal-dies') }],
  }),
  minute('Rapat Evaluasi Bulanan September', '2025-10-04', {
    notulensi: 'Setiap kementerian melaporkan capaian program kerja bulan September.',
    hasilKeputusan: 'Laporan pertanggungjawaban PKKMB diselesaikan paling lambat 15 Oktober.',
    tugas: [
      task('Wulan Sari', 'Menyelesaikan LPJ PKKMB 2025', true),
      task('Salsabila Putri', 'Merekap laporan bulanan kementerian', false),
    ],
  }),
  minute('Rapat Evaluasi Dies Natalis', '2025-10-25', {
    pemimpinRapat: 'Anisa Rahmawati',
    notulensi:
      'Evaluasi pelaksanaan Dies Natalis: partisipasi tinggi, konsumsi malam puncak kurang.',
    hasilKeputusan: 'Penambahan anggaran konsumsi untuk acara besar berikutnya diusulkan.',
    tugas: [
      task('Andi Setiawan', 'Menyusun LPJ Dies Natalis', false),
      task('Rahmat Hidayat', 'Merekap realisasi anggaran Dies Natalis', true),
    ],
    lampiran: [{ namaFile: 'Dokumentasi Dies Natalis.zip', link: drive('dokumentasi-dies') }],
  }),
  minute('Rapat Pleno Tengah Periode', '2025-11-15', {
    notulensi: 'Laporan tengah periode setiap kementerian dan tanggapan Inspektorat Jenderal.',
    hasilKeputusan:
      'Program yang tertunda dijadwalkan ulang pada semester genap.\nSOP administrasi disusun Sekretariat Jenderal.',
    tugas: [
      task('Salsabila Putri', 'Menyusun SOP administrasi', false),
      task('Dimas Arya Wibowo', 'Menghubungi BEM kampus mitra untuk seminar nasional', false),
    ],
    lampiran: [{ namaFile: 'Laporan Tengah Periode.pdf', link: drive('laporan-tengah') }],
  }),
  minute('Rapat Persiapan Seminar Nasional Energi Nuklir', '2025-12-06', {
    pemimpinRapat: 'Dimas Arya Wibowo',
    notulensi: 'Pembahasan tema, narasumber dan kerja sama dengan kampus mitra.',
    hasilKeputusan: 'Draf kerangka acuan dibahas kembali setelah narasumber mengonfirmasi.',
    tugas: [task('Laras Sekar Arum', 'Menyusun kerangka acuan seminar', false)],
    published: false,
  }),
  minute('Rapat Koordinasi Liga Voli', '2025-12-13', {
    pemimpinRapat: 'Eko Saputro',
    notulensi: 'Pembagian jadwal pertandingan liga voli antarangkatan.',
    hasilKeputusan: 'Masih menunggu konfirmasi ketersediaan lapangan.',
    published: false,
  }),
];

/** Stores the demo minutes once, when the collection is empty (the seed's own transaction). */
export function seedDemoRisalah(services: PortalServices): void {
  const store = services.resources.of(risalahResource).store;
  if (store.list().length > 0) return;
  for (const input of DEMO_RISALAH) store.create(input);
}
