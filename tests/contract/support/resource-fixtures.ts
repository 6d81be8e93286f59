import { formFieldsResource } from '../../../src/shared/berkas/form-fields-resource';
import { organisationsResource } from '../../../src/shared/direktori/organisations-resource';
import {
  documentCategoriesResource,
  documentsResource,
} from '../../../src/shared/dokumen/documents-resource';
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
};

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
