import type { ProkerInput, ProkerStatus } from '../../shared/keterbukaan/proker';
import { prokerResource } from '../../shared/keterbukaan/proker-resource';
import { strukturDivisiResource } from '../../shared/struktur/struktur-resources';
import type { PortalServices } from '../services';

/**
 * The demo's work programmes: two cabinet years across the ministries of the demo's Struktur
 * (demo-struktur.ts), the older year finished or cancelled, the current one in every state, with
 * the reports a finished programme has (participants, achievements, obstacles, LPJ).
 */

type Demo = [
  divisi: string,
  nama: string,
  periode: string,
  tanggal: string,
  status: ProkerStatus,
  target: number,
  hadir: number,
  ringkasan: string,
];

const LAMA = '2024/2025';
const KINI = '2025/2026';

// One line a programme: division, name, period, date, status, target, attendance, summary.
// prettier-ignore
export const DEMO_PROKER: readonly Demo[] = [
  ['Pengurus Harian', 'Musyawarah Kerja BEM KM', LAMA, '2024-09-14', 'Selesai', 60, 58, 'Penyusunan program kerja satu periode bersama seluruh kementerian.'],
  ['Sekretariat Jenderal', 'Digitalisasi Arsip Persuratan', LAMA, '2024-10-01', 'Selesai', 0, 0, 'Pemindaian dan pengarsipan surat masuk dan keluar BEM KM.'],
  ['Kementerian Keuangan', 'Pelatihan Penyusunan SPJ', LAMA, '2024-11-09', 'Selesai', 80, 71, 'Pelatihan bendahara ormawa menyusun surat pertanggungjawaban.'],
  ['Kementerian Dalam Negeri', 'Forum Ormawa Poltek Nuklir', LAMA, '2024-12-07', 'Selesai', 120, 96, 'Temu rutin pimpinan HIMA dan UKM membahas agenda bersama.'],
  ['Kementerian Luar Negeri', 'Studi Banding BEM UGM', LAMA, '2025-02-21', 'Dibatalkan', 25, 0, 'Kunjungan ke BEM KM UGM untuk bertukar praktik tata kelola.'],
  ['Kementerian Pemuda dan Olahraga (PORA)', 'Turnamen Futsal Antar Prodi', LAMA, '2025-05-10', 'Selesai', 150, 182, 'Kompetisi futsal tahunan antarprogram studi.'],
  ['Kementerian PSDM', 'Latihan Kepemimpinan Mahasiswa Dasar', LAMA, '2025-04-26', 'Selesai', 100, 87, 'Kaderisasi calon pengurus ormawa tingkat dasar.'],
  ['Kementerian Komunikasi dan Informasi (KOMINFO)', 'Kelas Desain Konten Media Sosial', LAMA, '2025-05-17', 'Selesai', 40, 45, 'Pelatihan desain dan penulisan konten untuk admin media ormawa.'],
  ['Kementerian Ekonomi Kreatif', 'Bazar Kewirausahaan Mahasiswa', LAMA, '2025-06-07', 'Selesai', 30, 24, 'Bazar produk usaha mahasiswa di pelataran kampus.'],
  ['Inspektorat Jenderal', 'Audit Internal Program Kerja', LAMA, '2025-07-12', 'Selesai', 0, 0, 'Evaluasi capaian program kerja seluruh kementerian.'],
  ['Pengurus Harian', 'Rapat Kerja Kabinet 2025/2026', KINI, '2025-08-30', 'Selesai', 65, 63, 'Penetapan program kerja dan kalender kegiatan kabinet baru.'],
  ['Kementerian PSDM', 'PKKMB 2025', KINI, '2025-08-25', 'Selesai', 350, 332, 'Pengenalan kehidupan kampus bagi mahasiswa baru.'],
  ['Kementerian Dalam Negeri', 'Dies Natalis Poltek Nuklir', KINI, '2025-10-18', 'Selesai', 500, 460, 'Rangkaian perayaan ulang tahun kampus bersama seluruh ormawa.'],
  ['Kementerian Keuangan', 'Transparansi Anggaran Ormawa', KINI, '2025-11-01', 'Sedang Berjalan', 0, 0, 'Publikasi rutin realisasi anggaran ormawa di portal.'],
  ['Kementerian Pemuda dan Olahraga (PORA)', 'Liga Voli Mahasiswa', KINI, '2025-11-22', 'Sedang Berjalan', 160, 0, 'Kompetisi voli antarangkatan dengan sistem liga.'],
  ['Kementerian Komunikasi dan Informasi (KOMINFO)', 'Pembaruan Portal BEM KM', KINI, '2025-12-06', 'Sedang Berjalan', 0, 0, 'Pengembangan portal informasi dan layanan BEM KM.'],
  ['Kementerian Luar Negeri', 'Seminar Nasional Energi Nuklir', KINI, '2026-02-14', 'Perencanaan', 250, 0, 'Seminar bersama BEM kampus mitra tentang energi nuklir.'],
  ['Sekretariat Jenderal', 'Penyusunan SOP Administrasi', KINI, '', 'Perencanaan', 0, 0, 'Standar operasional persuratan dan peminjaman fasilitas.'],
  ['Kementerian Ekonomi Kreatif', 'Inkubasi Usaha Mahasiswa', KINI, '', 'Perencanaan', 20, 0, 'Pendampingan usaha rintisan mahasiswa selama satu semester.'],
  ['Kementerian PSDM', 'Latihan Kepemimpinan Mahasiswa Menengah', KINI, '2026-03-21', 'Dibatalkan', 60, 0, 'Kaderisasi tingkat menengah, digabung dengan LKM Dasar.'],
];

