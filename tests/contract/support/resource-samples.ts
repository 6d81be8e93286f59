import type { AnggaranInput } from '../../../src/shared/keterbukaan/anggaran';
import type { AsetInput } from '../../../src/shared/keterbukaan/aset';
import type { ProkerInput } from '../../../src/shared/keterbukaan/proker';
import type { RisalahInput } from '../../../src/shared/keterbukaan/risalah';
import type { ActivityInput } from '../../../src/shared/agenda/activities';
import type { NewsInput } from '../../../src/shared/content/news';

/** Sample records of the declared collections, for their fixtures (resource-fixtures.ts) and tests. */

export const question = (fieldName: string, label: string) => ({
  label,
  fieldName,
  type: 'text' as const,
  placeholder: '',
  required: false,
  step: 1 as const,
  options: [],
  defaultValue: '',
});

export const organisation = (nama: string, jenis: 'HIMA' | 'UKM') => ({
  nama,
  jenis,
  singkatan: '',
  logo: null,
  deskripsi: `Organisasi ${nama}.`,
  email: '',
  whatsapp: '',
  instagram: '',
  website: '',
  published: true,
});

export const dokumen = (judul: string, tautan: string) => ({
  judul,
  kategoriId: 'kategori-uji',
  deskripsi: '',
  tautan,
  berkas: null,
});

export const anggota = (nama: string, jabatan: string) => ({
  divisiId: 'divisi-uji',
  nama,
  jabatan,
  prodi: 'Teknokimia Nuklir' as const,
  angkatan: '2023',
  instagram: 'akun.uji',
  linkedin: '',
  foto: null,
});

export const pembina = (nama: string) => ({
  nama,
  jabatan: 'Dosen Pembina',
  bidang: 'Instrumentasi Nuklir',
  linkedin: '',
  scholar: 'https://scholar.google.com/citations?user=abc',
  foto: null,
});

export const service = (judul: string, link: string) => ({
  judul,
  deskripsi: `Formulir ${judul.toLowerCase()}.`,
  kategori: 'Kemahasiswaan',
  ikon: 'formulir' as const,
  link,
  published: true,
});

/** An activity of the calendar (Kelola Penanggalan) at the wall clocks given. */
export function activityInput(namaKegiatan: string, mulai: string, selesai: string): ActivityInput {
  return {
    namaKegiatan,
    mulai,
    selesai,
    tempat: 'Aula Poltek Nuklir',
    penyelenggara: 'Kementerian Dalam Negeri',
    penyelenggaraId: '',
    keterangan: `Keterangan ${namaKegiatan}.`,
    sasaran: 'Seluruh mahasiswa',
  };
}

export function aset(namaAset: string, kodeAset: string, published: boolean): AsetInput {
  return {
    namaAset,
    kodeAset,
    lokasiPenyimpanan: 'Sekretariat BEM',
    jumlahAset: 2,
    tanggalPerolehan: '2024-03-15',
    tipePerolehan: 'Pembelian',
    statusKondisi: 'Baik',
    sumberKeterangan: 'Dana kemahasiswaan 2024.',
    statusPeminjaman: 'Tersedia',
    dapatDipinjamkan: true,
    gambar: [],
    published,
  };
}

export function risalah(namaRapat: string, published: boolean): RisalahInput {
  return {
    namaRapat,
    tanggalRapat: '2025-09-20',
    pemimpinRapat: 'Ketua Uji',
    notulensi: `Notulensi ${namaRapat}.`,
    hasilKeputusan: 'Disepakati bersama.',
    daftarHadir: ['Ayu Uji', 'Bima Uji'],
    tugas: [{ tugas: 'Menyusun laporan', penanggungJawab: 'Ayu Uji', selesai: false }],
    lampiran: [{ namaFile: 'Notulen.pdf', link: 'https://drive.google.com/file/d/uji/view' }],
    published,
  };
}

export function proker(
  namaProgram: string,
  statusProker: ProkerInput['statusProker'],
): ProkerInput {
  return {
    namaProgram,
    kementerianId: 'divisi-uji',
    periode: '2025/2026',
    tanggalPelaksanaan: '2025-10-04',
    deskripsiSingkat: `Ringkasan ${namaProgram}.`,
    statusProker,
    targetPeserta: 100,
    jumlahPesertaRealisasi: statusProker === 'Selesai' ? 87 : 0,
    linkLpj: statusProker === 'Selesai' ? 'https://drive.google.com/file/d/lpj-uji/view' : '',
    detailPelaksanaan: 'Rangkaian acara di aula kampus.',
    capaian: '',
    kendala: '',
    saranUmum: '',
    saranKhusus: '',
  };
}

export function programme(
  namaProgram: string,
  status: AnggaranInput['status'],
  totalDisetujui: number,
): AnggaranInput {
  return {
    namaProgram,
    organisasiId: 'org-uji',
    tahun: 2025,
    status,
    tanggalKegiatan: '2025-09-12',
    linkSpj: '',
    prokerId: '',
    totalDiajukan: totalDisetujui + 1_000_000,
    totalDisetujui,
    realisasi: { mode: 'rekap', total: 0 },
  };
}

/** One list per year; the prices differ by year, so the edit case has a change to accept. */
export function sbm(tahun: number) {
  return {
    tahun,
    items: [
      {
        kategori: 'Konsumsi',
        rincian: 'Snack rapat',
        satuan: 'orang',
        harga: 15_000 + (tahun - 2024) * 1_000,
        ketentuan: '',
      },
    ],
  };
}

export function news(judul: string, published: boolean): NewsInput {
  return {
    judul,
    kategori: 'Kegiatan',
    tanggalKegiatan: '2025-09-12',
    ringkasan: `Ringkasan ${judul}.`,
    isi: `Paragraf pertama ${judul}.\n\nParagraf kedua.`,
    gambar: [],
    linkInstagram: 'https://www.instagram.com/p/C0nt0h/',
    published,
  };
}
