import { formFieldsResource } from '../../../src/shared/berkas/form-fields-resource';
import { organisationsResource } from '../../../src/shared/direktori/organisations-resource';
import {
  documentCategoriesResource,
  documentsResource,
} from '../../../src/shared/dokumen/documents-resource';
import {
  pembinaResource,
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../../src/shared/struktur/struktur-resources';
import { tentangResource } from '../../../src/shared/tentang/tentang-resource';
import { servicesResource } from '../../../src/shared/layanan/services-resource';
import { anggaranResource } from '../../../src/shared/keterbukaan/anggaran-resource';
import type { AnggaranInput } from '../../../src/shared/keterbukaan/anggaran';
import { standarBiayaResource } from '../../../src/shared/keterbukaan/standar-biaya-resource';
import { asetResource } from '../../../src/shared/keterbukaan/aset-resource';
import type { AsetInput } from '../../../src/shared/keterbukaan/aset';
import { prokerResource } from '../../../src/shared/keterbukaan/proker-resource';
import type { ProkerInput } from '../../../src/shared/keterbukaan/proker';
import { risalahResource } from '../../../src/shared/keterbukaan/risalah-resource';
import type { RisalahInput } from '../../../src/shared/keterbukaan/risalah';
import type { RESOURCES } from '../../../src/shared/resources/registry';
import { newsResource } from '../../../src/shared/content/news-resource';
import type { NewsInput } from '../../../src/shared/content/news';
import type { AnyResource, InputOf } from '../../../src/shared/resources/resource';

/**
 * Sample inputs of a declared collection for the generic suites (contract, matrix): three valid
 * inputs that can all be stored together, and one the backend must refuse with a field message.
 */
export interface ResourceFixture<R extends AnyResource = AnyResource> {
  resource: R;
  valid: readonly [InputOf<R>, InputOf<R>, InputOf<R>];
  invalid: { input: unknown; field: string };
}

export const fixture = <R extends AnyResource>(f: ResourceFixture<R>): ResourceFixture<R> => f;

const question = (fieldName: string, label: string) => ({
  label,
  fieldName,
  type: 'text' as const,
  placeholder: '',
  required: false,
  step: 1 as const,
  options: [],
  defaultValue: '',
});

const organisation = (nama: string, jenis: 'HIMA' | 'UKM') => ({
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

const dokumen = (judul: string, tautan: string) => ({
  judul,
  kategoriId: 'kategori-uji',
  deskripsi: '',
  tautan,
  berkas: null,
});

const anggota = (nama: string, jabatan: string) => ({
  divisiId: 'divisi-uji',
  nama,
  jabatan,
  prodi: 'Teknokimia Nuklir' as const,
  angkatan: '2023',
  instagram: 'akun.uji',
  linkedin: '',
  foto: null,
});

const pembina = (nama: string) => ({
  nama,
  jabatan: 'Dosen Pembina',
  bidang: 'Instrumentasi Nuklir',
  linkedin: '',
  scholar: 'https://scholar.google.com/citations?user=abc',
  foto: null,
});

const service = (judul: string, link: string) => ({
  judul,
  deskripsi: `Formulir ${judul.toLowerCase()}.`,
  kategori: 'Kemahasiswaan',
  ikon: 'formulir' as const,
  link,
  published: true,
});

/** One fixture per declared collection; a collection without one does not compile. */
export const RESOURCE_FIXTURES: {
  [R in (typeof RESOURCES)[number] as R['name']]: ResourceFixture<R>;
} = {
  'form-fields': fixture({
    resource: formFieldsResource,
    valid: [
      question('asalKampus', 'Asal Kampus'),
      { ...question('ukuranKaos', 'Ukuran Kaos'), type: 'select', options: ['S', 'M', 'L'] },
      question('catatanTambahan', 'Catatan Tambahan'),
    ],
    invalid: { input: { ...question('pilihan', 'Pilihan'), type: 'select' }, field: 'options' },
  }),
  berita: fixture({
    resource: newsResource,
    valid: [
      news('Rapat Pleno Awal Kepengurusan', true),
      news('Bakti Sosial di Desa Wukirsari', false),
      news('Seminar Keselamatan Radiasi', true),
    ],
    invalid: { input: news('', true), field: 'judul' },
  }),
  organisasi: fixture({
    resource: organisationsResource,
    valid: [
      organisation('Himpunan Mahasiswa Uji Coba', 'HIMA'),
      {
        ...organisation('UKM Uji Layang', 'UKM'),
        instagram: 'https://www.instagram.com/ujilayang',
      },
      {
        ...organisation('UKM Uji Paduan Suara', 'UKM'),
        email: 'seni@example.ac.id',
        published: false,
      },
    ],
    invalid: {
      input: { ...organisation('UKM Jahil', 'UKM'), website: 'javascript:alert(1)' },
      field: 'website',
    },
  }),
  'kategori-dokumen': fixture({
    resource: documentCategoriesResource,
    valid: [
      { nama: 'Kategori Uji Satu' },
      { nama: 'Kategori Uji Dua' },
      { nama: 'Kategori Uji Tiga' },
    ],
    invalid: { input: { nama: '' }, field: 'nama' },
  }),
  dokumen: fixture({
    resource: documentsResource,
    valid: [
      dokumen('AD/ART KM', 'https://example.ac.id/adart.pdf'),
      dokumen('SOP Peminjaman', 'https://example.ac.id/sop.pdf'),
      dokumen('SK Pengurus', 'http://example.ac.id/sk.pdf'),
    ],
    invalid: { input: dokumen('Tautan jahat', 'data:text/html,hai'), field: 'tautan' },
  }),
  'struktur-divisi': fixture({
    resource: strukturDivisiResource,
    valid: [
      { nama: 'Kementerian Riset', deskripsi: 'Mengelola riset mahasiswa.' },
      { nama: 'Kementerian Lingkungan', deskripsi: '' },
      { nama: 'Biro Kesekretariatan', deskripsi: 'Arsip dan surat-menyurat.' },
    ],
    invalid: { input: { nama: '  ', deskripsi: '' }, field: 'nama' },
  }),
  'struktur-anggota': fixture({
    resource: strukturAnggotaResource,
    valid: [
      anggota('Rizky Pratama', 'Menteri'),
      { ...anggota('Nadia Putri', 'Staf'), prodi: '', angkatan: '', instagram: '' },
      {
        ...anggota('Bagus Santoso', 'Wakil Menteri'),
        linkedin: 'https://www.linkedin.com/in/bagus',
      },
    ],
    invalid: {
      input: { ...anggota('Dewi', 'Staf'), linkedin: 'javascript:alert(1)' },
      field: 'linkedin',
    },
  }),
  pembina: fixture({
    resource: pembinaResource,
    valid: [
      pembina('Dr. Ir. Sutanto, M.Eng.'),
      pembina('Ratna Dewi, M.T.'),
      pembina('Agus Salim, M.Sc.'),
    ],
    invalid: { input: { ...pembina('Budi'), scholar: 'data:text/html,hai' }, field: 'scholar' },
  }),
  tentang: fixture({
    resource: tentangResource,
    valid: [
      { judul: 'Visi', isi: 'Menjadi BEM yang inklusif dan berdampak.', contactType: null },
      { judul: 'Kontak Kami', isi: 'bem@contoh.ac.id', contactType: 'email' },
      { judul: 'Kontak Kami', isi: '081234567890', contactType: 'whatsapp' },
    ],
    invalid: {
      input: { judul: 'Kontak Kami', isi: 'javascript:alert(1)', contactType: 'website' },
      field: 'isi',
    },
  }),
  layanan: fixture({
    resource: servicesResource,
    valid: [
      service('Peminjaman Aula Uji', 'https://docs.google.com/forms/d/e/uji-ruang/viewform'),
      service('Kotak Saran Uji', 'https://forms.office.com/r/uji-aspirasi'),
      { ...service('Pendaftaran Relawan Uji', 'https://example.org/daftar-ukm'), published: false },
    ],
    // A link that would run script in the page must never be stored (ORIGINAL.md §10, 36).
    invalid: { input: service('Tautan Berbahaya', 'javascript:alert(1)'), field: 'link' },
  }),
  anggaran: fixture({
    resource: anggaranResource,
    valid: [
      programme('Dies Natalis Uji', 'Berjalan', 12_000_000),
      programme('Seminar Uji', 'Perencanaan', 0),
      {
        ...programme('Bakti Sosial Uji', 'Selesai', 3_000_000),
        realisasi: {
          mode: 'rincian',
          rincian: [{ deskripsi: 'Konsumsi', jumlah: 1_250_000, tanggal: '2025-08-02' }],
        },
      },
    ],
    // ORIGINAL.md §2.6: past planning, a programme needs an approved amount above Rp 0.
    invalid: { input: programme('Tanpa Anggaran Uji', 'Disetujui', 0), field: 'totalDisetujui' },
  }),
  'standar-biaya': fixture({
    resource: standarBiayaResource,
    // Years far from the demo's SBM lists (this year and the last), which a year may hold once.
    valid: [sbm(2041), sbm(2042), sbm(2043)],
    invalid: {
      input: { tahun: 2023, items: [{ ...sbm(2023).items[0], harga: 0 }] },
      field: 'items.0.harga',
    },
  }),
  aset: fixture({
    resource: asetResource,
    valid: [
      aset('Sound System Uji', 'UJI-SND-01', true),
      { ...aset('Proyektor Uji', 'UJI-PRY-01', false), statusPeminjaman: 'Dipinjam' },
      { ...aset('Tenda Uji', '', true), statusKondisi: 'Perlu Perbaikan', tanggalPerolehan: '' },
    ],
    // ORIGINAL.md §2.6: at least one unit.
    invalid: {
      input: { ...aset('Kursi Lipat Uji', 'UJI-KRS-01', true), jumlahAset: 0 },
      field: 'jumlahAset',
    },
  }),
  proker: fixture({
    resource: prokerResource,
    valid: [
      proker('Dies Natalis Uji', 'Selesai'),
      proker('Seminar Kebijakan Uji', 'Perencanaan'),
      { ...proker('Bakti Sosial Uji', 'Sedang Berjalan'), tanggalPelaksanaan: '' },
    ],
    // "2025-2026" is not a period: two consecutive years with a slash.
    invalid: {
      input: { ...proker('Periode Salah Uji', 'Selesai'), periode: '2025-2026' },
      field: 'periode',
    },
  }),
  risalah: fixture({
    resource: risalahResource,
    valid: [
      risalah('Rapat Pleno Uji', true),
      risalah('Rapat Koordinasi Uji', false),
      { ...risalah('Rapat Evaluasi Uji', true), tugas: [], lampiran: [], daftarHadir: [] },
    ],
    // ORIGINAL.md §2.6: a minute needs its name and date.
    invalid: { input: risalah('', true), field: 'namaRapat' },
  }),
};

function aset(namaAset: string, kodeAset: string, published: boolean): AsetInput {
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

function risalah(namaRapat: string, published: boolean): RisalahInput {
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

function proker(namaProgram: string, statusProker: ProkerInput['statusProker']): ProkerInput {
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

function programme(
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
function sbm(tahun: number) {
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

function news(judul: string, published: boolean): NewsInput {
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
