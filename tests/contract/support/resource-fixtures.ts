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
import { standarBiayaResource } from '../../../src/shared/keterbukaan/standar-biaya-resource';
import { asetResource } from '../../../src/shared/keterbukaan/aset-resource';
import { prokerResource } from '../../../src/shared/keterbukaan/proker-resource';
import { risalahResource } from '../../../src/shared/keterbukaan/risalah-resource';
import type { RESOURCES } from '../../../src/shared/resources/registry';
import { scQuestionsResource } from '../../../src/shared/sc/questions-resource';
import { scRoomsResource } from '../../../src/shared/sc/rooms-resource';
import { agendaResource } from '../../../src/shared/agenda/agenda-resource';
import { newsResource } from '../../../src/shared/content/news-resource';
import type { AnyResource, InputOf } from '../../../src/shared/resources/resource';
import {
  question,
  organisation,
  dokumen,
  anggota,
  pembina,
  service,
  activityInput,
  aset,
  risalah,
  proker,
  programme,
  sbm,
  news,
} from './resource-samples';

/**
 * Sample inputs of a declared collection for the generic suites (contract, matrix): three valid
 * inputs that can all be stored together, and one the backend must refuse with a field message.
 */
export interface ResourceFixture<R extends AnyResource = AnyResource> {
  resource: R;
  valid: readonly [InputOf<R>, InputOf<R>, InputOf<R>];
  invalid: { input: unknown; field: string };
  /**
   * For a public list with filter choices (`choices`): a change of a valid input that gives each
   * choice filter's field a value no valid input has, to see a write reach the choices.
   */
  freshChoices?: Partial<InputOf<R>>;
}

export const fixture = <R extends AnyResource>(f: ResourceFixture<R>): ResourceFixture<R> => f;

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
    // A code of its own: two assets never share one (asetResource.check).
    freshChoices: { lokasiPenyimpanan: 'Lemari Baru Uji', kodeAset: 'UJI-BARU-01' },
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
    freshChoices: { periode: '2031/2032', kementerianId: 'divisi-baru-uji' },
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
  // Sports-centre loans (issue 20). Plain rooms: a combination names stored rooms' ids, which
  // the generic suite cannot know (sc-rooms.test.ts covers combinations and the guards).
  'ruang-sc': fixture({
    resource: scRoomsResource,
    valid: [
      { nama: 'Ruang Uji Senam', gabungan: [] },
      { nama: 'Ruang Uji Futsal', gabungan: [] },
      { nama: 'Ruang Uji Tenis Meja', gabungan: [] },
    ],
    invalid: { input: { nama: '', gabungan: [] }, field: 'nama' },
  }),
  'pertanyaan-sc': fixture({
    resource: scQuestionsResource,
    valid: [
      { label: 'Nama Kegiatan Uji', tipe: 'text', pilihan: [], wajib: true },
      { label: 'Pinjam Bola Uji', tipe: 'select', pilihan: ['Ya', 'Tidak'], wajib: false },
      { label: 'Catatan Uji', tipe: 'textarea', pilihan: [], wajib: false },
    ],
    // A choice question needs its choices (questions-resource.ts).
    invalid: {
      input: { label: 'Pilihan Kosong Uji', tipe: 'select', pilihan: [], wajib: true },
      field: 'pilihan',
    },
  }),
  penanggalan: fixture({
    resource: agendaResource,
    valid: [
      activityInput('Rapat Kerja Uji', '2026-03-07T08:00', '2026-03-07T15:30'),
      // Across midnight, run by a directory organisation.
      {
        ...activityInput('Malam Keakraban Uji', '2026-03-07T23:00', '2026-03-08T01:30'),
        penyelenggaraId: 'organisasi-uji',
        penyelenggara: 'HIMA Uji',
      },
      // Over several days, notes and audience left empty.
      {
        ...activityInput('Pekan Olahraga Uji', '2026-03-09T07:00', '2026-03-14T17:00'),
        keterangan: '',
        sasaran: '',
      },
    ],
    // The end must come after the start (the old calendar had no such check).
    invalid: {
      input: activityInput('Terbalik Uji', '2026-03-07T10:00', '2026-03-07T09:00'),
      field: 'selesai',
    },
  }),
};