const REPORT: Partial<Record<ProkerStatus, Partial<ProkerInput>>> = {
  Selesai: {
    detailPelaksanaan:
      'Kegiatan dilaksanakan sesuai rencana di lingkungan kampus Babarsari, dibuka oleh pimpinan BEM KM dan didampingi pembina.',
    kendala: 'Jadwal berbenturan dengan praktikum sebagian peserta, sehingga sesi sore diundur.',
    saranUmum:
      'Koordinasi jadwal dengan program studi dilakukan paling lambat dua minggu sebelumnya.',
    saranKhusus: 'Dokumentasi dan daftar hadir dikumpulkan langsung pada hari kegiatan.',
  },
  Dibatalkan: {
    kendala: 'Dibatalkan karena bertepatan dengan ujian akhir semester dan keterbatasan anggaran.',
    saranUmum: 'Dijadwalkan ulang pada periode berikutnya bila anggaran tersedia.',
  },
  'Sedang Berjalan': {
    detailPelaksanaan:
      'Tahap persiapan selesai; pelaksanaan berlangsung bertahap sepanjang semester.',
  },
};

/** The programme's input from its demo row, for a division id of the demo's Struktur. */
function demoInput(row: Demo, kementerianId: string, index: number): ProkerInput {
  const [, nama, periode, tanggal, status, target, hadir, ringkasan] = row;
  const report = REPORT[status] ?? {};
  return {
    namaProgram: nama,
    kementerianId,
    periode,
    tanggalPelaksanaan: tanggal,
    deskripsiSingkat: ringkasan,
    statusProker: status,
    targetPeserta: target,
    jumlahPesertaRealisasi: hadir,
    linkLpj:
      status === 'Selesai' ? `https://drive.google.com/file/d/demo-lpj-${index + 1}/view` : '',
    detailPelaksanaan: report.detailPelaksanaan ?? '',
    capaian:
      status === 'Selesai' && index % 2 === 0
        ? 'Seluruh agenda terlaksana dan peserta menilai kegiatan bermanfaat (survei kepuasan 4,5 dari 5).'
        : '',
    kendala: report.kendala ?? '',
    saranUmum: report.saranUmum ?? '',
    saranKhusus: report.saranKhusus ?? '',
  };
}

/** Stores the demo programmes once, after Struktur (their ministries are its divisions). */
export function seedDemoProker(services: PortalServices): void {
  const store = services.resources.of(prokerResource).store;
  if (store.list().length > 0) return;
  const divisions = new Map(
    services.resources
      .of(strukturDivisiResource)
      .list()
      .map((divisi) => [divisi.nama, divisi.id]),
  );
  DEMO_PROKER.forEach((row, index) => {
    const kementerianId = divisions.get(row[0]);
    if (kementerianId) store.create(demoInput(row, kementerianId, index));
  });
}
